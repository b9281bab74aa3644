import { Center, Loader } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useT } from '../i18n/use-t';
import { landingPath, rememberReturnPath, routeAccess } from './access';
import { CHUNK_TIMEOUT_MS } from './constants';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import type { AppRoute, RouteContext } from './route-types';
import { appRoutes } from './routes';
import { ensureSession, useSessionState } from './session/session-store';

/** Spec section 9: a chunk that does not arrive in 120 s fails as a ChunkLoadError. */
export function withChunkTimeout<T>(load: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error('Loading chunk timed out');
      error.name = 'ChunkLoadError';
      reject(error);
    }, CHUNK_TIMEOUT_MS);
    load.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
function pageOf(route: AppRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(() => withChunkTimeout(route.page()).then((Component) => ({ default: Component })));
    pages.set(route, page);
  }
  return page;
}

// The back-office frame loads with the first signed-in page, never on public pages.
const ShellLayout = lazy(() => withChunkTimeout(import('./shell/shell-layout')).then((m) => ({ default: m.ShellLayout })));

function PageLoader() {
  const { t } = useT();
  // Shown only when loading is slow enough to notice.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      {visible && <Loader aria-label={t('common.status.loading')} />}
    </Center>
  );
}

/** Renders a route's page with its document title. */
function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useT();
  const Page = pageOf(route);
  useEffect(() => {
    document.title = route.titleKey ? `${t(route.titleKey)} · ${t('app.meta.title')}` : t('app.meta.title');
  }, [route.titleKey, t]);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
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

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={<RedirectKeepingSearch to="/login" />} />
          <Route path="/login" element={<RedirectKeepingSearch to="/login/sign-in" />} />
          {appRoutes
            .filter((r) => r.public)
            .map((r) => (
              <Route key={r.name} path={r.path} element={r.blocked ? <Navigate to="/login/sign-in" replace /> : <RoutePage route={r} />} />
            ))}
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
  );
}
