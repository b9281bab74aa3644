import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api/http';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.handlesErrors`: the component shows the failure itself (e.g. next to a field). */
    mutationMeta: { handlesErrors?: boolean };
    queryMeta: { handlesErrors?: boolean };
  }
}

// Spec section 8: any failed call is shown as a toast unless the screen handles it.
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.handlesErrors) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.handlesErrors) notifyError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (bad input, refusals, auth) are final; network and server errors retry once.
      retry: (count, error) => !(error instanceof ApiError && error.http >= 400 && error.http < 500) && count < 1,
    },
  },
});

/** The app's one query client for what is below (the whole back office; a guest screen's own chunk). */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
