import type { UserHotel } from '@gm/contracts/auth/users';
import { permissionMapFromStrings } from '@gm/domain/permissions';
import { describe, expect, it } from 'vitest';
import { firstRoleAt, hotelChanges, rowField, rowsOf } from './hotel-rows';

const hotel = (codIns: number, over: Partial<UserHotel> = {}): UserHotel => ({
  codIns,
  name: `Hotel ${codIns}`,
  hospital: false,
  current: false,
  works: false,
  role: null,
  grants: [],
  manageable: true,
  ...over,
});

describe("the forms' Hotels section", () => {
  const hotels = [
    hotel(1, { current: true, works: true, role: 'frontDesk' }),
    hotel(2, { works: true, role: 'custom', grants: ['TRIAL:2:reservas'] }),
    hotel(3, { works: true, role: 'billing' }),
    hotel(4),
  ];
  it('sends nothing for rows as they were; custom keeps the grants', () => {
    expect(hotelChanges(rowsOf(hotels), hotels)).toEqual({ changes: [], rowOf: [] });
  });
  it('sends joining, another role and leaving, each with its row', () => {
    const rows = rowsOf(hotels);
    rows[1] = { codIns: 2, works: true, role: 'dashboards' };
    rows[2] = { codIns: 3, works: false, role: 'billing' };
    rows[3] = { codIns: 4, works: true, role: 'frontDesk' };
    expect(hotelChanges(rows, hotels)).toEqual({
      changes: [
        { codIns: 2, role: 'dashboards' },
        { codIns: 3, works: false },
        { codIns: 4, role: 'frontDesk' },
      ],
      rowOf: [1, 2, 3],
    });
  });
  it('leaving the current hotel is a change; its role is the form’s own field', () => {
    const rows = rowsOf(hotels);
    rows[0] = { codIns: 1, works: false, role: 'frontDesk' };
    expect(hotelChanges(rows, hotels).changes).toEqual([{ codIns: 1, works: false }]);
  });
  it('a ticked row without a role is sent without one (the server names the row); refusals find their row', () => {
    const rows = rowsOf(hotels);
    rows[3] = { codIns: 4, works: true, role: '' };
    const { changes, rowOf } = hotelChanges(rows, hotels);
    expect(changes).toEqual([{ codIns: 4 }]);
    expect(rowField('hotels.0.role', rowOf)).toBe('hotels.3');
    expect(rowField('hotels.0.grants.2', rowOf)).toBe('hotels.3');
    expect(rowField('hotels.5.codIns', rowOf)).toBe('hotels');
    expect(rowField('role', rowOf)).toBe('role');
  });
  it('a new row starts with front desk, or the first role the administrator may give there', () => {
    expect(firstRoleAt(permissionMapFromStrings(['HOTEL:4:*', 'TRIAL:4:*', 'CHANGEINS:4:*', 'PAY:4:*']), 4)).toBe('frontDesk');
    expect(firstRoleAt(permissionMapFromStrings(['HOTEL:4:home', 'DASH:4:*']), 4)).toBe('dashboards');
    expect(firstRoleAt(permissionMapFromStrings(['HOTEL:4:home']), 4)).toBe('');
  });
});
