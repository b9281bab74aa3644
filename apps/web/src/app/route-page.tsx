import { Center, Loader } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { CHUNK_TIMEOUT_MS } from './constants';
import type { AppRoute } from './route-types';

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

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
function pageOf(route: AppRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(() => withChunkTimeout(route.page()).then((Component) => ({ default: Component })));
    pages.set(route, page);
  }
  return page;
}

export function PageLoader() {
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
export function RoutePage({ route }: { route: AppRoute }) {
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
