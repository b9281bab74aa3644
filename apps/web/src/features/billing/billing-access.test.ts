import { permissionMapFromStrings } from '@gm/domain/permissions';
import { describe, expect, it } from 'vitest';
import { canBill } from './billing-access';

describe('Billing tab access', () => {
  it('needs PAY:{codIns}:listfaturas in the current hotel (or a wildcard)', () => {
    expect(canBill(permissionMapFromStrings(['PAY:1:listfaturas']), 1, 9)).toBe(true);
    expect(canBill(permissionMapFromStrings(['PAY:1:*']), 1, 9)).toBe(true);
    expect(canBill(permissionMapFromStrings(['PAY:2:listfaturas']), 1, 9)).toBe(false);
    expect(canBill(permissionMapFromStrings(['TRIAL:1:*', 'HOTEL:1:*']), 1, 9)).toBe(false);
    expect(canBill(permissionMapFromStrings(['PAY:1:listfaturas']), null, 9)).toBe(false);
  });
});
