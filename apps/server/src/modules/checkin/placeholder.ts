import type { LinkPlaceholderInput, LinkPlaceholderReply } from '@gm/contracts/widget/index';
import { todayIn } from '@gm/domain/dates';
import { nameMatches } from '@gm/domain/person-names';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { speakFor } from '../../platform/messages';
import type { ServiceContext } from '../../platform/registry';
import { createPlaceholderBooking, openPlaceholder } from '../bookings/public';
import { resolveLink, settingsOf } from '../institutions/public';
import { BOOKING_TOKEN_TTL, issueBookingToken } from './access';

/**
 * VinculaReservaFicticiaService (docs/decisions/0067-fictitious-bookings-and-invitations.md): a website visitor whose
 * booking the PMS has not sent yet starts the web check-in on a placeholder booking. Only at hotels fed by their PMS
 * (PMSIMPORTBOOKINGS = S: the import is what links the real booking); dates from today to a year ahead, at most 60
 * nights. The same visitor asking again (same voucher, name and e-mail, not linked yet) gets the same placeholder.
 */

const MAX_NIGHTS = 60;
const DAY_MS = 86_400_000;
const days = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

export async function linkPlaceholder(ctx: ServiceContext, input: LinkPlaceholderInput): Promise<LinkPlaceholderReply> {
  const link = await resolveLink(ctx.deps.db, input.h, 'h');
  const institutionId = link.institutionId!;
  speakFor(ctx, institutionId);
  const hotel = await settingsOf(ctx.deps.db, institutionId);
  if (hotel.flags.PMSIMPORTBOOKINGS !== 'S') throw new AppError('checkin.placeholder_unavailable');
  const today = todayIn(hotel.timeZone);
  if (input.dtEntrada < today || days(today, input.dtEntrada) > 365)
    throw new AppError('checkin.placeholder_dates', { field: 'dtEntrada' });
  const nights = days(input.dtEntrada, input.dtSaida);
  if (nights < 1 || nights > MAX_NIGHTS)
    throw new AppError('checkin.placeholder_nights', { field: 'dtSaida', params: { max: MAX_NIGHTS } });
  const email = input.email.toLowerCase();
  const made = await withTransaction(ctx.deps.db, async (tx) => {
    // One placeholder per voucher: concurrent calls of the same visitor wait here, then reuse it.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`placeholder:${institutionId}:${input.voucher.toLowerCase()}`]);
    const taken = await tx.query<{ id: string }>('SELECT id FROM bookings WHERE institution_id = $1 AND lower(voucher) = lower($2)', [
      institutionId,
      input.voucher,
    ]);
    if (taken.rows[0]) {
      const open = await openPlaceholder(tx, institutionId, input.voucher);
      if (open && open.email === email && nameMatches(input.nome, open.name)) {
        const person = await tx.query<{ id: string }>(
          'SELECT id FROM booking_persons WHERE booking_id = $1 ORDER BY position, id LIMIT 1',
          [open.bookingId],
        );
        return { bookingId: open.bookingId, personId: Number(person.rows[0]!.id) };
      }
      // The booking is already here (the PMS sent it, or another visitor used the voucher): the booking search finds it.
      throw new AppError('checkin.placeholder_exists', { field: 'voucher' });
    }
    return createPlaceholderBooking(tx, institutionId, {
      voucher: input.voucher,
      name: input.nome.replace(/\s+/g, ' '),
      email,
      checkIn: input.dtEntrada,
      checkOut: input.dtSaida,
    });
  });
  const token = await issueBookingToken(ctx.deps.config.jwtSecret, {
    codIns: institutionId,
    codRes: made.bookingId,
    codPes: null,
    personId: made.personId,
    personOnly: false,
  });
  return {
    status: 1,
    token,
    expiresIn: BOOKING_TOKEN_TTL,
    CODRES: made.bookingId,
    CODPESRES: made.personId,
    codPes: null,
    codIns: institutionId,
    ficticia: 'S',
  };
}
