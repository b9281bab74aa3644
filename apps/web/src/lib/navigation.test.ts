import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A browser window in miniature: an address, the History API and popstate.
function fakeWindow(start: string) {
  let url = new URL(start);
  const popListeners: (() => void)[] = [];
  const loads: { how: 'assign' | 'replace'; href: string }[] = [];
  const entries: string[] = [url.href];
  const setUrl = (path: string) => {
    url = new URL(path, url);
  };
  const win = {
    get location() {
      return {
        href: url.href,
        origin: url.origin,
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        assign: (href: string) => loads.push({ how: 'assign', href }),
        replace: (href: string) => loads.push({ how: 'replace', href }),
      };
    },
    history: {
      pushState: (_s: unknown, _t: string, path: string) => {
        setUrl(path);
        entries.push(url.href);
      },
      replaceState: (_s: unknown, _t: string, path: string) => {
        setUrl(path);
        entries[entries.length - 1] = url.href;
      },
    },
    addEventListener: (type: string, l: () => void) => {
      if (type === 'popstate') popListeners.push(l);
    },
  };
  const back = () => {
    entries.pop();
    setUrl(entries[entries.length - 1]!);
    for (const l of popListeners) l();
  };
  return { win, loads, entries, back };
}

type Nav = typeof import('./navigation');
let nav: Nav;
let w: ReturnType<typeof fakeWindow>;

beforeEach(async () => {
  vi.resetModules();
  w = fakeWindow('https://app.test/checkin?h=hotel-demo');
  vi.stubGlobal('window', w.win);
  nav = await import('./navigation');
  nav.installHistoryNavigation((p) => ['/checkin', '/select-ins'].includes(p));
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation without a router library', () => {
  it('changes the address in place for a path this document renders, and says how', () => {
    const seen: string[] = [];
    expect(nav.getLocation()).toMatchObject({ pathname: '/checkin', search: '?h=hotel-demo', action: 'POP' });
    nav.navigate('/select-ins?r=rede-demo', { replace: true });
    seen.push(`${nav.getLocation().action} ${nav.getLocation().pathname}${nav.getLocation().search}`);
    nav.navigate('/checkin?h=hotel-demo');
    seen.push(`${nav.getLocation().action} ${nav.getLocation().pathname}${nav.getLocation().search}`);
    expect(seen).toEqual(['REPLACE /select-ins?r=rede-demo', 'PUSH /checkin?h=hotel-demo']);
    expect(w.entries).toEqual(['https://app.test/select-ins?r=rede-demo', 'https://app.test/checkin?h=hotel-demo']);
    expect(w.loads).toEqual([]);
  });

  it('follows back and forward (popstate) as a POP', () => {
    nav.navigate('/select-ins?r=rede-demo');
    w.back();
    expect(nav.getLocation()).toMatchObject({ pathname: '/checkin', search: '?h=hotel-demo', action: 'POP' });
  });

  it("loads any other path from the server (the other entry's screens, other origins)", () => {
    nav.navigate('/login/sign-in');
    nav.navigate('/error/notfound', { replace: true });
    nav.navigate('https://elsewhere.test/checkin');
    expect(w.loads).toEqual([
      { how: 'assign', href: 'https://app.test/login/sign-in' },
      { how: 'replace', href: 'https://app.test/error/notfound' },
      { how: 'assign', href: 'https://elsewhere.test/checkin' },
    ]);
    expect(nav.getLocation().pathname).toBe('/checkin');
  });
});
