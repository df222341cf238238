import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from './api/client';
import { App, createAppCore } from './app/App';
import { loadRuntimeConfig } from './lib/runtime-config';
import { startLocale } from './app/i18n';

const [config] = await Promise.all([loadRuntimeConfig(), startLocale()]);
setApiBaseUrl(config.apiBaseUrl);
const core = createAppCore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} core={core} />
  </StrictMode>,
);
