import type { HotelChange, UserHotel } from '@gm/contracts/auth/users';
import { ROLE_IDS, type RoleOrCustom } from '@gm/contracts/roles';
import type { PermissionMap } from '@gm/domain/permissions';
import { mayGiveRole } from './grants';

// The invite and edit forms' "Hotels" section, kept apart from the markup (hotel-rows.test.ts): one row per hotel
// where the administrator manages users, and the changes the rows ask the server for. 'custom' at a hotel means
// "keep the user's grants there as they are": only a hotel whose row changed is sent.

export interface HotelRow {
  codIns: number;
  works: boolean;
  /** A role template; 'custom' keeps the user's grants there; '' when none is chosen yet. */
  role: RoleOrCustom | '';
}

export const rowsOf = (hotels: readonly UserHotel[]): HotelRow[] =>
  hotels.map((h) => ({ codIns: h.codIns, works: h.works, role: h.role ?? '' }));

/** The role a row starts with when ticked: front desk when the administrator may give it there, else the first they may. */
export function firstRoleAt(editor: PermissionMap, codIns: number): RoleOrCustom | '' {
  const mine = ROLE_IDS.filter((r) => mayGiveRole(editor, r, codIns));
  return mine.includes('frontDesk') ? 'frontDesk' : (mine[0] ?? '');
}

/**
 * The `hotels` of the service's input: leaving a hotel, joining one, or another role at one; unchanged rows are not
 * sent. `rows[i]` matches `hotels[i]` of the reply; `rowOf[n]` is the row of the n-th change (a refusal names it).
 */
export function hotelChanges(rows: readonly HotelRow[], hotels: readonly UserHotel[]): { changes: HotelChange[]; rowOf: number[] } {
  const changes: HotelChange[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, i) => {
    const was = hotels[i];
    if (!was || was.codIns !== row.codIns) return;
    if (was.current) {
      if (was.works && !row.works) changes.push({ codIns: row.codIns, works: false });
      else return;
    } else if (!row.works) {
      if (!was.works) return;
      changes.push({ codIns: row.codIns, works: false });
    } else if (row.role === 'custom' && was.works && was.role === 'custom') {
      return;
    } else if (was.works && row.role === was.role) {
      return;
    } else {
      // '' is sent as it is missing: the server (and the form's check) asks for a role on this row.
      changes.push(row.role ? { codIns: row.codIns, role: row.role } : { codIns: row.codIns });
    }
    rowOf.push(i);
  });
  return { changes, rowOf };
}

/** A refusal's field (hotels.N.role ...) as the row it is about (hotels.{row}); other paths as they are. */
export function rowField(path: string, rowOf: readonly number[]): string {
  const m = /^hotels\.(\d+)(\.|$)/.exec(path);
  if (!m) return path;
  const row = rowOf[Number(m[1])];
  return row === undefined ? 'hotels' : `hotels.${row}`;
}
