import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { BookingTokenReply } from '@gm/contracts/checkin';
import type { FaceConsentReply, FaceSearchReply } from '@gm/contracts/checkin/face-inputs';
import { MAX_FACE_RETENTION_DAYS } from '@gm/contracts/institutions/settings';
import { todayIn } from '@gm/domain/dates';
import { firstNameMatches } from '@gm/domain/person-names';
import { openBlob, sealBlob } from '../../adapters/blob/crypto';
import { similarity } from '../../adapters/face/port';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden } from '../../platform/errors';
import { type JobHandler, scheduleJob } from '../../platform/jobs';
import { hit } from '../../platform/limits';
import { text } from '../../platform/messages';
import type { InstitutionContext } from '../../platform/registry';
import { processImage } from '../documents/public';
import { type InstitutionSettings, settingsOf } from '../institutions/public';
import { assertOpen, BOOKING_TOKEN_TTL, bookingClaims, issueBookingToken, loadBooking, loadPersons } from './access';

/**
 * The opt-in facial booking search (docs/decisions/0068-facial-booking-search.md). Biometric data under LGPD: a face
 * is indexed only for a booking person with a live consent (its text, locale and instant kept), only as an embedding
 * sealed under the hotel's blob key, and deleted when the consent is withdrawn or the stay ended RETENTION days ago
 * (the hotel's DIASRETENCAOFACIAL, 0 by default). A kiosk's search answers opaque tickets; the booking opens only
 * when the guest adds a second factor (their first name or the voucher).
 */

export const FACE_RETENTION_JOB = 'checkin.face-retention';
const FACE_RETENTION_CRON = '15 * * * *';
/** How many candidates a search proposes at most. */
const MAX_CANDIDATES = 3;
/** A ticket lives this long: the guest types the second factor at the kiosk. */
const TICKET_TTL_MS = 3 * 60_000;
/** Searches per kiosk (its context token and address) and minute. */
export const SEARCH_RULE = { scope: 'checkin.face.search', max: 6, windowMs: 60_000 };
/** Second-factor tries per ticket. */
export const CONFIRM_RULE = { scope: 'checkin.face.confirm', max: 3, windowMs: TICKET_TTL_MS };

/** The facial search is the hotel's choice (flag HASBUSCAFACIAL = S; off by default). */
export function faceSearchEnabled(hotel: InstitutionSettings): boolean {
  return String((hotel.flags as Record<string, unknown>).HASBUSCAFACIAL ?? 'N').toUpperCase() === 'S';
}

/** Days the index outlives the stay (DIASRETENCAOFACIAL, 0 to 30; 0 by default: deleted at check-out). */
export function retentionDays(flags: Record<string, unknown>): number {
  const n = Number(flags.DIASRETENCAOFACIAL ?? 0);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_FACE_RETENTION_DAYS) : 0;
}

const sealKey = (personId: number) => `face:${personId}`;

function toBytes(v: Float32Array): Buffer {
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
}

function fromBytes(b: Buffer): Float32Array {
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Float32Array(copy.buffer);
}

interface ConsentRow {
  id: number;
  given_at: Date;
}

async function liveConsent(db: Queryable, institutionId: number, personId: number): Promise<ConsentRow | null> {
  const { rows } = await db.query<ConsentRow>(
    'SELECT id, given_at FROM face_consents WHERE institution_id = $1 AND booking_person_id = $2 AND revoked_at IS NULL',
    [institutionId, personId],
  );
  return rows[0] ?? null;
}

/** The booking person of a guest's booking token (their own person when the token is narrowed to one). */
async function ownPerson(ctx: InstitutionContext, personId: number) {
  const claims = await bookingClaims(ctx.deps, ctx.caller, ctx.bearer);
  if (claims.personOnly && claims.personId !== personId) throw forbidden();
  const booking = await loadBooking(ctx.deps.db, claims.codIns, claims.codRes);
  if (!booking) throw new AppError('checkin.booking_not_found', { httpStatus: 404 });
  const persons = await loadPersons(ctx.deps.db, claims.codIns, booking.id);
  const person = persons.find((p) => p.id === personId);
  if (!person) throw new AppError('checkin.person_not_found', { httpStatus: 404, field: 'CODPESRES' });
  return { claims, booking, persons, person };
}

