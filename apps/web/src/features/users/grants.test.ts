import { expandRole } from '@gm/contracts/roles';
import { permissionMapFromStrings } from '@gm/domain/permissions';
import { describe, expect, it } from 'vitest';
import { editorAreas, holds, impliedByWildcard, mayGiveRole, roleFor, toggleGrant } from './grants';

describe('the grant editor', () => {
  const limited = permissionMapFromStrings(['CHANGEINS:1:manageusers', 'TRIAL:1:*', 'HOTEL:1:home']);
  it('enables only what the editor holds at this hotel, wildcards included', () => {
    expect(holds(limited, 'TRIAL:1:documentos')).toBe(true);
    expect(holds(limited, 'TRIAL:1:*')).toBe(true);
    expect(holds(limited, 'TRIAL:2:reservas')).toBe(false);
    expect(holds(limited, 'HOTEL:1:*')).toBe(false);
    expect(mayGiveRole(limited, 'billing', 1)).toBe(false);
    expect(mayGiveRole(permissionMapFromStrings(['HOTEL:1:*', 'TRIAL:1:*', 'PAY:1:*']), 'billing', 1)).toBe(true);
  });
  it("ticking an area's '*' replaces its single actions, which then show as implied", () => {
    const g = toggleGrant(['TRIAL:1:reservas', 'HOTEL:1:home'], 'TRIAL:1:*', true);
    expect(g).toEqual(['HOTEL:1:home', 'TRIAL:1:*']);
    expect(impliedByWildcard(g, 'TRIAL:1:pessoas')).toBe(true);
    expect(impliedByWildcard(g, 'TRIAL:1:*')).toBe(false);
    expect(toggleGrant(g, 'TRIAL:1:*', false)).toEqual(['HOTEL:1:home']);
  });
  it('names the role the ticked grants equal', () => {
    expect(roleFor(expandRole('frontDesk', 1), 1)).toBe('frontDesk');
    expect(roleFor(toggleGrant(expandRole('frontDesk', 1), 'DASH:1:nps', true), 1)).toBe('custom');
  });
  it("offers every catalogue area with its '*', never personal grants", () => {
    const areas = editorAreas(4);
    expect(areas.map((a) => a.area)).not.toContain('SUJEITO');
    expect(areas.find((a) => a.area === 'TRIAL')?.grants).toContain('TRIAL:4:*');
  });
});
