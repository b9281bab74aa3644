import { type ComponentType, lazy, useState } from 'react';

/**
 * A component in a chunk of its own that can be fetched ahead (decision 0082). Once loaded it renders at once, not
 * through React.lazy, whose Suspense fallback React 19 keeps on screen for at least 300 ms; until then the lazy
 * wrapper stands in (app/route-page.tsx does the same for routed pages, with its failure memory).
 */
export interface Preloadable<P> {
  /** Starts (or joins) the download; a failed one is tried again by the next call or render. */
  preload(): Promise<ComponentType<P>>;
  /** The component for this mount, chosen once: switching from the lazy wrapper to the loaded one would remount it. */
  useComponent(): ComponentType<P>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return {
    preload,
    useComponent() {
      const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
      return component;
    },
  };
}
