import { design } from '@gm/contracts/crm/templates-design';
import { describe, expect, it } from 'vitest';
import { historyReducer, initialHistory, isDirty } from './design-history';
import {
  addContent,
  addRow,
  duplicateContent,
  duplicateRow,
  findContent,
  moveContent,
  moveRow,
  newContent,
  removeContent,
  removeRow,
  setContentValues,
  withIds,
} from './design-model';

const base = withIds(
  design.parse({
    body: {
      rows: [
        {
          id: 'a',
          columns: [
            {
              contents: [
                { id: 'h', type: 'heading', values: { text: 'Oi' } },
                { id: 'm', type: 'menu', values: { x: 1 } },
              ],
            },
          ],
        },
        { id: 'b', columns: [{ contents: [] }, { contents: [] }] },
      ],
    },
  }),
);
const ids = (d: typeof base) => d.body.rows.map((r) => r.id);

describe('design operations', () => {
  it('adds, duplicates, moves and removes rows, leaving the original untouched', () => {
    const added = addRow(base, 3);
    expect(added.body.rows[2]!.columns).toHaveLength(3);
    expect(added.body.rows[2]!.cells).toEqual([1, 1, 1]);
    const dup = duplicateRow(base, 0);
    expect(dup.body.rows).toHaveLength(3);
    expect(dup.body.rows[1]!.id).not.toBe('a');
    expect(dup.body.rows[1]!.columns[0]!.contents[1]).toMatchObject({ type: 'menu', values: { x: 1 } });
    expect(ids(moveRow(base, 0, 1))).toEqual(['b', 'a']);
    expect(moveRow(base, 0, 5)).toBe(base);
    expect(ids(removeRow(base, 0))).toEqual(['b']);
    expect(ids(base)).toEqual(['a', 'b']);
  });

  it('adds, edits, moves, duplicates and removes contents, and finds a content by id after a move', () => {
    let d = addContent(base, 1, 1, newContent('button'));
    expect(d.body.rows[1]!.columns[1]!.contents[0]!.type).toBe('button');
    d = setContentValues(d, { row: 0, column: 0, index: 0 }, { text: 'Olá {{guest.firstName}}' });
    expect(d.body.rows[0]!.columns[0]!.contents[0]!.values.text).toBe('Olá {{guest.firstName}}');
    d = moveContent(d, { row: 0, column: 0, index: 0 }, 1);
    expect(findContent(d, 'h')).toEqual({ row: 0, column: 0, index: 1 });
    expect(moveContent(d, { row: 0, column: 0, index: 1 }, 1).body.rows[0]!.columns[0]!.contents[1]!.id).toBe('h');
    d = duplicateContent(d, { row: 0, column: 0, index: 1 });
    expect(d.body.rows[0]!.columns[0]!.contents).toHaveLength(3);
    d = removeContent(d, { row: 0, column: 0, index: 0 });
    expect(d.body.rows[0]!.columns[0]!.contents.map((c) => c.type)).toEqual(['heading', 'heading']);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes, a typing session in one field is one step, and knows unsaved changes', () => {
    let h = initialHistory(base);
    const one = moveRow(base, 0, 1);
    h = historyReducer(h, { type: 'change', design: one });
    expect(isDirty(h)).toBe(true);
    const t1 = setContentValues(one, { row: 1, column: 0, index: 0 }, { text: 'O' });
    const t2 = setContentValues(t1, { row: 1, column: 0, index: 0 }, { text: 'Ol' });
    h = historyReducer(h, { type: 'change', design: t1, typing: 'h.text' });
    h = historyReducer(h, { type: 'change', design: t2, typing: 'h.text' });
    expect(h.past).toHaveLength(2);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(one);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(base);
    expect(isDirty(h)).toBe(false);
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    h = historyReducer(historyReducer(h, { type: 'redo' }), { type: 'redo' });
    expect(h.present).toBe(t2);
    h = historyReducer(h, { type: 'saved', design: t2 });
    expect(isDirty(h)).toBe(false);
  });
});
