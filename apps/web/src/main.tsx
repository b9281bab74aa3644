import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/route-match';
import { firstRenderReady, preloadPage } from './app/route-page';
import { preloadShell } from './app/router';
import { addEntryWords } from './i18n/i18n';
import { applyThemeParameter } from './theme/theme-choice';

applyThemeParameter(window.location.search);
// The back office's own words (shell, sign-in, its screens): not the guest entry's (docs/decisions/0015-guest-entry.md).
addEntryWords({
  pt: () => import('./app/i18n/pt.json'),
  en: () => import('./app/i18n/en.json'),
  es: () => import('./app/i18n/es.json'),
});
// A public page's chunk is loaded before the first render; a blocked one is never shown. A signed-in page needs the
// session, the frame and its chunk: the two chunks start here (after the language is set: the page's loader fetches
// its feature's words in it), so they arrive while the words load and the session gate checks the session, instead
// of one after the other behind it. The session check itself waits for the first render: its expiry message is
// heard by listeners the app mounts.
const first = findRoute(window.location.pathname);
const ready = firstRenderReady(first?.public && !first.blocked ? first : null);
if (first && !first.public && !first.blocked) {
  void preloadShell().catch(() => {});
  void preloadPage(first).catch(() => {}); // a failed chunk is tried again, and reported, when the page renders
}
void ready.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
