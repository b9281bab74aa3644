import type { ReactNode } from 'react';
import type { Translate } from '../i18n/use-t';

// The data table's model (ui/data-table.tsx): columns as data and the pure rules behind sorting, paging and
// keyboard moves, kept apart from the markup so they are tested without a browser.

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** A column's key. */
  key: string;
  direction: SortDirection;
}

/** One column of a data table. */
export interface DataColumn<Row> {
  /** Unique within the table; the sort state names it. */
  key: string;
  /** i18n key of the header text. */
  headerKey: string;
  /** The header text already translated (a server-described column, e.g. a dashboard's); wins over headerKey. */
  header?: string;
  /** The cell's content; `t` is the table's translator (the hotel's wording applied). */
  cell: (row: Row, t: Translate) => ReactNode;
  /** The header sorts by this column (the list's owner sorts: a server list sends the sort, a client list uses `sortRows`). */
  sortable?: boolean;
  /** What `sortRows` compares for this column (client-side lists); the column's key on the row otherwise. */
  sortValue?: (row: Row) => string | number | null | undefined;
  align?: 'left' | 'center' | 'right';
  /** Numbers: right-aligned, tabular figures, no wrapping. */
  numeric?: boolean;
  width?: number | string;
}

/** A header click: not sorted -> ascending -> descending -> not sorted (the list's own order). */
export function nextSort(current: SortState | null | undefined, key: string): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

export function ariaSortOf(sort: SortState | null | undefined, key: string): 'ascending' | 'descending' | undefined {
  if (!sort || sort.key !== key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows of a list held whole in memory, in the sort's order (stable; empty values last in both directions).
 * Without a sort, or with an unknown column, the rows keep their own order.
 */
export function sortRows<Row>(rows: readonly Row[], sort: SortState | null | undefined, columns: readonly DataColumn<Row>[]): Row[] {
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !column) return [...rows];
  const sortValueOf =
    column.sortValue ?? ((row: Row) => (row as Record<string, unknown>)[column.key] as string | number | null | undefined);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      // Empty values stay at the end whichever the direction.
      const byValue = emptyX || emptyY ? compare(x.value, y.value) : sign * compare(x.value, y.value);
      return byValue || x.index - y.index;
    })
    .map((x) => x.row);
}

/** What a page shows of the whole: '1–20 of 143' reads { from: 1, to: 20, total: 143 }; nothing when empty. */
export function rangeOf(page: number, pageSize: number, shown: number, total: number): { from: number; to: number; total: number } | null {
  if (total <= 0 || shown <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(from + shown - 1, total), total };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The row a key moves the focus to (arrows, Home, End, Page Up/Down by `pageStep`), or null for other keys. */
export function rowAfterKey(key: string, index: number, count: number, pageStep = 10): number | null {
  if (count <= 0) return null;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return clamp(index + pageStep);
    case 'PageUp':
      return clamp(index - pageStep);
    default:
      return null;
  }
}
