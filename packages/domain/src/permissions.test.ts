import { describe, expect, it } from 'vitest';
import { hasPermission, isGuestUser, parsePermission, permissionMapFromStrings, permissionStrings, satisfies } from './permissions';

describe('permission matching (spec section 6)', () => {
  const map = permissionMapFromStrings(['TRIAL:7:reservas', 'DASH:*:nps', 'ADM:7:*', 'PAY:*:*']);

  it('matches equal instance and action', () => {
    expect(hasPermission(map, { area: 'TRIAL', instance: 7, action: 'reservas' })).toBe(true);
  });
  it('refuses another instance or action', () => {
    expect(hasPermission(map, { area: 'TRIAL', instance: 8, action: 'reservas' })).toBe(false);
    expect(hasPermission(map, { area: 'TRIAL', instance: 7, action: 'pessoas' })).toBe(false);
  });
  it('treats * as a wildcard in the granted instance or action', () => {
    expect(hasPermission(map, { area: 'DASH', instance: 99, action: 'nps' })).toBe(true);
    expect(hasPermission(map, { area: 'DASH', instance: 99, action: 'roi' })).toBe(false);
    expect(hasPermission(map, { area: 'ADM', instance: 7, action: 'emulate' })).toBe(true);
    expect(hasPermission(map, { area: 'PAY', instance: 3, action: 'listfaturas' })).toBe(true);
  });
  it('refuses an unknown area', () => {
    expect(hasPermission(map, { area: 'CREATEINS', instance: 7, action: 'x' })).toBe(false);
  });
  it('parses and prints strings', () => {
    expect(parsePermission('sujeito:12:*')).toEqual({ area: 'SUJEITO', instance: '12', action: '*' });
    expect(parsePermission('HOTEL:*')).toEqual({ area: 'HOTEL', instance: '*', action: '*' });
    expect(parsePermission('bad')).toBeNull();
    expect(parsePermission('A::b')).toBeNull();
    expect(permissionStrings(map)).toContain('DASH:*:nps');
  });
  it('sets the guest flag from a SUJEITO entry', () => {
    expect(isGuestUser(permissionMapFromStrings(['SUJEITO:5:*']))).toBe(true);
    expect(isGuestUser(map)).toBe(false);
  });
  it('resolves requirement instances from the caller scope', () => {
    const scope = { codIns: 7, idUser: 5 };
    expect(satisfies(map, { area: 'TRIAL', action: 'reservas' }, scope)).toBe(true);
    expect(satisfies(map, { area: 'TRIAL', action: 'reservas' }, { codIns: 8, idUser: 5 })).toBe(false);
    expect(satisfies(map, { area: 'TRIAL', action: 'reservas' }, { codIns: null, idUser: 5 })).toBe(false);
    const guest = permissionMapFromStrings(['SUJEITO:5:*']);
    expect(satisfies(guest, { area: 'SUJEITO', action: 'x', instance: 'user' }, scope)).toBe(true);
    expect(satisfies(guest, { area: 'SUJEITO', action: 'x', instance: 'user' }, { codIns: 7, idUser: 6 })).toBe(false);
    expect(
      satisfies(
        map,
        [
          { area: 'X', action: 'y' },
          { area: 'ADM', action: 'z' },
        ],
        scope,
      ),
    ).toBe(true);
  });
});
