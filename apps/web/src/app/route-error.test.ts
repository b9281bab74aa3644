import { describe, expect, it } from 'vitest';
import { isChunkError } from './route-error';
import { withChunkTimeout } from './route-page';

describe('a script chunk that fails to load (spec sections 8 and 9)', () => {
  it("recognises the browsers' failed dynamic imports and the 120 s ChunkLoadError", () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    const timeout = new Error('Loading chunk timed out');
    timeout.name = 'ChunkLoadError';
    expect(isChunkError(timeout)).toBe(true);
    expect(isChunkError(new Error('x is undefined'))).toBe(false);
    expect(isChunkError('text')).toBe(false);
  });

  it('fails a chunk still not there after 120 s as a ChunkLoadError', async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    try {
      const pending = withChunkTimeout(new Promise<never>(() => undefined));
      const caught = pending.catch((e: unknown) => e);
      vi.advanceTimersByTime(119_999);
      await Promise.resolve();
      vi.advanceTimersByTime(1);
      const error = (await caught) as Error;
      expect(error.name).toBe('ChunkLoadError');
      expect(isChunkError(error)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
