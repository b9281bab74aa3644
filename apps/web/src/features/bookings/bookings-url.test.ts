import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './api';
import {
  anyFilter,
  type BookingsListState,
  clearedFilters,
  DEFAULT_SORT,
  defaultListState,
  narrowed,
  PAGE_SIZES,
  readListState,
  SORT_FIELDS,
  serverSort,
  writeListState,
} from './bookings-url';

const TODAY = '2026-11-14';
const read = (query: string) => readListState(new URLSearchParams(query), TODAY);
const write = (s: BookingsListState, base?: string) =>
  writeListState(s, TODAY, base === undefined ? undefined : new URLSearchParams(base)).toString();

describe('bookings list state in the address', () => {
  it('opens on check-in from the hotel today, by arrival, first page of 25, as a table; and writes nothing for it', () => {
    expect(read('')).toEqual(defaultListState(TODAY));
    expect(read('').filters).toMatchObject({ dateField: 'DTRESERVA', dateFrom: TODAY, dateTo: '' });
    expect(write(defaultListState(TODAY))).toBe('');
  });

  it('reads every part of a shared address', () => {
    const s = read(
      'q=souza+maria&status=R&origin=Booking.com&sync=N&field=DHSAIDAPREV&from=2026-03-01&to=2026-03-31&sort=-departure&page=3&size=50&view=cards',
    );
    expect(s).toEqual({
      filters: {
        search: 'souza maria',
        dateField: 'DHSAIDAPREV',
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
        STATUS: 'R',
        ORIGEM: 'Booking.com',
        sincronizacaoConcluida: 'N',
      },
      sort: { key: 'departure', direction: 'desc' },
      page: 3,
      pageSize: 50,
      view: 'cards',
    });
    expect(write(s)).toBe(
      'q=souza+maria&status=R&origin=Booking.com&sync=N&field=DHSAIDAPREV&from=2026-03-01&to=2026-03-31&sort=-departure&page=3&size=50&view=cards',
    );
  });

  it('keeps "no dates" apart from the default, and an open range on either side', () => {
    expect(read('period=all').filters).toMatchObject({ dateFrom: '', dateTo: '' });
    expect(write({ ...defaultListState(TODAY), filters: clearedFilters() })).toBe('period=all');
    expect(read('to=2026-12-01').filters).toMatchObject({ dateFrom: '', dateTo: '2026-12-01' });
    // An explicit range wins over period=all; today's own default is written as nothing.
    expect(read('period=all&from=2026-01-02').filters).toMatchObject({ dateFrom: '2026-01-02' });
    expect(write({ ...defaultListState(TODAY), filters: { ...EMPTY_FILTERS, dateFrom: TODAY } })).toBe('');
    // On another day the same address means that day's arrivals.
    expect(readListState(new URLSearchParams(''), '2027-01-01').filters.dateFrom).toBe('2027-01-01');
  });

  it('reads what it cannot use as the default, so an edited or old address still opens', () => {
    const s = read('status=X&sync=Y&field=FOO&from=2026-02-31&to=yesterday&sort=name&page=-2&size=7&view=grid');
    expect(s).toEqual(defaultListState(TODAY));
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
    expect(read('sort=-__proto__').sort).toEqual(DEFAULT_SORT);
    // A reversed range keeps its start.
    expect(read('from=2026-05-10&to=2026-05-01').filters).toMatchObject({ dateFrom: '2026-05-10', dateTo: '' });
    expect(read(`q=${'a'.repeat(300)}`).filters.search).toHaveLength(100);
  });

  it("keeps the address's other parameters (language, theme)", () => {
    expect(write({ ...defaultListState(TODAY), page: 2 }, 'locale=en&q=old&theme=dark')).toBe('locale=en&theme=dark&page=2');
  });

  it('reads back every state it writes', () => {
    const date = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const state = fc
      .record({
        search: fc.string({ maxLength: 100 }).filter((s) => s.trim() === s),
        dateField: fc.constantFrom('DTRESERVA', 'DHSAIDAPREV', 'DHINCLUSAO' as const),
        dateFrom: fc.oneof(fc.constant(''), date),
        dateTo: fc.oneof(fc.constant(''), date),
        STATUS: fc.constantFrom('', 'R', 'I', 'O', 'C' as const),
        ORIGEM: fc.string({ maxLength: 100 }).filter((s) => s.trim() === s),
        sincronizacaoConcluida: fc.constantFrom('', 'S', 'N' as const),
        sortKey: fc.constantFrom(...(Object.keys(SORT_FIELDS) as (keyof typeof SORT_FIELDS)[])),
        direction: fc.constantFrom('asc', 'desc' as const),
        page: fc.integer({ min: 1, max: 100_000 }),
        pageSize: fc.constantFrom(...PAGE_SIZES),
        view: fc.constantFrom('table', 'cards' as const),
      })
      .filter((r) => !(r.dateFrom && r.dateTo && r.dateFrom > r.dateTo))
      // Without dates the field is not written (nothing to apply it to).
      .map(({ sortKey, direction, page, pageSize, view, ...filters }) => ({
        filters: { ...filters, dateField: filters.dateFrom || filters.dateTo ? filters.dateField : 'DTRESERVA' },
        sort: { key: sortKey, direction },
        page,
        pageSize,
        view,
      }));
    fc.assert(
      fc.property(state, (s) => {
        expect(readListState(writeListState(s, TODAY), TODAY)).toEqual(s);
      }),
    );
  });

  it('sends the server the sort of the column, and tells a narrowed list from the default one', () => {
    expect(serverSort(DEFAULT_SORT)).toBe('DTRESERVA');
    expect(serverSort({ key: 'departure', direction: 'desc' })).toBe('-DHSAIDAPREV');
    expect(serverSort({ key: 'voucher', direction: 'asc' })).toBe('VOUCHER');
    expect(serverSort({ key: 'created', direction: 'desc' })).toBe('-DHINCLUSAO');
    expect(serverSort({ key: 'guest', direction: 'desc' })).toBe('-DTRESERVA');
    const d = defaultListState(TODAY).filters;
    expect([narrowed(d, TODAY), anyFilter(d)]).toEqual([false, true]);
    expect([narrowed({ ...d, search: 'x' }, TODAY), narrowed({ ...d, search: '  ' }, TODAY)]).toEqual([true, false]);
    expect([narrowed(clearedFilters(), TODAY), anyFilter(clearedFilters())]).toEqual([true, false]);
    expect(anyFilter({ ...clearedFilters(), STATUS: 'C' })).toBe(true);
  });
});
