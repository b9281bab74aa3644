import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useSyncExternalStore } from 'react';

/**
 * Navigation for screens that run in either web entry (docs/decisions/0015-guest-entry.md): the address, links
 * and `navigate`, without a router library. The entry installs a driver for the paths its document renders
 * (the guest entry: the History API; the back office: react-router's history); any other path is a full page
 * load, so a link from one entry to the other's screen gets that entry's document from the server.
 */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** How the address last changed: POP is a first load or back/forward. */
  action: NavigationAction;
}

export interface NavigationDriver {
  /** Whether this document renders the path (else navigating there loads the page from the server). */
  owns(pathname: string): boolean;
  /** Changes the address in place; the driver then calls `locationChanged`. */
  go(path: string, replace: boolean): void;
}

let driver: NavigationDriver | null = null;
let current: AppLocation | null = null;
const listeners = new Set<() => void>();

function read(action: NavigationAction): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, action };
}

export function installNavigation(next: NavigationDriver): void {
  driver = next;
  current = read('POP');
}

/** Drivers call this once the address has changed. */
export function locationChanged(action: NavigationAction): void {
  current = read(action);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders at a fixed address, without a window: the server's render of a guest page (src/guest/ssr.tsx) sets it
 * before rendering and clears it after.
 */
export function setRenderLocation(at: { pathname: string; search: string } | null): void {
  current = at ? { pathname: at.pathname, search: at.search, hash: '', action: 'POP' } : null;
}

export function getLocation(): AppLocation {
  current ??= read('POP');
  return current;
}

/** The current address; re-renders when it changes. */
export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribe, getLocation, getLocation);
}

/** Goes to `to` (a path with its query): in place when this document renders it, else as a page load. */
export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (driver && url.origin === window.location.origin && driver.owns(url.pathname)) {
    driver.go(url.pathname + url.search + url.hash, opts.replace === true);
  } else if (opts.replace) {
    window.location.replace(url.href);
  } else {
    window.location.assign(url.href);
  }
}

/** The driver of a document that routes itself with the History API (the guest entry). */
export function installHistoryNavigation(owns: (pathname: string) => boolean): void {
  installNavigation({
    owns,
    go(path, replace) {
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      locationChanged(replace ? 'REPLACE' : 'PUSH');
    },
  });
  window.addEventListener('popstate', () => locationChanged('POP'));
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function plainLeftClick(e: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey && (!target || target === '_self');
}

/** A link (a real `<a href>`, so opening it in a new tab works) that navigates with `navigate`. */
export function Link({ to, replace, onClick, target, ref, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (!plainLeftClick(e, target)) return;
        e.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}
