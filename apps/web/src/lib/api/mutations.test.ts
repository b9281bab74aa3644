import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { applyWrite, outcomeUnknown } from './mutations';

/**
 * applyWrite on a real QueryClient with the queries of a bookings screen mounted (observers): the write's reply goes
 * into the detail without a request, and of the lists only the ones under the given prefix refetch, once.
 */

interface Detail {
  reserva: { CODRES: number; DHSAIDAPREV: string };
  documentos: string[];
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
});

function screen() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  clients.push(client);
  const fetches: string[] = [];
  const mount = <T>(queryKey: readonly unknown[], data: () => T | Promise<T>) => {
    const name = queryKey.join('/');
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        fetches.push(name);
        return data();
      },
    });
    const stop = observer.subscribe(() => {});
    return { observer, stop };
  };
  return { client, fetches, mount };
}

const settled = (client: QueryClient) =>
  new Promise<void>((resolve) => {
    const check = () => (client.isFetching() === 0 ? resolve() : setTimeout(check, 5));
    check();
  });

describe('applyWrite', () => {
  it('puts the saved entity in its detail query and refetches only the lists under the prefix, once', async () => {
    const { client, fetches, mount } = screen();
    let checkOut = '2031-01-12';
    const list = mount(['bookings', 'lists', 'bookings', { search: 'X' }, 0, 10], () => ({ rows: [checkOut] }));
    const detail = mount(['bookings', 'details', 7], (): Detail => ({ reserva: { CODRES: 7, DHSAIDAPREV: checkOut }, documentos: ['a'] }));
    const filters = mount(['booking-filters'], () => ['Balcão']);
    await settled(client);
    expect(fetches.sort()).toEqual(['booking-filters', 'bookings/details/7', 'bookings/lists/bookings/[object Object]/0/10']);
    fetches.length = 0;

    checkOut = '2031-01-15';
    await applyWrite(client, {
      saved: [
        {
          queryKey: ['bookings', 'details', 7],
          update: (old: Detail | undefined) => (old ? { ...old, reserva: { CODRES: 7, DHSAIDAPREV: checkOut } } : undefined),
        },
      ],
      lists: [['bookings', 'lists']],
    });
    await settled(client);
    expect(fetches).toEqual(['bookings/lists/bookings/[object Object]/0/10']);
    expect(detail.observer.getCurrentResult().data).toEqual({ reserva: { CODRES: 7, DHSAIDAPREV: '2031-01-15' }, documentos: ['a'] });
    expect(detail.observer.getCurrentResult().isStale).toBe(false);
    expect(list.observer.getCurrentResult().data).toEqual({ rows: ['2031-01-15'] });
    expect(filters.observer.getCurrentResult().isStale).toBe(false);
    for (const q of [list, detail, filters]) q.stop();
  });

  it('leaves an entity that is not cached alone, and marks a partly updated one stale without a request', async () => {
    const { client, fetches, mount } = screen();
    const detail = mount(['bookings', 'details', 7], (): Detail => ({ reserva: { CODRES: 7, DHSAIDAPREV: 'x' }, documentos: ['a'] }));
    await settled(client);
    fetches.length = 0;
    await applyWrite(client, {
      saved: [
        { queryKey: ['bookings', 'details', 8], update: (old: Detail | undefined) => old },
        {
          queryKey: ['bookings', 'details', 7],
          update: (old: Detail | undefined) => (old ? { ...old, reserva: { CODRES: 7, DHSAIDAPREV: 'y' } } : undefined),
          stale: () => true,
        },
      ],
      lists: [],
    });
    await settled(client);
    expect(fetches).toEqual([]);
    expect(client.getQueryState(['bookings', 'details', 8])).toBeUndefined();
    expect(detail.observer.getCurrentResult().data?.reserva.DHSAIDAPREV).toBe('y');
    expect(client.getQueryState(['bookings', 'details', 7])?.isInvalidated).toBe(true);
    detail.stop();
  });
});

describe('applyWrite and a read under way', () => {
  it('cancels a read of the entity that started before the reply, so the older answer does not replace it', async () => {
    const { client, mount } = screen();
    let answer = 'x';
    let hold: Promise<void> | null = null;
    const detail = mount(['bookings', 'details', 7], async (): Promise<Detail> => {
      const seen = answer;
      if (hold) await hold;
      return { reserva: { CODRES: 7, DHSAIDAPREV: seen }, documentos: [] };
    });
    await settled(client);
    let release = () => {};
    hold = new Promise<void>((r) => {
      release = r;
    });
    answer = 'before the write';
    void detail.observer.refetch();
    expect(client.isFetching()).toBe(1);
    await applyWrite(client, {
      saved: [
        {
          queryKey: ['bookings', 'details', 7],
          update: (old: Detail | undefined) => (old ? { ...old, reserva: { CODRES: 7, DHSAIDAPREV: 'saved' } } : undefined),
        },
      ],
      lists: [],
    });
    release();
    await settled(client);
    expect(detail.observer.getCurrentResult().data?.reserva.DHSAIDAPREV).toBe('saved');
    detail.stop();
  });
});

describe('outcomeUnknown', () => {
  it('is true for a dropped connection or a gateway, false for a refusal or a server error', () => {
    expect(outcomeUnknown(new ApiError('x', { http: 0, readable: false }))).toBe(true);
    expect(outcomeUnknown(new ApiError('x', { http: 504, readable: false }))).toBe(true);
    expect(outcomeUnknown(new ApiError('x', { http: 422, readable: true }))).toBe(false);
    expect(outcomeUnknown(new ApiError('x', { http: 500, readable: false }))).toBe(false);
    expect(outcomeUnknown(new Error('x'))).toBe(false);
  });
});
