import type { ClickEvent, LinkEvent, MessageEvent, MessagingEvent, MessagingPort, StatusEvent } from '../../adapters/messaging/port';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler, scheduleJob } from '../../platform/jobs';

/**
 * Ingesting a hotel's WhatsApp traffic from the messaging port into messaging_messages, whatsapp_links and
 * whatsapp_link_clicks (docs/decisions/0074-guest-messaging.md). Per hotel, from the cursor kept on its account;
 * the batch and the new cursor are written in one transaction, and every write is an upsert keyed by WhatsApp's
 * ids (message id, link code, click time), so a batch read twice (a crash before the cursor moved, two processes)
 * writes nothing twice.
 */
export const INGEST_ALL_JOB = 'messaging.ingest-all';
export const INGEST_ACCOUNT_JOB = 'messaging.ingest-account';
/** Every fifteen minutes (the dashboards read the day's messages; webhooks wait in the inbox meanwhile). */
const INGEST_CRON = '*/15 * * * *';
const FETCH_TIMEOUT_MS = 60_000;
/** Batches per run before the job yields (a first history of 18 months is one batch from the sandbox). */
const MAX_BATCHES = 50;
const CHUNK = 2000;

/** WhatsApp's wa_id (digits with the country code) as the product keeps phones: E.164. */
export const e164 = (digits: string | null) => (digits && /^[1-9][0-9]{6,14}$/.test(digits) ? `+${digits}` : null);

/** The first time of each status of each message in a batch (WhatsApp may repeat a status; least wins). */
interface Reached {
  delivered: string | null;
  read: string | null;
  failed: string | null;
  error: string | null;
}
function reachedBy(statuses: StatusEvent[]): Map<string, Reached> {
  const by = new Map<string, Reached>();
  const first = (a: string | null, b: string) => (a === null || b < a ? b : a);
  for (const s of statuses) {
    const r = by.get(s.id) ?? { delivered: null, read: null, failed: null, error: null };
    const when = s.at.toISOString();
    if (s.status === 'delivered') r.delivered = first(r.delivered, when);
    if (s.status === 'read') r.read = first(r.read, when);
    if (s.status === 'failed') {
      r.failed = first(r.failed, when);
      r.error = r.error ?? s.error;
    }
    by.set(s.id, r);
  }
  return by;
}

/**
 * One event per message: a delivery repeated by the provider, or a message told once per status (the Cloud API),
 * merged as the upsert would (the earliest time, a known topic over 'other', the first value of each field).
 */
function mergeMessages(events: MessageEvent[]): MessageEvent[] {
  const by = new Map<string, MessageEvent>();
  for (const e of events) {
    const m = by.get(e.id);
    if (!m) {
      by.set(e.id, e);
      continue;
    }
    const known = m.topic === 'other' ? e : m;
    by.set(e.id, {
      ...m,
      at: e.at.getTime() < m.at.getTime() ? e.at : m.at,
      kind: known.kind,
      topic: known.topic,
      template: m.template ?? e.template,
      phone: m.phone ?? e.phone,
      voucher: m.voucher ?? e.voucher,
      replyTo: m.replyTo ?? e.replyTo,
      linkCode: m.linkCode ?? e.linkCode,
    });
  }
  return [...by.values()];
}

/** The furthest status reached (failed is final), from the merged times of m (the row) and x (what came). */
const STATUS = `CASE WHEN m.direction = 'in' THEN 'received'
                     WHEN least(m.failed_at, x.failed_at) IS NOT NULL THEN 'failed'
                     WHEN least(m.read_at, x.read_at) IS NOT NULL THEN 'read'
                     WHEN least(m.delivered_at, x.delivered_at) IS NOT NULL THEN 'delivered' ELSE 'sent' END`;

