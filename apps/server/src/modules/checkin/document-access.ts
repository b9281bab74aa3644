import { todayIn } from '@gm/domain/dates';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/registry';
import type { BlobOwner, Viewer } from '../documents/public';
import { settingsOf } from '../institutions/public';
import { assertOpen, bookingClaims, loadBooking, loadPersons, requireStaff, STAFF } from './access';

/**
 * Who may upload for which booking: the guest of a booking token while its web check-in is open (a person token
 * only for its own person), or staff of the hotel with TRIAL reservas or checkinouts naming CODRES.
 */
export async function uploadOwner(
  deps: AppDeps,
  caller: Exclude<Caller, { kind: 'anonymous' }>,
  bearer: string | null,
  fields: { CODRES?: number; CODPESRES?: number },
): Promise<{ owner: BlobOwner; viewer: Viewer }> {
  if (caller.kind === 'guest') {
    const claims = await bookingClaims(deps, caller, bearer);
    const hotel = await settingsOf(deps.db, claims.codIns);
    const booking = await loadBooking(deps.db, claims.codIns, claims.codRes);
    if (!booking || (fields.CODRES && fields.CODRES !== booking.id)) throw new AppError('platform.forbidden', { httpStatus: 403 });
    const persons = await loadPersons(deps.db, claims.codIns, booking.id);
    assertOpen(booking, persons.length, todayIn(hotel.timeZone));
    let personId = fields.CODPESRES ?? (claims.personOnly ? claims.personId : null);
    if (personId) {
      const p = persons.find((x) => x.id === personId);
      if (!p || (claims.personOnly && p.id !== claims.personId)) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
      if (p.webcheckin_status === 'D') throw new AppError('checkin.person_done');
      personId = p.id;
    }
    return {
      owner: { institutionId: claims.codIns, bookingId: booking.id, personId, userId: null, uploaderPerson: claims.personId },
      viewer: { kind: 'guest', bookingId: booking.id, personId: claims.personId },
    };
  }
  const user = requireStaff(caller, caller.codIns, [STAFF.reservas, STAFF.checkinouts]);
  const institutionId = caller.codIns!;
  if (!fields.CODRES)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
  const booking = await loadBooking(deps.db, institutionId, fields.CODRES);
  if (!booking) throw new AppError('platform.not_found', { httpStatus: 404 });
  let personId: number | null = null;
  if (fields.CODPESRES) {
    const persons = await loadPersons(deps.db, institutionId, booking.id);
    if (!persons.some((p) => p.id === fields.CODPESRES)) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    personId = fields.CODPESRES;
  }
  return {
    owner: { institutionId, bookingId: booking.id, personId, userId: user.idUser, uploaderPerson: null },
    viewer: { kind: 'user', userId: user.idUser, sessionId: user.sessionId },
  };
}
