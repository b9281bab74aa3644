import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Locale, normaliseLocale } from '@gm/domain/locale';
import { firstNameMatches } from '@gm/domain/person-names';
import { onlyDigits } from '@gm/domain/validators';
import { withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { hit, type LimitRule } from '../../platform/limits';
import { text } from '../../platform/messages';
import { findSettings } from '../institutions/public';
import type { BookingClaims } from './access';
import { type GuestRow, guestByDocument, guestById } from './persons';

/**
 * Proof of control of a returning guest's contact (issue 9 §1, docs/decisions/0018-guest-identity-and-limits.md).
 * A CPF or travel document typed in the wizard is data, not a key: the stored profile it belongs to is shown or
 * reused only after the guest types a one-time code sent to the e-mail on that profile.
 *
 * - `requestIdentityCode` answers the same, in the same work, whether or not the document has a profile: it
 *   always writes a challenge and a mail job; the job sends the code only when the document has a profile whose
 *   first name matches and which has an e-mail.
 * - `verifyIdentityCode` checks the code (single use, 10 minutes, 5 tries per code) and returns the profile.
 * - Requests and checks are limited per booking and per document in PostgreSQL (platform/limits.ts).
 */

const CODE_TTL_MS = 10 * 60_000;
const CODE_TRIES = 5;
export const IDENTITY_CODE_JOB = 'identity.code';

export const IDENTITY_LIMITS = {
  /** Code requests per booking: a guest filling a family's data asks a few times, a scraper many. */
  requestPerBooking: { scope: 'identity.request.booking', max: 6, windowMs: 3_600_000 },
  /** Code requests per document: at most a few mails to one person per hour, whoever asks. */
  requestPerDocument: { scope: 'identity.request.document', max: 3, windowMs: 3_600_000 },
  /** Code checks per booking, across codes. */
  verifyPerBooking: { scope: 'identity.verify.booking', max: 15, windowMs: 3_600_000 },
} satisfies Record<string, LimitRule>;

export interface TypedDocument {
  cpf: string | null;
  travelDocument: string | null;
}

export function typedDocument(input: { cpf?: string | null; travelDocument?: string | null }): TypedDocument {
  const cpf = input.cpf ? onlyDigits(input.cpf) : '';
  const travel = input.travelDocument ? input.travelDocument.trim().toUpperCase() : '';
  return { cpf: cpf || null, travelDocument: cpf ? null : travel || null };
}

function documentHash(secret: Uint8Array, institutionId: number, doc: TypedDocument): string {
  return createHmac('sha256', secret)
    .update(`${institutionId}:${doc.cpf ? `cpf:${doc.cpf}` : `doc:${doc.travelDocument ?? ''}`}`)
    .digest('hex');
}

/** The code for a challenge: never stored, derived from its nonce under the server secret. */
export function codeOf(secret: Uint8Array, nonce: string): string {
  const h = createHmac('sha256', secret).update(`identity-code:${nonce}`).digest();
  return String(h.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

async function limited(deps: AppDeps, rule: LimitRule, key: string): Promise<void> {
  const s = await hit(deps.db, rule, key);
  if (!s.allowed)
    throw new AppError('checkin.too_many_attempts', {
      httpStatus: 429,
      extra: { retryAfterSeconds: Math.ceil(s.retryAfterMs / 1000) },
    });
}

/** Asks for a code to the e-mail of the profile with this document and first name, if there is one. */
export async function requestIdentityCode(
  deps: AppDeps,
  claims: BookingClaims,
  doc: TypedDocument,
  firstName: string,
  locale: Locale,
): Promise<void> {
  const hash = documentHash(deps.config.jwtSecret, claims.codIns, doc);
  await limited(deps, IDENTITY_LIMITS.requestPerBooking, `${claims.codIns}:${claims.codRes}`);
  await limited(deps, IDENTITY_LIMITS.requestPerDocument, hash);
  const found = await guestByDocument(deps.db, claims.codIns, doc);
  const eligible = found?.email && firstNameMatches(firstName, found.full_name) ? found : null;
  await withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO identity_challenges (institution_id, booking_id, document_hash, guest_id, nonce, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::float8 / 1000)) RETURNING id`,
      [claims.codIns, claims.codRes, hash, eligible?.id ?? null, randomBytes(16).toString('base64url'), CODE_TTL_MS],
    );
    await enqueueJob(tx, { kind: IDENTITY_CODE_JOB, payload: { challenge: Number(rows[0]!.id), locale }, maxAttempts: 5 });
  });
}

interface ChallengeRow {
  id: number;
  guest_id: number | null;
  nonce: string;
  attempts: number;
}

/** Checks a code typed by the guest; returns the proven profile, or refuses (same refusal for every failure). */
export async function verifyIdentityCode(deps: AppDeps, claims: BookingClaims, doc: TypedDocument, code: string): Promise<GuestRow> {
  await limited(deps, IDENTITY_LIMITS.verifyPerBooking, `${claims.codIns}:${claims.codRes}`);
  const hash = documentHash(deps.config.jwtSecret, claims.codIns, doc);
  const typed = onlyDigits(code);
  const guestId = await withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<ChallengeRow>(
      `SELECT id, guest_id, nonce, attempts FROM identity_challenges
        WHERE booking_id = $1 AND institution_id = $2 AND document_hash = $3 AND used_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [claims.codRes, claims.codIns, hash],
    );
    const c = rows[0];
    if (!c || c.attempts >= CODE_TRIES) return null;
    const expected = Buffer.from(codeOf(deps.config.jwtSecret, c.nonce));
    const given = Buffer.from(typed.padEnd(expected.length, 'x').slice(0, expected.length));
    const ok = c.guest_id !== null && typed.length === expected.length && timingSafeEqual(expected, given);
    await tx.query(`UPDATE identity_challenges SET attempts = attempts + 1${ok ? ', used_at = now()' : ''} WHERE id = $1`, [c.id]);
    return ok ? Number(c.guest_id) : null;
  });
  const profile = guestId ? await guestById(deps.db, claims.codIns, guestId) : null;
  // The profile must still carry the document the code was asked for.
  const same = profile && (doc.cpf ? profile.cpf === doc.cpf : (profile.travel_document ?? '').toUpperCase() === doc.travelDocument);
  if (!profile || !same) throw new AppError('checkin.code_invalid', { field: 'codigo' });
  return profile;
}

