import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from './api/client';
import { App, createAppCore, prepareFirstRender } from './app/App';
import { loadRuntimeConfig } from './lib/runtime-config';
import { startLocale } from './app/i18n';

// The language's catalog is needed to draw, not to route: the router (which starts the page's
// code, its data and the signed-in pages' catalog) is made as soon as the config names the API.
const language = startLocale();
const config = await loadRuntimeConfig();
setApiBaseUrl(config.apiBaseUrl);
const core = createAppCore();
await language;
prepareFirstRender();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} core={core} />
  </StrictMode>,
);
