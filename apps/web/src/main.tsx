import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/route-match';
import { firstRenderReady } from './app/route-page';
import { applyThemeParameter } from './theme/theme-choice';

applyThemeParameter(window.location.search);
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
