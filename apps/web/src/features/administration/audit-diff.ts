/**
 * An audit entry's before and after as rows a person reads (/config/audit): nested values flattened to dotted field
 * names, lists joined, each row marked when it changed. Pure, unit tested.
 */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}

/** Flattens plain objects (not lists) into dotted keys; a non-object value is one row named `value`. */
function flatten(value: unknown, prefix = '', out = new Map<string, string | null>()): Map<string, string | null> {
  if (value === null || value === undefined) return out;
  if (typeof value !== 'object' || Array.isArray(value)) {
    out.set(prefix || 'value', text(value));
    return out;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out.set(key, text(v));
  }
  return out;
}

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const b = flatten(before);
  const a = flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.map((field) => {
    const was = b.get(field) ?? null;
    const now = a.get(field) ?? null;
    return { field, before: was, after: now, changed: b.has(field) && a.has(field) && was !== now };
  });
}
