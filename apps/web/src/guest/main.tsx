import '../app/styles';
import { isGuestPath } from '@gm/domain/guest-pages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installHistoryNavigation } from '../app/navigation';
import { initI18n } from '../i18n/i18n';
import { applyThemeParameter } from '../theme/theme-choice';
import { prefetchHotelLink } from '../features/checkin/link-prefetch';
import { GuestApp } from './guest-app';
import { guestRouteFor } from './routes';

// The guest entry (guest.html): the public screens a guest opens from a hotel or payment link
// (docs/decisions/0015-guest-entry.md). Same start as src/main.tsx, without the back office.
applyThemeParameter(window.location.search);
installHistoryNavigation(isGuestPath);
const ready = initI18n();
// On a slow network every round trip shows: fetch the page's chunks and the hotel link's context now, beside the
// language bundle, instead of one after the other once React has rendered.
const route = guestRouteFor(window.location.pathname);
route?.page().catch(() => undefined);
const hotelCode = new URLSearchParams(window.location.search).get('h')?.trim();
if (hotelCode && route && route.path !== '/payment') prefetchHotelLink(hotelCode);
void ready.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <GuestApp />
    </StrictMode>,
  );
});
