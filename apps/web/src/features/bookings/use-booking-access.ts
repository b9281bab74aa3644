import { PERMISSIONS } from '@gm/contracts/permissions';
import { type PermissionRequirement, satisfies } from '@gm/domain/permissions';
import { useMemo } from 'react';
import { useSession } from '../../lib/session/session-store';

export interface BookingAccess {
  /** TRIAL:{codIns}:reservas: bookings list, create/edit, activity, mark a booking synced. */
  reservas: boolean;
  /** TRIAL:{codIns}:checkinouts: reception, check-in, check-out change. */
  checkinouts: boolean;
  /** TRIAL:{codIns}:pessoas: pending registrations. */
  pessoas: boolean;
}

/** The TRIAL actions the signed-in user holds in the current hotel (spec section 6). */
export function useBookingAccess(): BookingAccess {
  const { user, contextIns } = useSession();
  return useMemo(() => {
    const scope = { codIns: contextIns?.codIns ?? null, idUser: user.idUser };
    const can = (p: PermissionRequirement) => satisfies(user.permissions, p, scope);
    const { reservas, checkinouts, pessoas } = PERMISSIONS.TRIAL;
    return { reservas: can(reservas), checkinouts: can(checkinouts), pessoas: can(pessoas) };
  }, [user, contextIns]);
}
