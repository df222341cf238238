import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@lingui/core';
import { forgetElementWidths } from '../charts/use-element-width';

// CI machines are small and shared: wait for the UI as long as a user would, not one second.
configure({ asyncUtilTimeout: 10_000 });

// Components read their messages' English from the code (tests run uncompiled); a test that
// switches language gets English back for the next one.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: {} });
});

afterEach(() => {
  cleanup();
  forgetElementWidths();
  sessionStorage.clear();
  localStorage.clear();
});
