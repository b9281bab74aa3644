import { todayIn } from '@gm/domain/dates';
import type { Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/registry';
import { assertOpen, bookingClaims, loadBooking, loadPersons, requireStaff, STAFF } from '../checkin/access';
import { settingsOf } from '../institutions/public';
import type { BlobOwner } from './blobs';
import type { Viewer } from './signing';

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
      owner: { codIns: claims.codIns, bookingId: booking.id, personId, userId: null, uploaderPerson: claims.personId },
      viewer: { kind: 'guest', bookingId: booking.id, personId: claims.personId },
    };
  }
  const user = requireStaff(caller, caller.codIns, [STAFF.reservas, STAFF.checkinouts]);
  const codIns = caller.codIns!;
  if (!fields.CODRES)
    throw new AppError('platform.validation', { httpStatus: 400, extra: { errors: [{ path: 'CODRES', message: 'required' }] } });
  const booking = await loadBooking(deps.db, codIns, fields.CODRES);
  if (!booking) throw new AppError('platform.not_found', { httpStatus: 404 });
  let personId: number | null = null;
  if (fields.CODPESRES) {
    const persons = await loadPersons(deps.db, codIns, booking.id);
    if (!persons.some((p) => p.id === fields.CODPESRES)) throw new AppError('checkin.person_not_found', { httpStatus: 404 });
    personId = fields.CODPESRES;
  }
  return {
    owner: { codIns, bookingId: booking.id, personId, userId: user.idUser, uploaderPerson: null },
    viewer: { kind: 'user', userId: user.idUser, sessionId: user.sessionId },
  };
}

/** One line per view or download of an image or accepted term (never the bytes, never personal data). */
export async function logAccess(
  db: Queryable,
  e: {
    codIns: number;
    bookingId: number | null;
    objectKind: string;
    objectRef: string;
    viewer: Viewer;
    download: boolean;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO image_access_log (institution_id, booking_id, object_kind, object_ref, viewer_kind, viewer_user_id, viewer_person_id, download, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.codIns,
      e.bookingId,
      e.objectKind,
      e.objectRef,
      e.viewer.kind,
      e.viewer.kind === 'user' ? e.viewer.userId : null,
      e.viewer.kind === 'guest' ? e.viewer.personId : null,
      e.download,
      e.ip,
      e.userAgent.slice(0, 500),
    ],
  );
}