async function writeMessages(db: Queryable, institutionId: number, events: MessageEvent[], reached: Map<string, Reached>): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < events.length; i += CHUNK) {
    const rows = events.slice(i, i + CHUNK).map((e) => {
      const r = e.direction === 'out' ? reached.get(e.id) : undefined;
      return {
        external_id: e.id,
        direction: e.direction,
        kind: e.kind,
        topic: e.topic,
        template: e.template,
        phone: e164(e.phone),
        voucher: e.voucher,
        reply_to: e.replyTo,
        link_code: e.linkCode,
        sent_at: e.at.toISOString(),
        delivered_at: r?.delivered ?? null,
        read_at: r?.read ?? null,
        failed_at: r?.failed ?? null,
        error: r?.error ?? null,
      };
    });
    // Bookings by voucher and profiles by phone (digits, as profiles keep them), when known: joined by hash, the
    // hotel's profiles' phones unnested once per chunk (a per-row array lookup scanned the profiles per message).
    const { rows: out } = await db.query<{ inserted: boolean }>(
      `WITH x AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(external_id text, direction text, kind text, topic text, template text, phone text,
                                                          voucher text, reply_to text, link_code text, sent_at timestamptz,
                                                          delivered_at timestamptz, read_at timestamptz, failed_at timestamptz, error text)),
       pp AS (
         SELECT DISTINCT ON (u.digits) u.digits, u.id
           FROM (SELECT p.id, p.last_stay, unnest(p.phones) AS digits FROM guest_profiles p WHERE p.institution_id = $1) u
          WHERE u.digits IN (SELECT substring(x.phone FROM 2) FROM x WHERE x.phone IS NOT NULL)
          ORDER BY u.digits, u.last_stay DESC NULLS LAST, u.id)
       INSERT INTO messaging_messages AS m (institution_id, external_id, direction, kind, topic, template, phone, booking_id, profile_id,
                                            reply_to, link_code, sent_at, delivered_at, read_at, failed_at, error, status)
       SELECT $1, x.external_id, x.direction, x.kind, x.topic, x.template, x.phone, b.id, pp.id,
              x.reply_to, x.link_code, x.sent_at, x.delivered_at, x.read_at, x.failed_at, x.error,
              CASE WHEN x.direction = 'in' THEN 'received' WHEN x.failed_at IS NOT NULL THEN 'failed' WHEN x.read_at IS NOT NULL THEN 'read'
                   WHEN x.delivered_at IS NOT NULL THEN 'delivered' ELSE 'sent' END
         FROM x LEFT JOIN bookings b ON b.institution_id = $1 AND b.voucher = x.voucher
                LEFT JOIN pp ON pp.digits = substring(x.phone FROM 2)
       ON CONFLICT (institution_id, external_id) DO UPDATE
          SET sent_at = least(m.sent_at, EXCLUDED.sent_at),
              kind = CASE WHEN m.topic = 'other' THEN EXCLUDED.kind ELSE m.kind END,
              topic = CASE WHEN m.topic = 'other' THEN EXCLUDED.topic ELSE m.topic END,
              template = coalesce(m.template, EXCLUDED.template),
              phone = coalesce(m.phone, EXCLUDED.phone),
              booking_id = coalesce(m.booking_id, EXCLUDED.booking_id),
              profile_id = coalesce(m.profile_id, EXCLUDED.profile_id),
              reply_to = coalesce(m.reply_to, EXCLUDED.reply_to),
              link_code = coalesce(m.link_code, EXCLUDED.link_code),
              delivered_at = least(m.delivered_at, EXCLUDED.delivered_at),
              read_at = least(m.read_at, EXCLUDED.read_at),
              failed_at = least(m.failed_at, EXCLUDED.failed_at),
              error = coalesce(m.error, EXCLUDED.error),
              status = ${STATUS.replaceAll('x.', 'EXCLUDED.')}
        WHERE (m.sent_at, m.topic, m.template, m.phone, m.booking_id, m.profile_id, m.reply_to, m.link_code, m.delivered_at, m.read_at, m.failed_at)
              IS DISTINCT FROM
              (least(m.sent_at, EXCLUDED.sent_at), CASE WHEN m.topic = 'other' THEN EXCLUDED.topic ELSE m.topic END,
               coalesce(m.template, EXCLUDED.template), coalesce(m.phone, EXCLUDED.phone), coalesce(m.booking_id, EXCLUDED.booking_id),
               coalesce(m.profile_id, EXCLUDED.profile_id), coalesce(m.reply_to, EXCLUDED.reply_to), coalesce(m.link_code, EXCLUDED.link_code),
               least(m.delivered_at, EXCLUDED.delivered_at), least(m.read_at, EXCLUDED.read_at), least(m.failed_at, EXCLUDED.failed_at))
       RETURNING (xmax = 0) AS inserted`,
      [institutionId, JSON.stringify(rows)],
    );
    inserted += out.filter((r) => r.inserted).length;
  }
  return inserted;
}

