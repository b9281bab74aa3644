import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydration';

/**
 * A page the server rendered is on screen before its scripts: its controls stay disabled until React has taken it
 * over, so nothing tapped or typed before is lost (the fieldset disables every button and field inside; it is only
 * a wrapper, hence no group role). Pages the browser renders alone are enabled from their first render.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="presentation" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
