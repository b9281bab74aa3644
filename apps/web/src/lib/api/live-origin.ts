/**
 * This tab's id for live events (decision 0029): sent on every call and on the event stream (`x-live-origin`), so the
 * server marks the events of this tab's own writes `own` on this tab's stream only. The tab already put those writes
 * in its cache (lib/api/mutations.ts), so it skips their echo; other tabs and other staff refetch as before.
 * Random per page load (crypto.getRandomValues also works on plain http, where randomUUID does not).
 */
export const LIVE_ORIGIN_HEADER = 'x-live-origin';

function newOrigin(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const LIVE_ORIGIN = newOrigin();
