import { describe, expect, it } from 'vitest';
import { diffRows } from './audit-diff';

describe('diffRows', () => {
  it('pairs the fields of before and after, flattened, and marks what changed', () => {
    expect(diffRows({ retentionDays: 730, flags: { A: 'S' } }, { retentionDays: 365, flags: { A: 'S', B: 'N' } })).toEqual([
      { field: 'retentionDays', before: '730', after: '365', changed: true },
      { field: 'flags.A', before: 'S', after: 'S', changed: false },
      { field: 'flags.B', before: null, after: 'N', changed: false },
    ]);
  });

  it('reads an entry with only after (a creation), lists and plain values', () => {
    expect(diffRows(null, { grants: ['HOTEL:1:*', 'TRIAL:1:reservas'], pessoas: 2, ok: true })).toEqual([
      { field: 'grants', before: null, after: 'HOTEL:1:*, TRIAL:1:reservas', changed: false },
      { field: 'pessoas', before: null, after: '2', changed: false },
      { field: 'ok', before: null, after: '✓', changed: false },
    ]);
    expect(diffRows('a', 'b')).toEqual([{ field: 'value', before: 'a', after: 'b', changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
