import '../app/styles';
import { isGuestPath } from '@gm/domain/guest-pages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { firstRenderReady, preloadPage } from '../app/route-page';
import { prefetchHotelLink, seedHotelLink } from '../features/checkin/link-prefetch';
import { initI18n, initialLocale } from '../i18n/i18n';
import { installHistoryNavigation } from '../lib/navigation';
import { applyThemeParameter, getQueryTheme } from '../theme/theme-choice';
import { type GuestBoot, readBoot } from './boot';
import { GuestApp } from './guest-app';
import { guestRouteFor } from './routes';

// The guest entry (guest.html): the public screens a guest opens from a hotel or payment link
// (docs/decisions/0015-guest-entry.md). Same start as src/main.tsx, without the back office.

// A page the server rendered carries the rules it uses; the whole stylesheet came deferred (0042): switch it on.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-gm-deferred]')) link.media = 'all';
applyThemeParameter(window.location.search);
installHistoryNavigation(isGuestPath);
const route = guestRouteFor(window.location.pathname);
const params = new URLSearchParams(window.location.search);
const hotelCode = params.get('h')?.trim() || undefined;
const rootElement = document.getElementById('root')!;
const app = (
  <StrictMode>
    <GuestApp />
  </StrictMode>
);

// A page opened from a hotel link may come rendered by the server (src/guest/ssr.tsx) with the link's context;
// /payment also without a link (docs/decisions/0042-payment-server-render.md), the review pages from their token (0046).
const bootRead = readBoot();
const boot = bootRead && (bootRead.h ?? undefined) === hotelCode ? bootRead : null;
if (boot?.h && boot.reply) seedHotelLink(boot.h, boot.reply);
else if (hotelCode && route && route.path !== '/payment') prefetchHotelLink(hotelCode);

/**
 * The browser takes the server's page over when its own first render would draw the same: same language and
 * theme, and nothing in this tab that changes the page (a reload mid-check-in shows the guest's step instead).
 */
async function hydrate(b: GuestBoot): Promise<boolean> {
  const render = route?.ssr;
  const link = b.h && b.reply ? { h: b.h, context: b.reply.contextIns } : null;
  if (!route || !render || !rootElement.hasChildNodes() || initialLocale() !== b.locale || render.differs?.(link)) return false;
  try {
    await Promise.all([initI18n(b.locale), preloadPage(route)]);
  } catch {
    return false;
  }
  render.openLink(route.name, link, window.location.search, b.data);
  if (getQueryTheme() !== b.theme) return false;
  hydrateRoot(rootElement, app);
  return true;
}

async function render(): Promise<void> {
  await firstRenderReady(route);
  createRoot(rootElement).render(app);
}

void (async () => {
  if (boot && (await hydrate(boot))) return;
  await render();
})();
