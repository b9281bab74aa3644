import { useEffect, useRef } from 'react';
import { getSessionState, refreshAccessToken, subscribeSession } from '../session/session-store';
import { send } from './http';
import { type LiveEvent, matchesType, parseSse } from './sse';

type Listener = (event: LiveEvent) => void;

/**
 * What a listener hears when events may have been missed: it was added before the stream was subscribed (its
 * screen's first fetch may have read the data before an event the stream never saw), or the stream dropped and came
 * back. Listeners treat it like any change: refetch what they show.
 */
export const RESYNC: LiveEvent = { type: 'live.resync', id: null };

/**
 * One shared stream of the current hotel's events (GET /jwt/events) for the whole tab, read with
 * fetch so the bearer stays in a header. Opens with the first listener, closes with the last,
 * reconnects with backoff and refreshes the token on a 401. The server subscribes before its first byte, so once
 * the reply's headers arrive no later event is lost; a listener that joined earlier gets RESYNC then.
 */
export class LiveStream {
  private readonly listeners = new Set<Listener>();
  /** Listeners that may have missed events: added while not subscribed, or all of them after a drop. */
  private readonly behind = new Set<Listener>();
  private subscribed = false;
  private abort: AbortController | null = null;
  private retryMs = 1000;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly connect: (token: string, signal: AbortSignal) => Promise<Response> = defaultConnect) {}

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.subscribed) this.behind.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      this.behind.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  private markDropped(): void {
    if (!this.subscribed) return;
    this.subscribed = false;
    for (const l of this.listeners) this.behind.add(l);
  }

  private close(): void {
    this.markDropped();
    this.abort?.abort();
    this.abort = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.listeners.size === 0 || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private open(): void {
    const s = getSessionState();
    if (s.status !== 'signed-in' || this.abort) return;
    const abort = new AbortController();
    this.abort = abort;
    void this.read(s.session.token, abort.signal).finally(() => {
      if (this.abort === abort) {
        this.markDropped();
        this.abort = null;
        if (!abort.signal.aborted) this.schedule();
      }
    });
  }

  private async read(token: string, signal: AbortSignal): Promise<void> {
    try {
      const res = await this.connect(token, signal);
      if (res.status === 401) {
        await refreshAccessToken();
        return;
      }
      if (!res.ok || !res.body || signal.aborted) return;
      this.retryMs = 1000;
      this.subscribed = true;
      const late = [...this.behind];
      this.behind.clear();
      for (const l of late) if (this.listeners.has(l)) l(RESYNC);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) for (const l of [...this.listeners]) l(e);
      }
    } catch {
      /* network drop or abort: the caller reconnects unless closed */
    }
  }

  /** Sign-out ends the stream; a new sign-in reopens it for the listeners still mounted. */
  onSessionChange(): void {
    const signedIn = getSessionState().status === 'signed-in';
    if (!signedIn) this.close();
    else if (this.listeners.size > 0 && !this.abort) this.open();
  }
}

function defaultConnect(token: string, signal: AbortSignal): Promise<Response> {
  return send('/jwt/events', { method: 'GET', bearer: token, signal });
}

const stream = new LiveStream();
subscribeSession(() => stream.onSessionChange());

/**
 * Calls onEvent for each live event of the current hotel whose type matches (exact, or 'domain.*'), and with
 * RESYNC when events may have been missed (the stream subscribed after the listener joined, or reconnected).
 * Typical use: refetch the queries the event invalidates.
 */
export function useLiveEvents(types: readonly string[], onEvent: (event: LiveEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = types.join('|');
  useEffect(() => {
    const wanted = key.split('|').filter(Boolean);
    return stream.add((e) => {
      if (e === RESYNC || matchesType(wanted, e.type)) handler.current(e);
    });
  }, [key]);
}
