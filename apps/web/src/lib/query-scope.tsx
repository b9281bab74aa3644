import type { ComponentType } from 'react';

/**
 * Wraps a lazily loaded screen in the app's query client, loaded beside it. The back office's provider holds
 * the client from the start; the guest entry does not carry TanStack Query in its first load
 * (docs/decisions/0015-guest-entry.md), so a guest page or wizard step that reads server state through it
 * loads the client with its own chunk. Both point at the same client (one cache per tab).
 */
export function withQueryClient<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./query-client')]).then(([Component, { QueryScope }]) => {
      function WithQueryClient(props: P) {
        return (
          <QueryScope>
            <Component {...props} />
          </QueryScope>
        );
      }
      return WithQueryClient;
    });
}
