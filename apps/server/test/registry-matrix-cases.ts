import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/pool';
import { allServices } from '../src/modules';
import { ensureDefaultQuestionnaire } from '../src/modules/surveys/public';
import { type AnyService, accessList, concretePath, type SampleFixtures } from '../src/platform/registry';
import { allPermissionsFor, createInstitution, createUser } from '../src/seed/factories';
import { HOTEL_TODAY } from './hotel-day';

/**
 * The registry-wide authorisation matrix, driven by any client: `app.inject` in one process
 * (registry-matrix.test.ts) or HTTP through a load balancer in front of several processes (scale-out.test.ts).
 * Walks every registered service with four callers: anonymous, a user of another hotel (with every permission
 * there), a user of Hotel Demo without any service permission, and the admin; guest services also with a guest of
 * another booking and a token staff minted. Refused calls must change nothing; nobody outside Hotel Demo may read
 * its data.
 */
export interface MatrixReply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: replies are read like LightMyRequest's json()
  json(): any;
}

export interface MatrixTarget {
  /** The database the servers use: fixtures are written and every table is fingerprinted through it. */
  db: Db;
  demo: { hotel: number; hospital: number; admin: number };
  /** POST {path} with a JSON body and an optional bearer token; GET {path} for a GET contract (its input is in the path). */
  call(path: string, body: unknown, token?: string | null, method?: 'GET' | 'POST'): Promise<MatrixReply>;
  /** Signs in with the demo password; returns the bearer token. */
  signIn(email: string): Promise<string>;
  /** Waits until background work (job runners) is idle, so a fingerprint sees only what the call wrote. */
  settle?(): Promise<void>;
}

// Markers only Hotel Demo's data contains: if another hotel's caller sees one, data leaked.
const MARKER_VOUCHER = 'LEAKCHECK-VOUCHER-7731';
const MARKER_GUEST = 'Leakcheck Guestname';
const MARKER_EMAIL = 'leakcheck.guest@demo.test';
// The marker guest's CPF: every reply masks it (issue 9 §5), except the logged reveal.
const MARKER_CPF = '52998224725';

export interface RegistryMatrix {
  target: MatrixTarget;
  fx: SampleFixtures;
  tables: string[];
  tokens: { other: string; none: string; admin: string; guestOfAnotherBooking: string; staffMinted: string };
}

