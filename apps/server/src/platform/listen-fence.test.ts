import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListenFence } from './listen-fence';

/** A LISTEN connection whose round trips the test answers one by one. */
function fakeConnection() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const client = {
    query: () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  } as unknown as pg.PoolClient;
  return { client, pending };
}

const settle = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.useRealTimers());

describe('ListenFence', () => {
  it('a caller arriving while a round trip is in flight waits for the next one; concurrent callers share it', async () => {
    const { client, pending } = fakeConnection();
    const fence = new ListenFence(() => client);
    const first = fence.wait();
    const seen: string[] = [];
    const later = [fence.wait(), fence.wait(), fence.wait()].map((p, i) => p.then((ok) => seen.push(`later${i}:${ok}`)));
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    expect(await first).toBe(true);
    await settle();
    // The three that came during the first trip were not released by it: one new trip serves them all.
    expect(seen).toEqual([]);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await Promise.all(later);
    expect(seen.sort()).toEqual(['later0:true', 'later1:true', 'later2:true']);
    expect(pending).toHaveLength(2);
  });

  it('answers false when not listening, when the round trip fails and when it takes over a second', async () => {
    expect(await new ListenFence(() => null).wait()).toBe(false);
    const { client, pending } = fakeConnection();
    const fence = new ListenFence(() => client);
    const failed = fence.wait();
    pending[0]!.reject(new Error('connection lost'));
    expect(await failed).toBe(false);
    vi.useFakeTimers();
    const stuck = fence.wait();
    vi.advanceTimersByTime(1001);
    expect(await stuck).toBe(false);
    // The next caller is not held behind the stuck round trip.
    const next = fence.wait();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve();
    expect(await next).toBe(true);
  });
});
