import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvents } from './live-events';

const BURST_MS = 150;

/**
 * Refetches the queries under `queryKey` when a live event of one of `types` arrives for the current hotel (any
 * server process publishes through PostgreSQL; the shell's stream delivers). A burst of events (a PMS import, a
 * guest uploading documents) causes one refetch. The echo of this tab's own write (`own`, decision 0029) causes
 * none: the write already put its reply in the cache and refetched its lists (lib/api/mutations.ts). Lists pass it
 * through `useListQuery({ live })`.
 */
export function useLiveRefetch(types: readonly string[], queryKey: QueryKey): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  useLiveEvents(types, (event) => {
    if (event.own || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: key.current });
    }, BURST_MS);
  });
}
