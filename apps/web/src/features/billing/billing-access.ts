import { PERMISSIONS } from '@gm/contracts/permissions';
import { type PermissionMap, satisfies } from '@gm/domain/permissions';
import { useMemo } from 'react';
import { useSession } from '../../lib/session/session-store';

/** PAY:{codIns}:listfaturas reveals the Billing tab (spec section 6). */
const BILLING_PERMISSION = PERMISSIONS.PAY.listfaturas;

export function canBill(permissions: PermissionMap, codIns: number | null, idUser: number | null): boolean {
  return satisfies(permissions, BILLING_PERMISSION, { codIns, idUser });
}

/** Whether the signed-in user may see the Billing tab in the current hotel. */
export function useCanBill(): boolean {
  const { user, contextIns } = useSession();
  return useMemo(() => canBill(user.permissions, contextIns?.codIns ?? null, user.idUser), [user, contextIns]);
}