/** Seeds the markers, the callers and their tokens (through the target's client). */
export async function prepareRegistryMatrix(target: MatrixTarget): Promise<RegistryMatrix> {
  const { db, demo } = target;
  const hotel = demo.hotel;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bookings (institution_id, voucher, check_in, check_out, origin, search_text)
     VALUES ($1, $2, ${HOTEL_TODAY}, ${HOTEL_TODAY} + 2, 'Balcão', lower($2 || ' ' || $3 || ' ' || $4)) RETURNING id`,
    [hotel, MARKER_VOUCHER, MARKER_GUEST, MARKER_EMAIL],
  );
  const bookingId = rows[0]!.id;
  const person = await db.query<{ id: number }>(
    `INSERT INTO booking_persons (booking_id, institution_id, position, name, email, doc) VALUES ($1, $2, 0, $3, $4, $5) RETURNING id`,
    [bookingId, hotel, MARKER_GUEST, MARKER_EMAIL, MARKER_CPF],
  );
  const fx: SampleFixtures = {
    hotel,
    hospital: demo.hospital,
    admin: demo.admin,
    bookingId,
    voucher: MARKER_VOUCHER,
    extra: { bookingPersonId: Number(person.rows[0]!.id) },
  };
  // DefineMsgAvaliacaoService's sample replies to a submitted review of the marker booking.
  await ensureDefaultQuestionnaire(db, hotel, false);
  const { rows: review } = await db.query<{ id: number }>(
    `INSERT INTO survey_responses (institution_id, questionnaire_id, version_id, booking_id, booking_person_id, language, questions, nps, submitted_at)
     SELECT q.institution_id, q.id, v.id, $2, $3, 'pt', '[]'::jsonb, 9, now()
       FROM questionnaires q JOIN questionnaire_versions v ON v.questionnaire_id = q.id
      WHERE q.institution_id = $1 AND q.is_default RETURNING id`,
    [hotel, bookingId, fx.extra.bookingPersonId],
  );
  fx.extra.surveyResponseId = Number(review[0]!.id);
  // MarcarNotificacaoLidaService's sample marks this notification of the marker booking read.
  const { rows: notice } = await db.query<{ id: number }>(
    `INSERT INTO staff_notifications (institution_id, kind, subject_key, booking_id, person_id, response_id, score)
     VALUES ($1, 'detractor', 'response:' || $4::bigint, $2, $3, $4::bigint, 3) RETURNING id`,
    [hotel, bookingId, fx.extra.bookingPersonId, fx.extra.surveyResponseId],
  );
  fx.extra.staffNoticeId = Number(notice[0]!.id);
  // ConsultaEncodeService's sample reads this key encoding of the marker booking.
  const { rows: encode } = await db.query<{ id: number }>(
    `INSERT INTO door_encode_jobs (institution_id, booking_id, room, valid_from, valid_until, state, recordings, attempts, device, finished_at)
     VALUES ($1, $2, '101', ${HOTEL_TODAY}, ${HOTEL_TODAY} + 2, 'done', 1, 1, 'desk', now()) RETURNING id::int AS id`,
    [hotel, bookingId],
  );
  fx.extra.encodeJobId = encode[0]!.id;
  // The CRM templates' samples act on these templates of Hotel Demo (one to read and send, one to remove).
  const { rows: tpl } = await db.query<{ id: number }>(
    `INSERT INTO campaign_templates (institution_id, name, type, design, output_html)
     VALUES ($1, 'Amostra', 0, '{"body":{"rows":[]}}', '<p>x</p>'), ($1, 'Amostra removível', 0, '{"body":{"rows":[]}}', '<p>x</p>') RETURNING id`,
    [hotel],
  );
  fx.extra.templateId = Number(tpl[0]!.id);
  fx.extra.removableTemplateId = Number(tpl[1]!.id);
  // RevogarConectorFechaduraService's sample revokes this door-lock connector of Hotel Demo.
  const { rows: connector } = await db.query<{ id: number }>(
    `INSERT INTO door_lock_connectors (institution_id, name, token_hash) VALUES ($1, 'Amostra', sha256(random()::text::bytea)) RETURNING id`,
    [hotel],
  );
  fx.extra.connectorId = connector[0]!.id;
  // SincronizarAvaliacoesService's sample fetches this TripAdvisor account of Hotel Demo (the review-sites sandbox).
  await db.query(`INSERT INTO review_site_accounts (institution_id, site, external_ref) VALUES ($1, 'tripadvisor', '2344556')`, [hotel]);
  // The CRM flows' samples act on this flow campaign of Hotel Demo.
  const { rows: flowCmp } = await db.query<{ id: number }>(
    `WITH c AS (INSERT INTO campaigns (institution_id, name, kind, schedule_kind) VALUES ($1, 'Amostra de automação', 'flow', 'now') RETURNING id)
     INSERT INTO campaign_flows (campaign_id, institution_id, trigger_type, definition)
     SELECT id, $1, 'booking_created', '{"trigger":{"type":"booking_created"},"steps":[]}' FROM c RETURNING campaign_id AS id`,
    [hotel],
  );
  fx.extra.flowCampaignId = Number(flowCmp[0]!.id);
  // The CRM campaigns' samples act on these campaigns of Hotel Demo (one scheduled to read, pause and resume, one to remove).
  const { rows: seg } = await db.query<{ id: number }>(
    `INSERT INTO crm_segments (institution_id, name, filter) VALUES ($1, 'Amostra', '{"combinator":"and","rules":[]}') RETURNING id`,
    [hotel],
  );
  fx.extra.segmentId = Number(seg[0]!.id);
  const { rows: cmp } = await db.query<{ id: number }>(
    `INSERT INTO campaigns (institution_id, name, segment_id, template_id, schedule_kind, status, next_run_at)
     VALUES ($1, 'Amostra', $2, $3, 'at', 'scheduled', now() + interval '30 days'), ($1, 'Amostra removível', $2, $3, 'now', 'draft', NULL) RETURNING id`,
    [hotel, fx.extra.segmentId, fx.extra.templateId],
  );
  fx.extra.campaignId = Number(cmp[0]!.id);
  fx.extra.removableCampaignId = Number(cmp[1]!.id);
  // RemoverSupressaoService's sample re-allows this suppressed address of Hotel Demo.
  await db.query(
    `INSERT INTO email_suppressions (institution_id, address, reason) VALUES ($1, 'amostra.supressao@example.org', 'hard_bounce')`,
    [hotel],
  );
  // Users administration's samples act on this member of Hotel Demo (edit, deactivate, reactivate, reset, remove);
  // they also work at Hospital Demo, so removing them from Hotel Demo does not take their last hotel.
  fx.extra.sampleUserId = await createUser(db, {
    email: 'amostra.usuarios@demo.test',
    name: 'Amostra Usuários',
    password: 'demo1234',
    institutions: [hotel, demo.hospital],
    permissions: [`TRIAL:${hotel}:reservas`, `TRIAL:${demo.hospital}:reservas`],
  });
  const otherHotel = await createInstitution(db, { name: 'Outro Hotel', flags: { HASMAPARESERVAS: 'S' } });
  await createUser(db, {
    email: 'outro@other.test',
    name: 'Outro',
    password: 'demo1234',
    institutions: [otherHotel],
    permissions: [...allPermissionsFor(otherHotel), 'SUJEITO:{idUser}:*'],
  });
  await createUser(db, { email: 'semperm@demo.test', name: 'Sem Permissão', password: 'demo1234', institutions: [hotel], permissions: [] });
  await createUser(db, {
    email: 'so-reservas@demo.test',
    name: 'Só Reservas',
    password: 'demo1234',
    institutions: [hotel],
    permissions: [`TRIAL:${hotel}:reservas`],
  });
  // A guest of another booking of Hotel Demo, and a guest token minted at the desk by staff without billing.
  const { rows: otherBooking } = await db.query<{ id: number; person: number }>(
    `WITH b AS (INSERT INTO bookings (institution_id, voucher, check_in, check_out) VALUES ($1, 'OUTRA-RESERVA-1', ${HOTEL_TODAY}, ${HOTEL_TODAY} + 2) RETURNING id)
     INSERT INTO booking_persons (booking_id, institution_id, position, name) SELECT id, $1, 0, 'Outra Pessoa' FROM b RETURNING booking_id AS id, id AS person`,
    [hotel],
  );
  const guestOfAnotherBooking = (
    await target.call('/booking/token', { voucher: 'OUTRA-RESERVA-1', nome: 'Outra Pessoa', h: 'hotel-demo' })
  ).json().token as string;
  const bookingsOnly = await target.signIn('so-reservas@demo.test');
  const staffMinted = (
    await target.call('/person/token', { CODRES: otherBooking[0]!.id, CODPESRES: otherBooking[0]!.person }, bookingsOnly)
  ).json().token as string;
  const tokens = {
    other: await target.signIn('outro@other.test'),
    none: await target.signIn('semperm@demo.test'),
    admin: await target.signIn('admin@demo.test'),
    guestOfAnotherBooking,
    staffMinted,
  };
  if (!guestOfAnotherBooking || !staffMinted) throw new Error('the matrix could not get its guest tokens');
  // Every table but the migrations and the attempt counters (a refused sign-in is still an attempt that counts).
  const { rows: names } = await db.query<{ t: string }>(
    `SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('schema_migrations', 'attempt_limits') ORDER BY 1`,
  );
  return { target, fx, tables: names.map((r) => r.t), tokens };
}

/** A checksum of every row of every table: equal before and after means nothing was written. */
async function fingerprint(m: RegistryMatrix): Promise<string> {
  const parts = await Promise.all(
    m.tables.map(async (t) => {
      const { rows } = await m.target.db.query<{ h: string | null }>(
        `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`,
      );
      return `${t}:${rows[0]!.h ?? '-'}`;
    }),
  );
  return parts.join(',');
}

/** What a reply says, readable: a workbook's cells as JSON, anything else as its text. */
async function textOf(r: MatrixReply): Promise<string> {
  if (!String(r.headers['content-type'] ?? '').includes('spreadsheetml')) return r.body;
  return JSON.stringify(await readXlsxFile(r.rawPayload));
}

function leaks(body: string): boolean {
  return body.includes(MARKER_VOUCHER) || body.includes(MARKER_GUEST) || body.includes(MARKER_EMAIL);
}

/** Registers the matrix's tests: one describe per service (every service but /logout, which ends the caller's session). */
export function describeRegistryMatrix(m: RegistryMatrix): void {
  const { target, fx, tokens } = m;
  const services = allServices().filter((s) => !s.paths?.includes('/logout'));
  const sampleOf = (def: AnyService): unknown => (def.sample ? def.sample(fx) : {});
  const before = async () => {
    await target.settle?.();
    return fingerprint(m);
  };

  describe.each(services.map((s) => [s.name, s] as const))('%s', (_name, def) => {
    const path = concretePath(def, sampleOf(def));
    const access = accessList(def);

    it('anonymous: refused unless public, nothing written, nothing leaked', async () => {
      const was = await before();
      const r = await target.call(path, sampleOf(def), null, def.method);
      expect(r.statusCode).toBeLessThan(500);
      if (!access.includes('public')) {
        expect(r.statusCode).toBe(401);
        expect(await fingerprint(m)).toBe(was);
      }
      expect(leaks(await textOf(r))).toBe(false);
    });

    it('user of another hotel: sees nothing of Hotel Demo and changes nothing there', async () => {
      const was = await before();
      const r = await target.call(path, sampleOf(def), tokens.other, def.method);
      expect(r.statusCode).toBeLessThan(500);
      expect(leaks(await textOf(r))).toBe(false);
      const json = String(r.headers['content-type'] ?? '').includes('json');
      if (r.statusCode >= 400 || (json && (r.json() as { status?: number }).status === 0)) {
        expect(await fingerprint(m)).toBe(was);
      }
      // Whatever it did, it did not touch Hotel Demo's marker booking.
      const { rows } = await target.db.query('SELECT voucher, status, synced, check_out FROM bookings WHERE id = $1', [fx.bookingId]);
      expect(rows[0]).toMatchObject({ voucher: MARKER_VOUCHER, status: 'R', synced: false });
    });

    if (def.permission) {
      it('user of Hotel Demo without the permission: 403, nothing written, nothing leaked', async () => {
        const was = await before();
        const r = await target.call(path, sampleOf(def), tokens.none, def.method);
        expect(r.statusCode).toBe(403);
        expect(leaks(await textOf(r))).toBe(false);
        expect(await fingerprint(m)).toBe(was);
      });
    }

    if (access.includes('guest')) {
      it('guest of another booking: sees nothing of the marker booking and changes nothing there', async () => {
        await target.settle?.();
        const was = await target.db.query('SELECT * FROM booking_persons WHERE booking_id = $1', [fx.bookingId]);
        const r = await target.call(path, sampleOf(def), tokens.guestOfAnotherBooking, def.method);
        expect(r.statusCode).toBeLessThan(500);
        expect(leaks(await textOf(r))).toBe(false);
        expect(r.body).not.toContain(MARKER_CPF);
        expect((await target.db.query('SELECT * FROM booking_persons WHERE booking_id = $1', [fx.bookingId])).rows).toEqual(was.rows);
      });

      it("guest token minted by staff: never more than the staff member's own permissions", async () => {
        const was = await before();
        const r = await target.call(path, sampleOf(def), tokens.staffMinted, def.method);
        expect(r.statusCode).toBeLessThan(500);
        if (def.staffPermission) {
          expect(r.statusCode).toBe(403);
          expect(await fingerprint(m)).toBe(was);
        }
        expect(leaks(await textOf(r))).toBe(false);
      });
    }

    if (access.includes('user')) {
      it('admin of Hotel Demo: answered without a server error', async () => {
        const r = await target.call(path, sampleOf(def), tokens.admin, def.method);
        expect(r.statusCode).toBeLessThan(500);
        if (def.name !== 'RevelarDocumentoService') expect(await textOf(r), 'documents are masked').not.toContain(MARKER_CPF);
        if (def.sample && r.statusCode >= 400) {
          throw new Error(`${def.name} refused its own sample: ${r.statusCode} ${r.body.slice(0, 300)}`);
        }
      });
    }
  });
}
