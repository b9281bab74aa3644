import { AppShell } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { MOBILE_MAX_WIDTH_PX } from '../../lib/constants';
import { useSessionState } from '../../lib/session/session-store';
import { useSessionChecks } from '../../lib/session/use-session-checks';
import { useIsMobile } from '../../lib/use-mobile';
import { RouteErrorBoundary } from '../route-error';
import { ActivityBar } from './activity-bar';
import { EMULATION_BANNER_PX, EmulationBanner } from './emulation-banner';
import { NavDrawer } from './nav-drawer';
import { ScreenHelp } from './screen-help';
import classes from './shell.module.css';
import { ShellModals } from './shell-modals';

/** The signed-in frame: activity bar, navigation drawer (closed on mobile) and the page (the error pages too). */
export function ShellLayout() {
  const { t } = useT();
  const s = useSessionState();
  const { pathname } = useLocation();
  // Spec section 9's rule (at most 997 px with touch): the drawer starts closed and overlays the page on mobile; on a
  // narrow window without touch it stays beside the page, as on any desktop.
  const mobile = useIsMobile();
  const [open, setOpen] = useState(!mobile);
  useEffect(() => setOpen(!mobile), [mobile]);
  useSessionChecks();
  const session = s.status === 'signed-in' ? s.session : null;
  const ctx = useMemo(() => (session ? { user: session.user, contextIns: session.contextIns } : null), [session]);

  // Signed out under our feet (expiry, sign-out): the root layout is already navigating away.
  if (!session || !ctx) return null;

  return (
    <ShellModals>
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.activityBar.skipToContent')}
      </a>
      <AppShell
        header={{ height: session.emulation ? 56 + EMULATION_BANNER_PX : 56 }}
        navbar={{ width: 264, breakpoint: mobile ? MOBILE_MAX_WIDTH_PX + 1 : 1, collapsed: { mobile: !open, desktop: !open } }}
        padding="lg"
      >
        <AppShell.Header bg="var(--mantine-primary-color-filled)" withBorder={false} className={classes.header}>
          <div className={classes.barRow}>
            <ActivityBar session={session} drawerOpen={open} onToggleDrawer={() => setOpen((o) => !o)} />
          </div>
          {session.emulation && <EmulationBanner emulation={session.emulation} />}
        </AppShell.Header>
        <AppShell.Navbar id="app-navigation" aria-label={t('shell.drawer.label')} inert={!open || undefined}>
          <NavDrawer ctx={ctx} onNavigate={() => mobile && setOpen(false)} />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          {/* A page that fails to load or render says so in the shell: the drawer and the header stay. */}
          <RouteErrorBoundary resetKey={pathname} inShell>
            <ScreenHelp>
              <Outlet />
            </ScreenHelp>
          </RouteErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </ShellModals>
  );
}
