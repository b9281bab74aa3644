import { Center } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { initI18n } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { CHUNK_TIMEOUT_MS } from '../lib/constants';
import type { AppRoute } from '../lib/route-types';
import { LoadingIndicator } from '../ui/loading-indicator';

// A routed page as both entries render it (the back office's react-router and the guest entry's own router).

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

const loaded = new Map<AppRoute, ComponentType>();
const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
const failed = new Set<AppRoute>();

/** The error view of a page that failed to load is left: its route will try the download again when opened. */
export function forgetFailedPages(): void {
  for (const route of failed) pages.delete(route);
  failed.clear();
}

/**
 * Loads a route's page before it is rendered (an entry does it for the page it opens on). A page already loaded
 * renders at once: through React.lazy it would first commit the Suspense fallback, and React 19 then holds the
 * page back until that fallback has been on screen for 300 ms, a third of a second on every cold first load.
 */
export function preloadPage(route: AppRoute): Promise<ComponentType> {
  return withChunkTimeout(route.page()).then((Component) => {
    loaded.set(route, Component);
    return Component;
  });
}

const FIRST_PAGE_WAIT_MS = 2000;

/**
 * What an entry's first render waits for: the language (set first: a page's loader fetches its feature's words in
 * it), and the page it opens on, loaded so it is drawn at once. The page is waited for at most 2 s: on a very slow
 * network the loading indicator shows as before. A page that fails to load is left to the error boundary.
 */
export function firstRenderReady(route: AppRoute | null): Promise<unknown> {
  const language = initI18n();
  const page = route
    ? Promise.race([preloadPage(route).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])
    : undefined;
  return Promise.all([language, page]);
}

function pageOf(route: AppRoute): ComponentType | LazyExoticComponent<ComponentType> {
  const ready = loaded.get(route);
  if (ready) return ready;
  let page = pages.get(route);
  if (!page) {
    // A chunk that failed (a flaky network, a deploy) is remembered until its error view is left: the boundary says
    // so with a reload button, and coming back to the route then tries the download again instead of replaying the
    // failure. (Forgotten at once, React's retry of the failed render would start a new download each time, and the
    // previous page would stay on screen.)
    page = lazy(() =>
      preloadPage(route).then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failed.add(route);
          throw error;
        },
      ),
    );
    pages.set(route, page);
  }
  return page;
}

export function PageLoader() {
  // Shown only when loading is slow enough to notice.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      {visible && <LoadingIndicator />}
    </Center>
  );
}

/** Renders a route's page with its document title. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useT();
  // Chosen once per route: the same page must not switch from its lazy wrapper to the loaded component (a remount).
  const Page = useMemo(() => pageOf(route), [route]);
  useEffect(() => {
    document.title = route.titleKey ? `${t(route.titleKey)} · ${t('app.meta.title')}` : t('app.meta.title');
  }, [route.titleKey, t]);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