/** Statuses of messages written by an earlier batch: each keeps its first time; the status is the furthest reached. */
async function writeStatuses(db: Queryable, institutionId: number, reached: Map<string, Reached>): Promise<void> {
  const ids = [...reached.keys()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const col = (k: keyof Reached) => part.map((id) => reached.get(id)![k]);
    await db.query(
      `UPDATE messaging_messages m
          SET delivered_at = least(m.delivered_at, x.delivered_at), read_at = least(m.read_at, x.read_at),
              failed_at = least(m.failed_at, x.failed_at), error = coalesce(m.error, x.error), status = ${STATUS}
         FROM unnest($2::text[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[], $6::text[])
              AS x(id, delivered_at, read_at, failed_at, error)
        WHERE m.institution_id = $1 AND m.external_id = x.id AND m.direction = 'out'
          AND (m.delivered_at, m.read_at, m.failed_at) IS DISTINCT FROM
              (least(m.delivered_at, x.delivered_at), least(m.read_at, x.read_at), least(m.failed_at, x.failed_at))`,
      [institutionId, part, col('delivered'), col('read'), col('failed'), col('error')],
    );
  }
}

/** A message is answered by the first later message of the other side that replies to it. */
async function markAnswered(db: Queryable, institutionId: number, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.query(
    `UPDATE messaging_messages m SET answered_at = r.first
       FROM (SELECT q.id, min(a.sent_at) AS first
               FROM messaging_messages q JOIN messaging_messages a
                 ON a.institution_id = q.institution_id AND a.reply_to = q.external_id AND a.direction <> q.direction
              WHERE q.institution_id = $1 AND q.external_id = ANY($2::text[]) GROUP BY q.id) r
      WHERE m.id = r.id AND m.answered_at IS DISTINCT FROM r.first`,
    [institutionId, ids],
  );
}

async function writeLinks(db: Queryable, institutionId: number, links: LinkEvent[], clicks: ClickEvent[], used: MessageEvent[]) {
  const linkRows = links.map((l) => ({
    code: l.code,
    channel: l.channel,
    voucher: l.voucher,
    phone: e164(l.phone),
    sent_at: l.at.toISOString(),
  }));
  // A click or a use of a link not (yet) seen sent makes its row; the send fills it in when it comes.
  for (const c of [...clicks.map((c) => c.code), ...used.map((u) => u.linkCode!)])
    linkRows.push({ code: c, channel: 'unknown', voucher: null, phone: null, sent_at: null as unknown as string });
  for (let i = 0; i < linkRows.length; i += CHUNK)
    await db.query(
      `INSERT INTO whatsapp_links (institution_id, code, channel, booking_id, phone, sent_at)
       SELECT DISTINCT ON (x.code) $1, x.code, x.channel, (SELECT b.id FROM bookings b WHERE b.institution_id = $1 AND b.voucher = x.voucher),
              x.phone, x.sent_at
         FROM jsonb_to_recordset($2::jsonb) AS x(code text, channel text, voucher text, phone text, sent_at timestamptz)
        WHERE x.code ~ '^[A-Z0-9]{4,12}$'
        ORDER BY x.code, x.sent_at NULLS LAST
       ON CONFLICT (institution_id, code) DO UPDATE
          SET channel = CASE WHEN EXCLUDED.sent_at IS NOT NULL THEN EXCLUDED.channel ELSE whatsapp_links.channel END,
              booking_id = coalesce(whatsapp_links.booking_id, EXCLUDED.booking_id),
              phone = coalesce(whatsapp_links.phone, EXCLUDED.phone),
              sent_at = coalesce(whatsapp_links.sent_at, EXCLUDED.sent_at)
        WHERE EXCLUDED.sent_at IS NOT NULL AND whatsapp_links.sent_at IS NULL`,
      [institutionId, JSON.stringify(linkRows.slice(i, i + CHUNK))],
    );
  if (clicks.length)
    await db.query(
      `INSERT INTO whatsapp_link_clicks (institution_id, code, clicked_at)
       SELECT $1, x.code, x.at FROM jsonb_to_recordset($2::jsonb) AS x(code text, at timestamptz) WHERE x.code ~ '^[A-Z0-9]{4,12}$'
       ON CONFLICT DO NOTHING`,
      [institutionId, JSON.stringify(clicks.map((c) => ({ code: c.code, at: c.at.toISOString() })))],
    );
  const codes = [...new Set([...clicks.map((c) => c.code), ...used.map((u) => u.linkCode!)])];
  if (codes.length)
    await db.query(
      `UPDATE whatsapp_links l
          SET first_click_at = (SELECT min(c.clicked_at) FROM whatsapp_link_clicks c WHERE c.institution_id = l.institution_id AND c.code = l.code),
              used_at = (SELECT min(m.sent_at) FROM messaging_messages m
                          WHERE m.institution_id = l.institution_id AND m.link_code = l.code AND m.direction = 'in')
        WHERE l.institution_id = $1 AND l.code = ANY($2::text[])`,
      [institutionId, codes],
    );
}

