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
