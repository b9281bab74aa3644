import type { ReactNode } from 'react';
import { QueryScope } from '../lib/query-client';
import { UiProviders } from './ui-providers';

/** The back office's providers: the query client for every screen, Mantine and the toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryScope>
      <UiProviders>{children}</UiProviders>
    </QueryScope>
  );
}
