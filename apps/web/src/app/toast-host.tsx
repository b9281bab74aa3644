import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { loadToasts, onToastsReady, setToastContainerMounted, toastsReady } from './notify';

/** Mounts the toast container once its module has loaded; asks for it when the browser is idle. */
export function ToastHost() {
  const ready = useSyncExternalStore(onToastsReady, toastsReady, toastsReady);
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadToasts(), { timeout: 3000 }) ?? window.setTimeout(() => void loadToasts(), 1500);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
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
