import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

/**
 * Mantine modals each listen for Escape on the window, so Escape in a modal (or popover) opened from
 * inside the booking modal would close both. Layers opened inside report themselves here, and the
 * booking modal stops closing on Escape while any is open: Escape closes only the top layer.
 */
const LayerContext = createContext<((delta: number) => void) | null>(null);

export function useLayerHost(): { open: boolean; Provider: (props: { children: ReactNode }) => ReactNode } {
  const [count, setCount] = useState(0);
  const report = useCallback((delta: number) => setCount((n) => Math.max(0, n + delta)), []);
  const Provider = useCallback(
    ({ children }: { children: ReactNode }) => <LayerContext.Provider value={report}>{children}</LayerContext.Provider>,
    [report],
  );
  return { open: count > 0, Provider };
}

/** Declares an open layer (nested modal, popover) to the enclosing booking modal, if any. */
export function useNestedLayer(open: boolean): void {
  const report = useContext(LayerContext);
  useEffect(() => {
    if (!report || !open) return undefined;
    report(1);
    return () => report(-1);
  }, [open, report]);
}