async function consentState(ctx: InstitutionContext, hotel: InstitutionSettings, personId: number): Promise<FaceConsentReply> {
  const consent = await liveConsent(ctx.deps.db, ctx.institutionId, personId);
  const { rows } = await ctx.deps.db.query('SELECT 1 FROM face_index WHERE booking_person_id = $1 AND institution_id = $2', [
    personId,
    ctx.institutionId,
  ]);
  return {
    status: 1,
    habilitado: faceSearchEnabled(hotel) ? 'S' : 'N',
    consentido: consent ? 'S' : 'N',
    texto: text('checkin.face_consent_text', ctx.locale, hotel, { hotel: hotel.name }),
    data: consent ? consent.given_at.toISOString() : null,
    indexado: rows.length ? 'S' : 'N',
  };
}

/** ConsultaConsentimentoFacialService. */
export async function readFaceConsent(ctx: InstitutionContext, personId: number): Promise<FaceConsentReply> {
  const { claims } = await ownPerson(ctx, personId);
  return consentState(ctx, await settingsOf(ctx.deps.db, claims.codIns), personId);
}

/** ConsentimentoFacialService: S records the consent (the text as shown, in the caller's language); N withdraws it. */
export async function setFaceConsent(ctx: InstitutionContext, personId: number, consent: 'S' | 'N'): Promise<FaceConsentReply> {
  const { claims, booking, persons } = await ownPerson(ctx, personId);
  const hotel = await settingsOf(ctx.deps.db, claims.codIns);
  if (consent === 'N') {
    await revokeConsent(ctx.deps.db, claims.codIns, personId);
    return consentState(ctx, hotel, personId);
  }
  if (!faceSearchEnabled(hotel)) throw new AppError('checkin.face_search_off');
  assertOpen(booking, persons.length, todayIn(hotel.timeZone));
  await ctx.deps.db.query(
    `INSERT INTO face_consents (institution_id, booking_id, booking_person_id, term_text, locale, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (booking_person_id) WHERE revoked_at IS NULL DO NOTHING`,
    [
      claims.codIns,
      booking.id,
      personId,
      text('checkin.face_consent_text', ctx.locale, hotel, { hotel: hotel.name }),
      ctx.locale,
      ctx.ip,
      ctx.userAgent.slice(0, 300),
    ],
  );
  return consentState(ctx, hotel, personId);
}

/** The guest removed a face photo: the embedding made from it goes too (the consent stays for the next photo). */
export async function forgetFacePhoto(db: Db, institutionId: number, blobKey: string): Promise<void> {
  await db.query('DELETE FROM face_index WHERE institution_id = $1 AND blob_key = $2', [institutionId, blobKey]);
}

/** Withdraws a live consent and deletes the face index it allowed. */
export async function revokeConsent(db: Db, institutionId: number, personId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.query('DELETE FROM face_index WHERE institution_id = $1 AND booking_person_id = $2', [institutionId, personId]);
    await tx.query(
      'UPDATE face_consents SET revoked_at = now() WHERE institution_id = $1 AND booking_person_id = $2 AND revoked_at IS NULL',
      [institutionId, personId],
    );
  });
}

/**
 * /faceUploader with tryToIndexFaces=S, before the photo is stored: the hotel offers the search and the booking
 * person consented. Refusals name the query parameter.
 */
export async function assertMayIndex(deps: AppDeps, institutionId: number, personId: number | null): Promise<void> {
  const hotel = await settingsOf(deps.db, institutionId);
  if (!faceSearchEnabled(hotel)) throw new AppError('checkin.face_search_off', { httpStatus: 400, field: 'tryToIndexFaces' });
  if (!personId || !(await liveConsent(deps.db, institutionId, personId)))
    throw new AppError('checkin.face_consent_required', { httpStatus: 400, field: 'tryToIndexFaces' });
}

/** Indexes the face of a stored photo (assertMayIndex passed); false when no face is found in it. */
export async function indexFace(
  deps: AppDeps,
  owner: { institutionId: number; bookingId: number; personId: number },
  photo: { key: string; jpeg: Buffer },
): Promise<boolean> {
  const consent = await liveConsent(deps.db, owner.institutionId, owner.personId);
  if (!consent) return false;
  const face = await deps.ports.face.embed(photo.jpeg);
  if (!face) return false;
  const sealed = sealBlob(deps.ports.blobKeyring.current, owner.institutionId, sealKey(owner.personId), toBytes(face.vector));
  await deps.db.query(
    `INSERT INTO face_index (institution_id, booking_id, booking_person_id, consent_id, blob_key, engine, embedding)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (booking_person_id) DO UPDATE SET consent_id = EXCLUDED.consent_id, blob_key = EXCLUDED.blob_key,
       engine = EXCLUDED.engine, embedding = EXCLUDED.embedding, created_at = now()`,
    [owner.institutionId, owner.bookingId, owner.personId, consent.id, photo.key, deps.ports.face.engine, sealed],
  );
  return true;
}

