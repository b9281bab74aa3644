import { type QueryClient, type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * Writes that keep the cache in step with their reply (decision 0029): the entity the reply carries goes into its
 * detail query (setQueryData, no request), and only the lists the write changes are invalidated (by query-key
 * prefix: the lists on screen refetch once, the others are marked stale). The server's live event for the write
 * reaches this tab marked `own` and refetches nothing (lib/api/live-refetch.ts); other tabs and staff refetch.
 */

/** One cached entity a reply carries. */
export interface SavedEntity<T> {
  queryKey: QueryKey;
  /** The cached value with the reply applied; undefined leaves the cache as it is (nothing cached: nothing to update). */
  update: (old: T | undefined) => T | undefined;
  /**
   * Whether the reply leaves part of the cached value behind (e.g. data derived from what changed): the update is
   * shown at once and the query is marked stale, so its next use reads it again (no request now).
   */
  stale?: (old: T | undefined) => boolean;
}

export interface WriteEffects {
  // biome-ignore lint/suspicious/noExplicitAny: each entity has its own type; SavedEntity checks it where it is built.
  saved?: readonly SavedEntity<any>[];
  /** Query-key prefixes of the lists the write changes. */
  lists: readonly QueryKey[];
}

/** Applies a write's reply to the cache; resolves when the lists on screen have refetched. */
export async function applyWrite(client: QueryClient, effects: WriteEffects): Promise<void> {
  for (const s of effects.saved ?? []) {
    // A read of the entity still under way may have started before the write: the reply is newer, it must not land
    // after it (the cancel puts the query back as it was before that read, at once).
    void client.cancelQueries({ queryKey: s.queryKey, exact: true });
    const old = client.getQueryData(s.queryKey);
    const next = s.update(old);
    if (next === undefined) continue;
    client.setQueryData(s.queryKey, next);
    if (s.stale?.(old)) void client.invalidateQueries({ queryKey: s.queryKey, exact: true, refetchType: 'none' });
  }
  await Promise.all(effects.lists.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Whether a failed write may still have been applied: the request timed out or the connection dropped before the
 * reply, or a gateway answered for the server (a refusal, a validation error or a server error rolled back).
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.http === 0 || error.http >= 502);
}

export type CacheMutationOptions<TReply, TVars> = Omit<UseMutationOptions<TReply, Error, TVars>, 'mutationFn'> & {
  mutationFn: (vars: TVars) => Promise<TReply>;
  /** What the reply changes in the cache. */
  effects: (reply: TReply, vars: TVars) => WriteEffects;
  /** What to read again when the outcome is unknown (outcomeUnknown): the lists and the entity the write aimed at. */
  uncertain?: (vars: TVars) => readonly QueryKey[];
};

/** useMutation whose success applies `effects` to the cache before the caller's onSuccess runs. */
export function useCacheMutation<TReply, TVars = void>({
  effects,
  uncertain,
  onSuccess,
  onError,
  ...options
}: CacheMutationOptions<TReply, TVars>) {
  const client = useQueryClient();
  return useMutation<TReply, Error, TVars>({
    ...options,
    onSuccess: (reply, vars, ...rest) => {
      void applyWrite(client, effects(reply, vars));
      return onSuccess?.(reply, vars, ...rest);
    },
    onError: (error, vars, ...rest) => {
      if (uncertain && outcomeUnknown(error)) for (const queryKey of uncertain(vars)) void client.invalidateQueries({ queryKey });
      return onError?.(error, vars, ...rest);
    },
  });
}
