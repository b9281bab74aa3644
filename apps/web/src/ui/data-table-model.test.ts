import { describe, expect, it } from 'vitest';
import { ariaSortOf, type DataColumn, nextSort, pageCount, rangeOf, rowAfterKey, sortRows } from './data-table-model';

interface Invoice {
  name: string;
  total: number | null;
}

const columns: DataColumn<Invoice>[] = [
  { key: 'name', headerKey: 'x.y.name', cell: (r) => r.name, sortable: true },
  { key: 'total', headerKey: 'x.y.total', cell: (r) => r.total, sortable: true, sortValue: (r) => r.total },
];

const rows: Invoice[] = [
  { name: 'Hospedagem 10', total: 300 },
  { name: 'caução', total: null },
  { name: 'Hospedagem 9', total: 50 },
  { name: 'Bar', total: 50 },
];

describe('data table model', () => {
  it('cycles a header through ascending, descending and the list order', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', direction: 'desc' }, 'total')).toEqual({ key: 'total', direction: 'asc' });
    expect(ariaSortOf({ key: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSortOf({ key: 'name', direction: 'desc' }, 'total')).toBeUndefined();
  });

  it('sorts text naturally and case-blind, numbers by value, stably, empty values last both ways', () => {
    const names = (s: Invoice[]) => s.map((r) => r.name);
    expect(names(sortRows(rows, { key: 'name', direction: 'asc' }, columns))).toEqual(['Bar', 'caução', 'Hospedagem 9', 'Hospedagem 10']);
    expect(names(sortRows(rows, { key: 'total', direction: 'asc' }, columns))).toEqual(['Hospedagem 9', 'Bar', 'Hospedagem 10', 'caução']);
    expect(names(sortRows(rows, { key: 'total', direction: 'desc' }, columns))).toEqual(['Hospedagem 10', 'Hospedagem 9', 'Bar', 'caução']);
    expect(sortRows(rows, null, columns)).toEqual(rows);
    expect(sortRows(rows, { key: 'gone', direction: 'asc' }, columns)).toEqual(rows);
    expect(sortRows(rows, null, columns)).not.toBe(rows);
  });

  it("says which rows a page shows of the whole ('1–20 of 143')", () => {
    expect(rangeOf(1, 20, 20, 143)).toEqual({ from: 1, to: 20, total: 143 });
    expect(rangeOf(8, 20, 3, 143)).toEqual({ from: 141, to: 143, total: 143 });
    // A page fetched before rows were removed elsewhere never claims more than the total.
    expect(rangeOf(2, 20, 20, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(rangeOf(1, 20, 0, 0)).toBeNull();
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('moves the focused row with the arrows, Home, End and Page Up/Down, within the rows', () => {
    expect(rowAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(rowAfterKey('ArrowDown', 2, 3)).toBe(2);
    expect(rowAfterKey('ArrowUp', 0, 3)).toBe(0);
    expect(rowAfterKey('End', 0, 3)).toBe(2);
    expect(rowAfterKey('Home', 2, 3)).toBe(0);
    expect(rowAfterKey('PageDown', 1, 30)).toBe(11);
    expect(rowAfterKey('PageUp', 5, 30)).toBe(0);
    expect(rowAfterKey('Enter', 0, 3)).toBeNull();
    expect(rowAfterKey('ArrowDown', 0, 0)).toBeNull();
  });
});