// Tickets: the booking person sealed (AES-256-GCM under a key derived from the signing secret), so a candidate names
// nothing, not even an id, and cannot be forged or moved to another hotel's kiosk.
interface Ticket {
  ins: number;
  bpr: number;
  exp: number;
}

function ticketKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'gm-face-ticket-v1', 'face-search ticket', 32));
}

export function signTicket(secret: Uint8Array, t: Ticket): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ticketKey(secret), nonce);
  const body = Buffer.concat([cipher.update(JSON.stringify(t)), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

function openTicket(secret: Uint8Array, ticket: string, institutionId: number): Ticket {
  const invalid = () => new AppError('checkin.face_ticket_invalid', { httpStatus: 400, field: 'ticket' });
  const raw = Buffer.from(ticket, 'base64url');
  if (raw.length < 29) throw invalid();
  let t: Ticket;
  try {
    const decipher = createDecipheriv('aes-256-gcm', ticketKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    t = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Ticket;
  } catch {
    throw invalid();
  }
  if (typeof t.bpr !== 'number' || typeof t.exp !== 'number' || t.ins !== institutionId || t.exp < Date.now()) throw invalid();
  return t;
}

/** The kiosk: its hotel context token and address make the device of the rate limit. */
function deviceKey(ctx: InstitutionContext): string {
  return createHash('sha256')
    .update(`${ctx.institutionId}|${ctx.bearer ?? ''}|${ctx.ip}`)
    .digest('hex');
}

interface IndexRow {
  booking_person_id: number;
  embedding: Buffer;
}

/**
 * BuscaFacialService: the photo's face against this hotel's index of bookings whose stay covers today (arrival
 * today or in house days), with a live consent; the best matches above the engine's threshold as tickets.
 */
export async function searchByFace(ctx: InstitutionContext, imageBase64: string): Promise<FaceSearchReply> {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  if (!faceSearchEnabled(hotel)) throw new AppError('checkin.face_search_off');
  const limit = await hit(ctx.deps.db, SEARCH_RULE, deviceKey(ctx));
  if (!limit.allowed)
    throw new AppError('checkin.face_rate_limited', { httpStatus: 429, params: { seconds: Math.ceil(limit.retryAfterMs / 1000) } });
  const data = Buffer.from(imageBase64, 'base64');
  const image = await processImage(data, { kind: 'personface', validate: true }).catch(() => {
    throw new AppError('checkin.face_bad_image', { httpStatus: 400, field: 'imagem' });
  });
  const face = await ctx.deps.ports.face.embed(image.data);
  if (!face) throw new AppError('checkin.face_not_found', { httpStatus: 400, field: 'imagem' });
  const today = todayIn(hotel.timeZone);
  const { rows } = await ctx.deps.db.query<IndexRow>(
    `SELECT f.booking_person_id, f.embedding
       FROM face_index f
       JOIN bookings b ON b.id = f.booking_id AND b.institution_id = f.institution_id
       JOIN face_consents c ON c.id = f.consent_id AND c.revoked_at IS NULL
      WHERE f.institution_id = $1 AND f.engine = $2 AND b.status = 'R' AND b.cancelled_at IS NULL
        AND b.check_in <= $3::date AND b.check_out >= $3::date`,
    [ctx.institutionId, ctx.deps.ports.face.engine, today],
  );
  const ring = ctx.deps.ports.blobKeyring;
  const scored: { personId: number; score: number }[] = [];
  for (const r of rows) {
    let vector: Float32Array;
    try {
      vector = fromBytes(openBlob(ring, ctx.institutionId, sealKey(Number(r.booking_person_id)), r.embedding));
    } catch {
      continue;
    }
    const score = similarity(face.vector, vector);
    if (score >= ctx.deps.ports.face.threshold) scored.push({ personId: Number(r.booking_person_id), score });
  }
  scored.sort((a, b) => b.score - a.score);
  const exp = Date.now() + TICKET_TTL_MS;
  return {
    status: 1,
    candidatos: scored
      .slice(0, MAX_CANDIDATES)
      .map((s) => ({ ticket: signTicket(ctx.deps.config.jwtSecret, { ins: ctx.institutionId, bpr: s.personId, exp }) })),
  };
}

/** ConfirmaBuscaFacialService: the ticket's booking person and the second factor; the booking token on success. */
export async function confirmFaceSearch(
  ctx: InstitutionContext,
  input: { ticket: string; nome?: string | undefined; voucher?: string | undefined },
): Promise<BookingTokenReply> {
  const t = openTicket(ctx.deps.config.jwtSecret, input.ticket, ctx.institutionId);
  const tries = await hit(ctx.deps.db, CONFIRM_RULE, input.ticket);
  if (!tries.allowed) throw new AppError('checkin.face_ticket_invalid', { httpStatus: 400, field: 'ticket' });
  const { rows } = await ctx.deps.db.query<{ booking_id: number }>(
    `SELECT f.booking_id FROM face_index f JOIN face_consents c ON c.id = f.consent_id AND c.revoked_at IS NULL
      WHERE f.institution_id = $1 AND f.booking_person_id = $2`,
    [ctx.institutionId, t.bpr],
  );
  if (!rows[0]) throw new AppError('checkin.face_ticket_invalid', { httpStatus: 400, field: 'ticket' });
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  const booking = await loadBooking(ctx.deps.db, ctx.institutionId, Number(rows[0].booking_id));
  if (!booking) throw new AppError('checkin.face_ticket_invalid', { httpStatus: 400, field: 'ticket' });
  const persons = await loadPersons(ctx.deps.db, ctx.institutionId, booking.id);
  const person = persons.find((p) => p.id === t.bpr);
  const byName = !!input.nome && !!person && firstNameMatches(input.nome, person.name);
  const byVoucher = !!input.voucher && input.voucher.trim().toLowerCase() === booking.voucher.toLowerCase();
  if (!person || !(byName || byVoucher))
    throw new AppError('checkin.face_second_factor', { httpStatus: 403, field: input.nome ? 'nome' : 'voucher' });
  assertOpen(booking, persons.length, todayIn(hotel.timeZone));
  const token = await issueBookingToken(ctx.deps.config.jwtSecret, {
    codIns: ctx.institutionId,
    codRes: booking.id,
    codPes: person.guest_id,
    personId: person.id,
    personOnly: false,
  });
  return {
    status: 1,
    token,
    expiresIn: BOOKING_TOKEN_TTL,
    CODRES: Number(booking.id),
    CODPESRES: Number(person.id),
    codPes: person.guest_id ? Number(person.guest_id) : null,
    codIns: ctx.institutionId,
  };
}

/**
 * The retention sweep, one statement in PostgreSQL (decision 0078): deletes the face index of stays that ended
 * (checked out, cancelled, or past their departure date without a check-out) more than the hotel's DIASRETENCAOFACIAL
 * days ago (0 to 30, clamped here as on the settings screen; 0: at the stay's end), and any index row whose consent is
 * no longer live (no consent, no index: a withdrawal already deletes it in its own transaction; this is the backstop).
 * The consent record stays as the proof of consent. Returns how many embeddings were deleted.
 */
export async function purgeExpiredFaces(db: Queryable, now = new Date()): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM face_index f
      USING bookings b, institutions i
      WHERE b.id = f.booking_id AND i.id = f.institution_id
        AND (NOT EXISTS (SELECT 1 FROM face_consents c WHERE c.id = f.consent_id AND c.revoked_at IS NULL)
             OR (CASE WHEN b.status = 'C' OR b.cancelled_at IS NOT NULL THEN coalesce(b.cancelled_at, $1::timestamptz)
                      WHEN b.status = 'O' THEN coalesce(b.checked_out_at, (b.check_out + 1)::timestamptz)
                      WHEN b.check_out < $1::timestamptz::date THEN (b.check_out + 1)::timestamptz
                 END)
                + make_interval(days => least(${MAX_FACE_RETENTION_DAYS}, CASE WHEN i.flags->>'DIASRETENCAOFACIAL' ~ '^[0-9]{1,4}$'
                                                        THEN (i.flags->>'DIASRETENCAOFACIAL')::int ELSE 0 END))
                <= $1::timestamptz)`,
    [now.toISOString()],
  );
  return rowCount ?? 0;
}

export const faceRetentionJob: JobHandler = async (deps) => {
  const n = await purgeExpiredFaces(deps.db);
  if (n) deps.log?.info({ deleted: n }, 'face index: stays past retention deleted');
};

/** At start: the retention pass every hour (main.ts). */
export async function scheduleFaceRetention(db: Db): Promise<void> {
  await scheduleJob(db, FACE_RETENTION_JOB, FACE_RETENTION_CRON);
}