/** IDENTITY_CODE_JOB: mails the code of a live challenge to the profile's e-mail. */
export const mailIdentityCode: JobHandler = async (deps, job) => {
  const { rows } = await deps.db.query<{ guest_id: number | null; nonce: string; institution_id: number; live: boolean }>(
    `SELECT guest_id, nonce, institution_id, expires_at > now() AND used_at IS NULL AS live FROM identity_challenges WHERE id = $1`,
    [Number(job.payload.challenge)],
  );
  const c = rows[0];
  if (!c?.guest_id || !c.live) return;
  const [{ rows: g }, hotel] = await Promise.all([
    deps.db.query<{ full_name: string; email: string | null }>(
      'SELECT full_name, email FROM guests WHERE id = $1 AND institution_id = $2',
      [c.guest_id, c.institution_id],
    ),
    findSettings(deps.db, c.institution_id),
  ]);
  const guest = g[0];
  if (!guest?.email || !hotel) return;
  const locale = normaliseLocale(String(job.payload.locale ?? '')) ?? 'pt';
  const firstName = guest.full_name.split(/\s+/)[0] ?? guest.full_name;
  const params = { name: firstName, hotel: hotel.name, code: codeOf(deps.config.jwtSecret, c.nonce) };
  await deps.ports.mail.send({
    to: guest.email,
    kind: 'identity-code',
    institutionId: c.institution_id,
    subject: text('checkin.mail.code.subject', locale, hotel, params),
    text: text('checkin.mail.code.body', locale, hotel, params),
    // The code is delivered but not kept at rest with the stored mail (0022).
    secrets: { values: [params.code], ttlSeconds: CODE_TTL_MS / 1000 },
  });
};
