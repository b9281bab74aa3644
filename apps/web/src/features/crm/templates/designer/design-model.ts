import type { Design, DesignContent, DesignRow, EditableContentType } from '@gm/contracts/crm/templates-design';

/**
 * The designer's pure operations on a design (rows -> columns -> contents): each returns a new design and leaves
 * what it does not touch as it was, so undo keeps the old object and imported Unlayer keys survive an edit.
 */
export interface ContentAt {
  row: number;
  column: number;
  index: number;
}

let seq = 0;
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(++seq).toString(36)}`;

/** Rows and contents are identified by id in the designer (drag and drop, selection); imported ones may lack it. */
export function withIds(d: Design): Design {
  const rows = d.body.rows.map((r) => ({
    ...r,
    id: r.id ?? newId('row'),
    columns: r.columns.map((c) => ({ ...c, contents: c.contents.map((x) => ({ ...x, id: x.id ?? newId('content') })) })),
  }));
  return { ...d, body: { ...d.body, rows } };
}

const setRows = (d: Design, rows: DesignRow[]): Design => ({ ...d, body: { ...d.body, rows } });

export function emptyRow(columns: number): DesignRow {
  return {
    id: newId('row'),
    cells: Array.from({ length: columns }, () => 1),
    columns: Array.from({ length: columns }, () => ({ id: newId('column'), contents: [], values: {} })),
    values: { backgroundColor: '#ffffff' },
  };
}

const DEFAULTS: Record<EditableContentType, Record<string, unknown>> = {
  text: { text: '<p></p>', containerPadding: '8px 24px' },
  heading: { text: '', headingType: 'h2', containerPadding: '16px 24px 8px' },
  button: {
    text: '',
    href: { name: 'web', values: { href: '', target: '_blank' } },
    buttonColors: { color: '#ffffff', backgroundColor: '#1c5d99' },
    textAlign: 'center',
    containerPadding: '16px 24px',
  },
  image: { src: { url: '', maxWidth: '100%' }, altText: '', textAlign: 'center', containerPadding: '8px 24px' },
};

export const newContent = (type: EditableContentType): DesignContent => ({
  id: newId('content'),
  type,
  values: structuredClone(DEFAULTS[type]),
});

export const addRow = (d: Design, columns: number, at = d.body.rows.length): Design => {
  const rows = [...d.body.rows];
  rows.splice(at, 0, emptyRow(columns));
  return setRows(d, rows);
};

export const removeRow = (d: Design, index: number): Design =>
  setRows(
    d,
    d.body.rows.filter((_, i) => i !== index),
  );

function cloneRow(r: DesignRow): DesignRow {
  const copy = structuredClone(r);
  return {
    ...copy,
    id: newId('row'),
    columns: copy.columns.map((c) => ({ ...c, id: newId('column'), contents: c.contents.map((x) => ({ ...x, id: newId('content') })) })),
  };
}

export const duplicateRow = (d: Design, index: number): Design => {
  const rows = [...d.body.rows];
  const row = rows[index];
  if (!row) return d;
  rows.splice(index + 1, 0, cloneRow(row));
  return setRows(d, rows);
};

/** Moves a row from one place to another (drag and drop, or the move up / down buttons). */
export const moveRow = (d: Design, from: number, to: number): Design => {
  if (from === to || to < 0 || to >= d.body.rows.length) return d;
  const rows = [...d.body.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(to, 0, row!);
  return setRows(d, rows);
};

function changeColumn(d: Design, row: number, column: number, change: (contents: DesignContent[]) => DesignContent[]): Design {
  return setRows(
    d,
    d.body.rows.map((r, ri) =>
      ri !== row ? r : { ...r, columns: r.columns.map((c, ci) => (ci !== column ? c : { ...c, contents: change(c.contents) })) },
    ),
  );
}

export const addContent = (d: Design, row: number, column: number, content: DesignContent): Design =>
  changeColumn(d, row, column, (cs) => [...cs, content]);

export const removeContent = (d: Design, at: ContentAt): Design =>
  changeColumn(d, at.row, at.column, (cs) => cs.filter((_, i) => i !== at.index));

export const duplicateContent = (d: Design, at: ContentAt): Design =>
  changeColumn(d, at.row, at.column, (cs) => {
    const c = cs[at.index];
    if (!c) return cs;
    const next = [...cs];
    next.splice(at.index + 1, 0, { ...structuredClone(c), id: newId('content') });
    return next;
  });

/** Moves a content up or down within its column. */
export const moveContent = (d: Design, at: ContentAt, by: -1 | 1): Design =>
  changeColumn(d, at.row, at.column, (cs) => {
    const to = at.index + by;
    if (to < 0 || to >= cs.length) return cs;
    const next = [...cs];
    const [c] = next.splice(at.index, 1);
    next.splice(to, 0, c!);
    return next;
  });

export const setContentValues = (d: Design, at: ContentAt, values: Record<string, unknown>): Design =>
  changeColumn(d, at.row, at.column, (cs) => cs.map((c, i) => (i !== at.index ? c : { ...c, values: { ...c.values, ...values } })));

export const setRowBackground = (d: Design, row: number, backgroundColor: string): Design =>
  setRows(
    d,
    d.body.rows.map((r, i) => (i !== row ? r : { ...r, values: { ...r.values, backgroundColor } })),
  );

export const setBodyValues = (d: Design, values: Partial<Design['body']['values']>): Design => ({
  ...d,
  body: { ...d.body, values: { ...d.body.values, ...values } },
});

export function contentAt(d: Design, at: ContentAt | null): DesignContent | null {
  if (!at) return null;
  return d.body.rows[at.row]?.columns[at.column]?.contents[at.index] ?? null;
}

/** Where a content sits now (selection follows a content by id through moves). */
export function findContent(d: Design, id: string): ContentAt | null {
  for (const [row, r] of d.body.rows.entries())
    for (const [column, c] of r.columns.entries()) {
      const index = c.contents.findIndex((x) => x.id === id);
      if (index >= 0) return { row, column, index };
    }
  return null;
}
