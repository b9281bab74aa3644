import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession } from './session/session-store';

/**
 * The activity bar's context tabs (spec section 2, decision 0080): the bookings and guests a staff member opened, as
 * tabs that survive navigation and reload. Kept in this browser's localStorage per user and hotel (a booking belongs
 * to one hotel), at most MAX_CONTEXT_TABS (the oldest goes); signing out clears the user's tabs (a shared desk).
 * Features open tabs (the booking modal, the guest profile); the shell shows them.
 */
export type ContextTabKind = 'booking' | 'guest';

export interface ContextTab {
  kind: ContextTabKind;
  id: number;
  /** What the tab reads: the booking's voucher, the guest's name. */
  label: string;
  /** Where the tab goes: a path of the route table, with its query. */
  path: string;
}

export const MAX_CONTEXT_TABS = 8;
const PREFIX = 'gm.contextTabs.v1';

export const tabKey = (t: Pick<ContextTab, 'kind' | 'id'>) => `${t.kind}:${t.id}`;

/** The list with `tab` in it: updated in place when already there, else appended (the oldest dropped past `max`). */
export function withTab(list: readonly ContextTab[], tab: ContextTab, max = MAX_CONTEXT_TABS): ContextTab[] {
  const key = tabKey(tab);
  const at = list.findIndex((t) => tabKey(t) === key);
  if (at >= 0) return list.map((t, i) => (i === at ? tab : t));
  const next = [...list, tab];
  return next.length > max ? next.slice(next.length - max) : next;
}

export function withoutTab(list: readonly ContextTab[], key: string): ContextTab[] {
  return list.filter((t) => tabKey(t) !== key);
}

function isTab(v: unknown): v is ContextTab {
  if (!v || typeof v !== 'object') return false;
  const t = v as Record<string, unknown>;
  return (
    (t.kind === 'booking' || t.kind === 'guest') &&
    typeof t.id === 'number' &&
    Number.isSafeInteger(t.id) &&
    typeof t.label === 'string' &&
    typeof t.path === 'string' &&
    t.path.startsWith('/')
  );
}

/** What localStorage held, keeping only well-formed tabs (an old or edited entry never breaks the bar). */
export function parseTabs(text: string | null): ContextTab[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isTab).slice(-MAX_CONTEXT_TABS) : [];
  } catch {
    return [];
  }
}

interface Snapshot {
  scope: string | null;
  tabs: ContextTab[];
  active: string | null;
}

let snapshot: Snapshot = { scope: null, tabs: [], active: null };
const listeners = new Set<() => void>();

function scopeNow(): string | null {
  const s = getSessionState();
  if (s.status !== 'signed-in') return null;
  return `${PREFIX}:${s.session.user.idUser}:${s.session.contextIns?.codIns ?? 0}`;
}

function read(scope: string): ContextTab[] {
  try {
    return parseTabs(localStorage.getItem(scope));
  } catch {
    return [];
  }
}

function write(scope: string, tabs: ContextTab[]): void {
  try {
    if (tabs.length === 0) localStorage.removeItem(scope);
    else localStorage.setItem(scope, JSON.stringify(tabs));
  } catch {
    /* storage unavailable or full: the tabs live for this page only */
  }
}

function emit(next: Snapshot): void {
  snapshot = next;
  for (const l of listeners) l();
}

/** Follows the session: another user or hotel reads its own tabs; signing out clears the leaving user's. */
function sync(): void {
  const s = getSessionState();
  if (s.status === 'signed-out' && s.reason === 'logout' && snapshot.scope) write(snapshot.scope, []);
  const scope = scopeNow();
  if (scope !== snapshot.scope) emit({ scope, tabs: scope ? read(scope) : [], active: null });
}

let wired = false;
function wire(): void {
  if (wired) return;
  wired = true;
  subscribeSession(sync);
  // Another window of the same user changed the tabs.
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (e) => {
      if (snapshot.scope && e.key === snapshot.scope) emit({ ...snapshot, tabs: read(snapshot.scope) });
    });
  sync();
}

function update(change: (s: Snapshot) => Snapshot): void {
  wire();
  const scope = snapshot.scope;
  if (!scope) return;
  const next = change(snapshot);
  if (next.tabs !== snapshot.tabs) write(scope, next.tabs);
  emit(next);
}

/** Opens (or relabels) a tab and makes it the current one. */
export function openContextTab(tab: ContextTab): void {
  update((s) => ({ ...s, tabs: withTab(s.tabs, tab), active: tabKey(tab) }));
}

export function closeContextTab(key: string): void {
  update((s) => ({ ...s, tabs: withoutTab(s.tabs, key), active: s.active === key ? null : s.active }));
}

/** The tab whose booking or guest is on screen (null: none). */
export function setActiveContextTab(key: string | null): void {
  update((s) => (s.active === key ? s : { ...s, active: key }));
}

function subscribe(listener: () => void): () => void {
  wire();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function get(): Snapshot {
  wire();
  return snapshot;
}

export function useContextTabs(): { tabs: readonly ContextTab[]; active: string | null } {
  return useSyncExternalStore(subscribe, get, get);
}