export interface IngestCounts {
  events: number;
  messages: number;
}

/** Writes one batch of events (idempotent); the caller's transaction. */
export async function ingestEvents(db: Queryable, institutionId: number, events: MessagingEvent[]): Promise<IngestCounts> {
  const messages = mergeMessages(events.filter((e): e is MessageEvent => e.type === 'message'));
  const statuses = events.filter((e): e is StatusEvent => e.type === 'status');
  const links = events.filter((e): e is LinkEvent => e.type === 'link');
  const clicks = events.filter((e): e is ClickEvent => e.type === 'click');
  const reached = reachedBy(statuses);
  const inserted = await writeMessages(db, institutionId, messages, reached);
  // The statuses of this batch's own messages went in with them; the others update earlier rows.
  for (const m of messages) reached.delete(m.id);
  await writeStatuses(db, institutionId, reached);
  await markAnswered(db, institutionId, [...new Set(messages.flatMap((m) => (m.replyTo ? [m.replyTo, m.id] : [m.id])))]);
  const used = messages.filter((m) => m.direction === 'in' && m.linkCode && /^[A-Z0-9]{4,12}$/.test(m.linkCode));
  if (links.length || clicks.length || used.length) await writeLinks(db, institutionId, links, clicks, used);
  return { events: events.length, messages: inserted };
}

export interface IngestOutcome {
  events: number;
  messages: number;
  error: string | null;
}

/**
 * One hotel's ingestion: batches from its cursor until the port has no more (or MAX_BATCHES), each with the new
 * cursor in one transaction. A failure is kept on the account and the next run tries again from the same cursor.
 */
export async function ingestAccount(db: Db, port: MessagingPort, institutionId: number): Promise<IngestOutcome | null> {
  const total = { events: 0, messages: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { rows } = await db.query<{ external_ref: string; cursor: string | null }>(
      'SELECT external_ref, cursor FROM messaging_accounts WHERE institution_id = $1 AND enabled',
      [institutionId],
    );
    const account = rows[0];
    if (!account) return batch === 0 ? null : { ...total, error: null };
    try {
      const fetched = await port.fetch(account.external_ref, account.cursor, AbortSignal.timeout(FETCH_TIMEOUT_MS));
      const counts = await withTransaction(db, async (tx) => {
        // The cursor moves only from where this batch started: a concurrent run's batch is not written twice.
        const moved = await tx.query(
          `UPDATE messaging_accounts SET cursor = $2, last_synced_at = now(), last_attempt_at = now(), last_error = NULL
            WHERE institution_id = $1 AND cursor IS NOT DISTINCT FROM $3`,
          [institutionId, fetched.cursor, account.cursor],
        );
        if (!moved.rowCount) return null;
        return ingestEvents(tx, institutionId, fetched.events);
      });
      if (counts) {
        total.events += counts.events;
        total.messages += counts.messages;
      }
      if (!fetched.more || !counts) break;
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 500);
      await db.query('UPDATE messaging_accounts SET last_attempt_at = now(), last_error = $2 WHERE institution_id = $1', [
        institutionId,
        message,
      ]);
      return { ...total, error: message };
    }
  }
  return { ...total, error: null };
}

/** Queues one hotel's ingestion (deduplicated: one queued or running per hotel). */
export async function queueIngestion(db: Queryable, institutionId: number): Promise<void> {
  await enqueueJob(db, { kind: INGEST_ACCOUNT_JOB, payload: { institutionId }, dedupeKey: `messaging:${institutionId}`, maxAttempts: 1 });
}

export const ingestAllJob: JobHandler = async (deps) => {
  const { rows } = await deps.db.query<{ institution_id: number }>(
    'SELECT institution_id FROM messaging_accounts WHERE enabled ORDER BY institution_id',
  );
  for (const r of rows) await queueIngestion(deps.db, r.institution_id);
  return undefined;
};

export const ingestAccountJob: JobHandler = async (deps, job) => {
  const institutionId = Number(job.payload.institutionId);
  const outcome = await ingestAccount(deps.db, deps.ports.messaging, institutionId);
  if (outcome?.error) deps.log?.warn({ institutionId, error: outcome.error }, 'messaging ingestion failed');
  return undefined;
};

/** Schedules the quarter-hourly ingestion of every hotel's number (an upsert: main.ts calls it at start). */
export async function scheduleMessagingIngestion(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await scheduleJob(deps.db, INGEST_ALL_JOB, INGEST_CRON);
}
