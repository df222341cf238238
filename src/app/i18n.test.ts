import { waitFor } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { prefetchShownIn, prepareLocale } from './i18n';

describe('preparing a language switch', () => {
  it('fetches the sentences on screen in the other language and keeps the language in use', async () => {
    const queryClient = new QueryClient();
    const inLanguage = (tag: string) => ({
      queryKey: ['sentences', tag],
      queryFn: async () => `answer in ${tag}`,
    });
    const shown = new QueryObserver(queryClient, {
      ...inLanguage('en'),
      meta: { inLanguage },
    });
    const unsubscribe = shown.subscribe(() => undefined);
    await waitFor(() => expect(queryClient.getQueryData(['sentences', 'en'])).toBe('answer in en'));

    prepareLocale('de', (tag) => prefetchShownIn(queryClient, tag));

    await waitFor(() => expect(queryClient.getQueryData(['sentences', 'de'])).toBe('answer in de'));
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).not.toBe('de');
    unsubscribe();
  });
});
