import { UNSAFE_createBrowserHistory } from 'react-router';
import { isBlockedPath } from './route-match';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];

function targetPath(to: To): string {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  return to.pathname ?? window.location.pathname;
}

/**
 * The browser history the router runs on. Blocked routes silently cancel navigation (spec section 2):
 * a push or replace towards one is dropped here, whatever link or code asked for it.
 */
function guardedHistory(): BrowserHistory {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  return new Proxy(base, {
    get(target, prop, receiver) {
      if (prop === 'push' || prop === 'replace') {
        return (to: To, state?: unknown) => {
          if (isBlockedPath(targetPath(to))) return;
          target[prop](to, state);
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

export const history = guardedHistory();
