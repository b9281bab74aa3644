import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './sse';

vi.mock('../session/session-store', () => ({
  getSessionState: () => ({ status: 'signed-in', session: { token: 't' } }),
  refreshAccessToken: vi.fn(),
  subscribeSession: () => () => {},
}));

const { LiveStream, RESYNC } = await import('./live-events');

/** A controllable SSE reply: push text, end it. */
function reply() {
  let ctl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctl = c) });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => ctl.enqueue(enc.encode(text)),
    end: () => ctl.close(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the shared live stream', () => {
  afterEach(() => vi.useRealTimers());

  it('tells a listener that joined before the subscription to resync, once; later listeners only get events', async () => {
    const replies: ReturnType<typeof reply>[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => void (release = r));
    const stream = new LiveStream(async () => {
      await gate;
      const r = reply();
      replies.push(r);
      return r.response;
    });
    const first: LiveEvent[] = [];
    const stop = stream.add((e) => first.push(e));
    await tick();
    expect(first).toEqual([]); // not subscribed yet: nothing to say
    release();
    await tick();
    expect(first).toEqual([RESYNC]);

    const second: LiveEvent[] = [];
    stream.add((e) => second.push(e));
    replies[0]?.push(': connected\n\nevent: booking.changed\ndata: {"type":"booking.changed","id":4}\n\n');
    await tick();
    await tick();
    expect(first).toEqual([RESYNC, { type: 'booking.changed', id: 4 }]);
    expect(second).toEqual([{ type: 'booking.changed', id: 4 }]);
    stop();
  });

  it('after a drop, every listener resyncs once the stream is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const replies: ReturnType<typeof reply>[] = [];
    const stream = new LiveStream(async () => {
      const r = reply();
      replies.push(r);
      return r.response;
    });
    const heard: LiveEvent[] = [];
    stream.add((e) => heard.push(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([RESYNC]);
    replies[0]?.end(); // the connection drops
    await vi.advanceTimersByTimeAsync(0);
    expect(replies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000); // the backoff
    expect(replies).toHaveLength(2);
    expect(heard).toEqual([RESYNC, RESYNC]);
  });

  it('a listener that leaves before the subscription hears nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => void (release = r));
    const stream = new LiveStream(async () => {
      await gate;
      return reply().response;
    });
    const gone: LiveEvent[] = [];
    const kept: LiveEvent[] = [];
    const stop = stream.add((e) => gone.push(e));
    stream.add((e) => kept.push(e));
    stop();
    release();
    await tick();
    expect(gone).toEqual([]);
    expect(kept).toEqual([RESYNC]);
  });
});
