import { useEffect, useState } from 'react';
import { LOADER_TIMEOUT_MS } from './constants';

/**
 * Spec sections 8 and 9: a loader waiting on data (TanStack Query's cache, filled by a request) gives up saying
 * 'Tempo limite atingido ao carregar dados!' after 60 s. The legacy loaders polled their cache every 500 ms; the
 * query cache tells its subscribers the moment the data lands instead (decision 0080), so only the limit remains.
 * True once `waiting` has lasted `limitMs`; back to false when the wait ends (what arrives later still replaces it).
 */
export function useLoaderTimeout(waiting: boolean, limitMs = LOADER_TIMEOUT_MS): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    if (!waiting) return undefined;
    const timer = setTimeout(() => setTimedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [waiting, limitMs]);
  return waiting && timedOut;
}
