import type { FindStayInput } from '@gm/contracts/surveys/inputs';
import { nameMatches } from '@gm/domain/person-names';
import { AppError } from '../../platform/errors';
import { speakFor } from '../../platform/messages';
import type { ServiceContext } from '../../platform/registry';
import { resolveLink, settingsOf } from '../institutions/public';
import { SURVEY_LINK_TTL_SECONDS, signSurveyToken, stayBegun } from './access';

interface StayRow {
  id: number;
  cancelled: boolean;
}

interface PersonRow {
  id: number;
  name: string;
  email: string | null;
  guest_email: string | null;
}

/** The same refusal whether the voucher, the name or the e-mail is wrong: the lookup never confirms a voucher. */
const notFound = () => new AppError('surveys.stay_not_found', { httpStatus: 404 });

/** One guest of the booking: the name as the check-in search matches it, or the e-mail on the booking person. */
function personOf(persons: PersonRow[], typed: string): PersonRow | undefined {
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    return persons.find((p) => p.email?.trim().toLowerCase() === email || p.guest_email?.trim().toLowerCase() === email);
  }
  return persons.find((p) => nameMatches(typed, p.name));
}

/**
 * /reviewstay?h=... without a link (the website widget's entry, docs/decisions/0055-review-stay-lookup.md): the
 * hotel's code, the voucher (as the check-in search finds it: the hotel's latest booking with it) and one guest's
 * name or e-mail open that guest's review once the stay has begun or ended (decision 0049's rule; a cancelled booking
 * never). The answer is the token a post-stay e-mail's link carries.
 */
export async function findStay(ctx: ServiceContext, input: FindStayInput) {
  const db = ctx.deps.db;
  const link = await resolveLink(db, input.chaveIns, 'h');
  const institutionId = link.institutionId!;
  speakFor(ctx, institutionId);
  const { rows } = await db.query<StayRow>(
    `SELECT b.id, (b.status = 'C' OR b.cancelled_at IS NOT NULL) AS cancelled
       FROM bookings b WHERE b.institution_id = $1 AND lower(b.voucher) = lower($2) ORDER BY b.id DESC LIMIT 1`,
    [institutionId, input.voucher],
  );
  const booking = rows[0];
  if (!booking) throw notFound();
  const persons = await db.query<PersonRow>(
    `SELECT bp.id, bp.name, bp.email, g.email AS guest_email
       FROM booking_persons bp LEFT JOIN guests g ON g.id = bp.guest_id
      WHERE bp.booking_id = $1 AND bp.institution_id = $2 ORDER BY bp.position, bp.id`,
    [booking.id, institutionId],
  );
  const person = personOf(persons.rows, input.nome);
  if (!person) throw notFound();
  if (booking.cancelled) throw new AppError('surveys.stay_cancelled');
  const guest = { institutionId, bookingId: Number(booking.id), personId: Number(person.id) };
  const hotel = await settingsOf(db, institutionId);
  if (!(await stayBegun(db, guest, hotel.timeZone))) throw new AppError('surveys.stay_not_begun');
  return { status: 1 as const, token: await signSurveyToken(ctx.deps, guest), expiresIn: SURVEY_LINK_TTL_SECONDS };
}
