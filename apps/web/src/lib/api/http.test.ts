import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from './http';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('send', () => {
  it("gives every call the spec's 600000 ms timeout", async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await send('/jwt/brokerJson/trial/ListReservasService', { body: '{}', contentType: 'application/json' });
    expect(timeout).toHaveBeenCalledWith(600_000);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.signal).toBe(timeout.mock.results[0]!.value);
  });
  it('keeps the caller’s own signal beside the timeout', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const caller = new AbortController();
    await send('/x', { signal: caller.signal });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    caller.abort();
    expect(init.signal!.aborted).toBe(true);
  });
});
