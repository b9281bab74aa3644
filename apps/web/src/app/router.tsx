import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { landingPath, rememberReturnPath, routeAccess } from '../lib/access';
import { preloadable } from '../lib/preloadable';
import { type RouteTable, RouteTableProvider } from '../lib/route-table';
import type { AppRoute, RouteContext } from '../lib/route-types';
import { ensureSession, useSessionState } from '../lib/session/session-store';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { findRoute } from './route-match';
import { PageLoader, RoutePage, withChunkTimeout } from './route-page';
import { appRoutes } from './routes';

// The back-office frame loads with the first signed-in page, never on public pages; main.tsx fetches it ahead.
const shell = preloadable(() => withChunkTimeout(import('./shell/shell-layout')).then((m) => m.ShellLayout));
export const preloadShell = shell.preload;

function ShellLayout() {
  const Shell = shell.useComponent();
  return <Shell />;
}

/**
 * Signed-in area: resolves the session once (from the session cookie) before anything renders;
 * without one, remembers the intended path and goes to sign-in (spec section 2 "Route guard").
 */
function SessionGate() {
  const location = useLocation();
  const state = useSessionState();
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (state.status === 'unknown') ensureSession().catch(setFailed);
  }, [state.status]);
  if (failed) throw failed;
  if (state.status === 'unknown') return <PageLoader />;
  if (state.status === 'signed-out') {
    if (state.reason !== 'logout') rememberReturnPath(location.pathname + location.search);
    return <Navigate to="/login/sign-in" replace />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout />
    </Suspense>
  );
}

/**
 * Around the pages a signed-in user sees in the shell and an anonymous visitor alone (the error pages): the session
 * is resolved first (no redirect when there is none); a failed check shows the page alone.
 */
function ShellWhenSignedIn() {
  const state = useSessionState();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (state.status === 'unknown') ensureSession().catch(() => setFailed(true));
  }, [state.status]);
  if (state.status === 'unknown' && !failed) return <PageLoader />;
  if (state.status !== 'signed-in') return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout />
    </Suspense>
  );
}

const pageRoute = (r: AppRoute) => (
  <Route key={r.name} path={r.path} element={r.blocked ? <Navigate to="/login/sign-in" replace /> : <RoutePage route={r} />} />
);

/** A signed-in route: its permission and hotel conditions, then the page. */
function Guard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const state = useSessionState();
  const ctx: RouteContext | null = state.status === 'signed-in' ? { user: state.session.user, contextIns: state.session.contextIns } : null;
  const access = routeAccess(route, ctx);
  if (access === 'allow') return children;
  if (!ctx) return null; // the session gate is already redirecting
  // A blocked route reached by its address: nothing to cancel, go where the user belongs.
  if (access === 'blocked') return <Navigate to={landingPath(appRoutes, ctx)} replace />;
  return <Navigate to="/error/unauthorized" replace />;
}

/** Keeps the query string (locale, theme) across the entry redirects. */
function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}

/** What the back office's pages read of its route table (lib/route-table.tsx). */
const routeTable: RouteTable = { routes: appRoutes, findRoute };

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteTableProvider table={routeTable}>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<RedirectKeepingSearch to="/login" />} />
            <Route path="/login" element={<RedirectKeepingSearch to="/login/sign-in" />} />
            {appRoutes.filter((r) => r.public && !r.inShellWhenSignedIn).map(pageRoute)}
            <Route element={<ShellWhenSignedIn />}>{appRoutes.filter((r) => r.public && r.inShellWhenSignedIn).map(pageRoute)}</Route>
            <Route element={<SessionGate />}>
              {appRoutes
                .filter((r) => !r.public)
                .map((r) => (
                  <Route
                    key={r.name}
                    path={r.path}
                    element={
                      <Guard route={r}>
                        <RoutePage route={r} />
                      </Guard>
                    }
                  />
                ))}
            </Route>
            <Route path="*" element={<Navigate to="/error/notfound" replace />} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </RouteTableProvider>
  );
}
