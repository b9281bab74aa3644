import { isGuestPath } from '@gm/domain/guest-pages';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { installNavigation, locationChanged } from './navigation';
import { isBlockedPath } from './route-match';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];
type Listener = Parameters<BrowserHistory['listen']>[0];

function targetUrl(to: To): URL {
  if (typeof to === 'string') return new URL(to, window.location.href);
  return new URL(`${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`, window.location.href);
}

/**
 * The browser history the router runs on. Blocked routes silently cancel navigation (spec section 2):
 * a push or replace towards one is dropped here, whatever link or code asked for it. The guest's screens are
 * another entry's document (docs/decisions/0015-guest-entry.md): going there is a full page load.
 */
function guardedHistory(): BrowserHistory {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  return new Proxy(base, {
    get(target, prop, receiver) {
      if (prop === 'push' || prop === 'replace') {
        return (to: To, state?: unknown) => {
          const url = targetUrl(to);
          if (isGuestPath(url.pathname)) {
            if (prop === 'replace') window.location.replace(url.href);
            else window.location.assign(url.href);
            return;
          }
          if (isBlockedPath(url.pathname)) return;
          target[prop](to, state);
        };
      }
      // The router's listener, and the navigation module's location after it.
      if (prop === 'listen') {
        return (listener: Listener) =>
          target.listen((update) => {
            listener(update);
            locationChanged(update.action);
          });
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

export const history = guardedHistory();

// Screens written for either entry (app/navigation.tsx) navigate through the router here.
installNavigation({
  owns: (pathname) => !isGuestPath(pathname),
  go: (path, replace) => (replace ? history.replace(path) : history.push(path)),
});
