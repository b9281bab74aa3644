import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/route-match';
import { preloadFirstPage } from './app/route-page';
import { initI18n } from './i18n/i18n';
import { applyThemeParameter } from './theme/theme-choice';

applyThemeParameter(window.location.search);
// The language first (a page's loader fetches its feature's words in it), then a public page's chunk beside it:
// the first render then draws the page at once instead of through a Suspense fallback (see preloadPage). Signed-in
// pages wait for the session anyway, and a blocked one is never shown.
const ready = initI18n();
const first = findRoute(window.location.pathname);
const page = first?.public && !first.blocked ? preloadFirstPage(first) : undefined;
void Promise.all([ready, page]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
