import { useEffect, useRef } from 'react';
import { getSessionState, refreshAccessToken, subscribeSession } from '../session/session-store';
import { send } from './http';
import { type LiveEvent, matchesType, parseSse } from './sse';

type Listener = (event: LiveEvent) => void;

/**
 * One shared stream of the current hotel's events (GET /jwt/events) for the whole tab, read with
 * fetch so the bearer stays in a header. Opens with the first listener, closes with the last,
 * reconnects with backoff and refreshes the token on a 401.
 */
class LiveStream {
  private readonly listeners = new Set<Listener>();
  private abort: AbortController | null = null;
  private retryMs = 1000;
  private timer: ReturnType<typeof setTimeout> | null = null;

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  private close(): void {
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
        this.abort = null;
        if (!abort.signal.aborted) this.schedule();
      }
    });
  }

  private async read(token: string, signal: AbortSignal): Promise<void> {
    try {
      const res = await send('/jwt/events', { method: 'GET', bearer: token, signal });
      if (res.status === 401) {
        await refreshAccessToken();
        return;
      }
      if (!res.ok || !res.body) return;
      this.retryMs = 1000;
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

const stream = new LiveStream();
subscribeSession(() => stream.onSessionChange());

/**
 * Calls onEvent for each live event of the current hotel whose type matches (exact, or 'domain.*').
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
      if (matchesType(wanted, e.type)) handler.current(e);
    });
  }, [key]);
}
