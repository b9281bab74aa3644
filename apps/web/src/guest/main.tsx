import '../app/styles';
import { isGuestPath } from '@gm/domain/guest-pages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installHistoryNavigation } from '../app/navigation';
import { initI18n } from '../i18n/i18n';
import { applyThemeParameter } from '../theme/theme-choice';
import { GuestApp } from './guest-app';

// The guest entry (guest.html): the public screens a guest opens from a hotel or payment link
// (docs/decisions/0015-guest-entry.md). Same start as src/main.tsx, without the back office.
applyThemeParameter(window.location.search);
installHistoryNavigation(isGuestPath);
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <GuestApp />
    </StrictMode>,
  );
});
