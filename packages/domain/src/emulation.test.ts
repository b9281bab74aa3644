import { describe, expect, it } from 'vitest';
import { emulatedGrants } from './emulation';
import { permissionMapFromStrings } from './permissions';

const admin = permissionMapFromStrings(['HOTEL:5:*', 'TRIAL:5:*', 'ADM:5:*', 'PAY:5:listfaturas', 'HOTEL:9:*']);

describe('emulatedGrants', () => {
  it("keeps the user's grants at the hotel, '*' instances written for it, without personal or other hotels' grants", () => {
    const r = emulatedGrants(admin, ['HOTEL:5:*', 'TRIAL:*:reservas', 'TRIAL:5:reservas', 'SUJEITO:42:*', 'DASH:9:nps'], 5);
    expect(r).toEqual({ grants: ['HOTEL:5:*', 'TRIAL:5:reservas'], missing: [], refusal: null });
  });

  it('refuses a user who holds at the hotel what the administrator does not (an action * needs *)', () => {
    expect(emulatedGrants(admin, ['HOTEL:5:*', 'CHANGEINS:5:basic'], 5)).toEqual({
      grants: ['CHANGEINS:5:basic', 'HOTEL:5:*'],
      missing: ['CHANGEINS:5:basic'],
      refusal: 'escalation',
    });
    expect(emulatedGrants(admin, ['PAY:5:*'], 5)).toMatchObject({ refusal: 'escalation', missing: ['PAY:5:*'] });
    // Granted at another hotel only: the administrator's HOTEL:9 does not cover hotel 5.
    expect(emulatedGrants(permissionMapFromStrings(['HOTEL:9:*']), ['HOTEL:5:home'], 5)).toMatchObject({ refusal: 'escalation' });
  });

  it('refuses a user with nothing to see at the hotel (a guest account)', () => {
    expect(emulatedGrants(admin, ['SUJEITO:42:*'], 5)).toEqual({ grants: [], missing: [], refusal: 'no_grants' });
    expect(emulatedGrants(admin, ['HOTEL:9:*'], 5)).toMatchObject({ refusal: 'no_grants' });
  });
});
