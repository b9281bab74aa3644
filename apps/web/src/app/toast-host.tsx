import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { loadToasts, onToastsReady, setToastContainerMounted, toastsReady } from '../lib/notify';

/**
 * Mounts the toast container once its module has loaded. A toast asks for it at once; otherwise it warms up a
 * few seconds after the first render, so on a slow network it never competes with the page's first screen.
 */
const WARM_UP_MS = 4000;

export function ToastHost() {
  const ready = useSyncExternalStore(onToastsReady, toastsReady, toastsReady);
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadToasts(), WARM_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (ready) void loadToasts().then((m) => setContainer(() => m.ToastContainer));
  }, [ready]);
  useEffect(() => {
    if (!Container) return undefined;
    setToastContainerMounted(true);
    return () => setToastContainerMounted(false);
  }, [Container]);
  return Container ? <Container /> : null;
}
