import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/route-match';
import { firstRenderReady } from './app/route-page';
import { addEntryWords } from './i18n/i18n';
import { applyThemeParameter } from './theme/theme-choice';

applyThemeParameter(window.location.search);
// The back office's own words (shell, sign-in, its screens): not the guest entry's (docs/decisions/0015-guest-entry.md).
addEntryWords({
  pt: () => import('./app/i18n/pt.json'),
  en: () => import('./app/i18n/en.json'),
  es: () => import('./app/i18n/es.json'),
});
// A public page's chunk is loaded before the first render; signed-in pages wait for the session anyway, and a
// blocked one is never shown.
const first = findRoute(window.location.pathname);
void firstRenderReady(first?.public && !first.blocked ? first : null).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
