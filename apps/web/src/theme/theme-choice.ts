import { findTheme } from './themes';

const STORAGE_KEY = 'gm.theme';
let queryTheme: string | null = read();
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return findTheme(sessionStorage.getItem(STORAGE_KEY))?.key ?? null;
  } catch {
    return null;
  }
}

/**
 * Applies a `theme` query parameter. The choice lasts for the browser tab, so it survives in-app
 * navigation after the parameter leaves the address bar.
 */
export function applyThemeParameter(search: string): void {
  const value = new URLSearchParams(search).get('theme');
  if (value === null) return;
  const next = findTheme(value)?.key ?? null;
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, next);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: keep it in memory */
  }
  setQueryTheme(next);
}

/** The tab's theme choice of one hotel link: guest pages key it by the link's code (`h`). */
const HOTEL_KEY = 'gm.theme.h.';

function storedHotelTheme(linkCode: string): string | null | undefined {
  try {
    const v = sessionStorage.getItem(HOTEL_KEY + linkCode);
    return v === null ? undefined : (findTheme(v)?.key ?? null);
  } catch {
    return undefined;
  }
}

/**
 * The theme of a hotel link's guest pages: its `theme` parameter (remembered for that link only, for the tab),
 * else the hotel's own THEME, else neutral. Another hotel's link never inherits it (issue 13: Pousada Parceira
 * then Hotel Demo in one tab showed Hotel Demo in Pousada's colours and name).
 */
export function applyHotelTheme(linkCode: string, search: string, hotelTheme: string | null): void {
  const value = new URLSearchParams(search).get('theme');
  let next: string | null;
  if (value !== null) {
    next = findTheme(value)?.key ?? null;
    try {
      sessionStorage.setItem(HOTEL_KEY + linkCode, next ?? '');
    } catch {
      /* storage unavailable: this page only */
    }
  } else {
    const stored = storedHotelTheme(linkCode);
    next = stored === undefined ? (findTheme(hotelTheme)?.key ?? null) : stored;
  }
  setQueryTheme(next);
}

/** No hotel's theme while another hotel's link is being opened. */
export function clearHotelTheme(): void {
  setQueryTheme(null);
}

function setQueryTheme(next: string | null): void {
  if (next === queryTheme) return;
  queryTheme = next;
  for (const l of listeners) l();
}

export function getQueryTheme(): string | null {
  return queryTheme;
}

export function subscribeQueryTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
