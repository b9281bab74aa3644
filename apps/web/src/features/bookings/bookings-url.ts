import { BOOKING_DATE_FIELDS, type BookingSort } from '@gm/contracts/bookings';
import { parseStayDate } from '@gm/domain/bookings';
import type { SortState } from '../../ui/data-table-model';
import { type BookingFilters, EMPTY_FILTERS } from './api';

/**
 * The bookings list's view as the address holds it (issue 13): filters, order, page, page size and layout, so a view
 * can be shared, reloaded and reached again with Back. Only what differs from the default is written:
 *
 *   /operation/bookings                                   check-in from the hotel's today, by check-in, table
 *   ?q=souza&status=R&origin=Site&sync=N                  search text, status, origin, sync state
 *   ?field=DHSAIDAPREV&from=2026-03-01&to=2026-03-31      a date range (ISO dates; field: which date)
 *   ?period=all                                           no date range at all (what "clear filters" gives)
 *   ?sort=-departure&page=3&size=50&view=cards            order ('-' descending), page, page size, cards
 *
 * Values the list cannot use (an unknown status, an impossible date, a page of -1) are read as the default, so an
 * edited or old address still opens.
 */

export type BookingsView = 'table' | 'cards';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The table's sortable columns and the server's sort field of each (every one read through an index). */
export const SORT_FIELDS = { arrival: 'DTRESERVA', departure: 'DHSAIDAPREV', created: 'DHINCLUSAO', voucher: 'VOUCHER' } as const;
export type SortKey = keyof typeof SORT_FIELDS;

/** The list's own order: arrivals first, from the earliest. */
export const DEFAULT_SORT: SortState = { key: 'arrival', direction: 'asc' };

export interface BookingsListState {
  filters: BookingFilters;
  sort: SortState;
  /** From 1. */
  page: number;
  pageSize: number;
  view: BookingsView;
}

/** The keys this view owns in the address; others (locale, theme) are left as they are. */
const KEYS = ['q', 'status', 'origin', 'sync', 'field', 'from', 'to', 'period', 'sort', 'page', 'size', 'view'] as const;

const STATUSES = ['R', 'I', 'O', 'C'] as const;
const MAX_PAGE = 100_000;

/** The default view on the hotel's `today` (ISO): check-in from today on. */
export function defaultListState(today: string): BookingsListState {
  return {
    filters: { ...EMPTY_FILTERS, dateFrom: today },
    sort: DEFAULT_SORT,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    view: 'table',
  };
}

/** Every filter off, dates included: the whole list. */
export function clearedFilters(): BookingFilters {
  return { ...EMPTY_FILTERS };
}

function isoDate(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseStayDate(value) === value ? value : '';
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

function sortOf(value: string | null): SortState {
  if (!value) return DEFAULT_SORT;
  const desc = value.startsWith('-');
  const key = desc ? value.slice(1) : value;
  if (!Object.hasOwn(SORT_FIELDS, key)) return DEFAULT_SORT;
  return { key, direction: desc ? 'desc' : 'asc' };
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** The view an address holds, on the hotel's `today`. */
export function readListState(params: URLSearchParams, today: string): BookingsListState {
  const dateField = oneOf(params.get('field'), BOOKING_DATE_FIELDS) || 'DTRESERVA';
  let dateFrom = isoDate(params.get('from'));
  let dateTo = isoDate(params.get('to'));
  if (dateFrom && dateTo && dateFrom > dateTo) dateTo = '';
  if (!dateFrom && !dateTo && params.get('period') !== 'all') dateFrom = today;
  const size = Number(params.get('size'));
  return {
    filters: {
      search: (params.get('q') ?? '').slice(0, 100),
      dateField,
      dateFrom,
      dateTo,
      STATUS: oneOf(params.get('status'), STATUSES),
      ORIGEM: (params.get('origin') ?? '').trim().slice(0, 100),
      sincronizacaoConcluida: oneOf(params.get('sync'), ['S', 'N'] as const),
    },
    sort: sortOf(params.get('sort')),
    page: pageOf(params.get('page')),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    view: params.get('view') === 'cards' ? 'cards' : 'table',
  };
}

/**
 * The address of a view, on the hotel's `today`: `base`'s other parameters kept, this view's written where they
 * differ from the default.
 */
export function writeListState(state: BookingsListState, today: string, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const k of KEYS) out.delete(k);
  const f = state.filters;
  const set = (key: (typeof KEYS)[number], value: string) => value && out.set(key, value);
  set('q', f.search.trim() ? f.search : '');
  set('status', f.STATUS);
  set('origin', f.ORIGEM);
  set('sync', f.sincronizacaoConcluida);
  if (!f.dateFrom && !f.dateTo) out.set('period', 'all');
  else if (!(f.dateField === 'DTRESERVA' && f.dateFrom === today && !f.dateTo)) {
    set('field', f.dateField === 'DTRESERVA' ? '' : f.dateField);
    set('from', f.dateFrom);
    set('to', f.dateTo);
  }
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.direction !== DEFAULT_SORT.direction)
    out.set('sort', `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.key}`);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(state.pageSize));
  if (state.view === 'cards') out.set('view', 'cards');
  return out;
}

/** The server's sort of a table sort (the default for a column that does not sort). */
export function serverSort(sort: SortState): BookingSort {
  const field = SORT_FIELDS[sort.key as SortKey] ?? SORT_FIELDS.arrival;
  return sort.direction === 'desc' ? `-${field}` : field;
}

/** Whether the filters narrow the list beyond the default view (the empty state offers to clear them). */
export function narrowed(filters: BookingFilters, today: string): boolean {
  const d = defaultListState(today).filters;
  return (Object.keys(d) as (keyof BookingFilters)[]).some((k) => filters[k].trim() !== d[k]);
}

/** Whether any filter is on (the default date range included). */
export function anyFilter(filters: BookingFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as (keyof BookingFilters)[]).some((k) => k !== 'dateField' && filters[k].trim() !== '');
}
