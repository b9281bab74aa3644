import { isGuestPath } from '@gm/domain/guest-pages';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { holdNavigation } from './leave-guard';
import { installNavigation, locationChanged } from './navigation';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];
type Listener = Parameters<BrowserHistory['listen']>[0];

function targetUrl(to: To): URL {
  if (typeof to === 'string') return new URL(to, window.location.href);
  return new URL(`${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`, window.location.href);
}

/**
 * The browser history the router runs on. Blocked routes silently cancel navigation (spec section 2):
 * a push or replace towards one (`isBlocked`, from the entry's route table) is dropped here, whatever link or code
 * asked for it. The guest's screens are another entry's document (docs/decisions/0015-guest-entry.md): going there
 * is a full page load. A screen with unsaved changes (lib/leave-guard.ts) holds every navigation until the person
 * answers, back and forward included: the step is undone and redone if they leave.
 */
function guardedHistory(isBlocked: (pathname: string) => boolean): BrowserHistory {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  return new Proxy(base, {
    get(target, prop, receiver) {
      if (prop === 'push' || prop === 'replace') {
        return (to: To, state?: unknown) => {
          const url = targetUrl(to);
          if (isBlocked(url.pathname) && !isGuestPath(url.pathname)) return;
          const go = () => {
            if (!isGuestPath(url.pathname)) return target[prop](to, state);
            if (prop === 'replace') window.location.replace(url.href);
            else window.location.assign(url.href);
          };
          if (!holdNavigation(go)) go();
        };
      }
      // The router's listener, and the navigation module's location after it.
      if (prop === 'listen') {
        return (listener: Listener) => {
          let undoing = false;
          return target.listen((update) => {
            // The step back that undid a held back/forward: the router never saw the first one.
            if (undoing) {
              undoing = false;
              return;
            }
            const delta = update.delta;
            if (update.action === 'POP' && delta && holdNavigation(() => target.go(delta))) {
              undoing = true;
              target.go(-delta);
              return;
            }
            listener(update);
            locationChanged(update.action);
          });
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

/**
 * The back office's history, made once by its entry. Screens written for either entry (lib/navigation.tsx) then
 * navigate through the router on it.
 */
export function createAppHistory(isBlocked: (pathname: string) => boolean): BrowserHistory {
  const history = guardedHistory(isBlocked);
  installNavigation({
    owns: (pathname) => !isGuestPath(pathname),
    go: (path, replace) => (replace ? history.replace(path) : history.push(path)),
  });
  return history;
}
