import { randomBytes, randomInt } from 'node:crypto';
import { todayIn } from '@gm/domain/today';
import { escapeLiteral } from 'pg';
import { type MarketingMessage, MarketingSendError } from '../../../adapters/marketing-mail/port';
import type { Queryable } from '../../../db/pool';
import type { AppDeps } from '../../../platform/deps';
import type { JobHandler } from '../../../platform/jobs';
import { settingsOf } from '../../institutions/public';
import { fillMergeFields, fillMergeFieldsText, type MergeValues } from '../merge-fields';
import { plainTextOf, rowLinks, trackHtml } from './links';
import { reserveSlots } from './pace';
import { nextRunOf } from './run';

/**
 * The sender (decision 0058). Exactly once per row, whatever dies when:
 * 1. a worker holds a PostgreSQL advisory lock of its own (class SENDER_LOCK, key = its random worker number) on a
 *    connection it keeps while it works: the lock is free again the moment its process or connection dies;
 * 2. it claims a batch of queued rows (FOR UPDATE SKIP LOCKED): 'sending', claimed_at, claimed_by = its number;
 * 3. just before each message goes to the relay it sets handed_at (committed, fenced on claimed_by);
 * 4. 'delivered' with delivered_at once the relay accepted it; 'failed' with failed_at and the relay's words on a
 *    refusal; a temporary refusal queues it again (up to MAX_ATTEMPTS).
 * A row found 'sending' whose worker's lock is free: never handed -> 'queued' again; handed -> 'failed', "delivery
 * unknown", never sent again (at most once: a crash between the relay's reply and our write loses the record of
 * one delivery per connection, never duplicates it).
 */
const SENDER_LOCK = 0x434d50; // 'CMP'
const MAX_ATTEMPTS = 3;
const BATCH = 200;
/** A send job works this long, then hands over to a new job (other campaigns' jobs get their turn). */
const JOB_BUDGET_MS = 60_000;
export const INTERRUPTED = 'Delivery unknown: the sender stopped after handing the message to the relay; not sent again.';

export interface DeliverOptions {
  batchSize?: number;
  budgetMs?: number;
  /**
   * Messages in flight at once (default: three times the port's `parallel`, the SMTP pool's connections): while one
   * message is on a connection, the next ones' handover marks wait for their WAL flush, so the connections never idle
   * on the database; a crash leaves at most this many rows "delivery unknown" (decision 0058).
   */
  concurrency?: number;
  /** Called after each message is handed over (the kill test's marker). */
  onHanded?: (emailId: number) => void | Promise<void>;
}

interface CampaignState {
  id: number;
  institution_id: number;
  status: string;
  removed: boolean;
  template_id: string;
  sender_name: string;
  reply_to: string | null;
}

interface ClaimedRow {
  id: string;
  institution_id: number;
  campaign_id: string;
  template_id: string | null;
  profile_id: string | null;
  destination: string;
  attempts: number;
  consent: boolean | null;
  suppressed: string | null;
  name: string | null;
  language: string | null;
  booking_id: string | null;
  check_in: string | null;
  check_out: string | null;
}

interface Template {
  subject: string;
  html: string;
  msgFrom: string;
  removed: boolean;
}

async function campaignState(db: Queryable, campaignId: number): Promise<CampaignState | null> {
  const { rows } = await db.query<CampaignState>(
    `SELECT id, institution_id, status, removed_at IS NOT NULL AS removed, template_id, sender_name, reply_to FROM campaigns WHERE id = $1`,
    [campaignId],
  );
  return rows[0] ?? null;
}

/** Rows left 'sending' by workers whose lock is free (they died): back to the queue, or failed when handed. */
export async function recoverDeadClaims(lockClient: Queryable, db: Queryable, campaignId: number, self: number): Promise<number> {
  const { rows } = await db.query<{ claimed_by: number | null }>(
    `SELECT DISTINCT claimed_by FROM campaign_emails WHERE campaign_id = $1 AND status = 'sending'`,
    [campaignId],
  );
  let n = 0;
  for (const { claimed_by: owner } of rows) {
    if (owner === self) continue;
    if (owner !== null) {
      const { rows: got } = await lockClient.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [SENDER_LOCK, owner]);
      if (!got[0]!.ok) continue; // alive
    }
    try {
      const r = await db.query(
        `UPDATE campaign_emails
            SET status = CASE WHEN handed_at IS NULL THEN 'queued' ELSE 'failed' END,
                failed_at = CASE WHEN handed_at IS NULL THEN failed_at ELSE now() END,
                status_message = CASE WHEN handed_at IS NULL THEN status_message ELSE $3 END,
                claimed_by = NULL
          WHERE campaign_id = $1 AND status = 'sending' AND claimed_by IS NOT DISTINCT FROM $2`,
        [campaignId, owner, INTERRUPTED],
      );
      n += r.rowCount ?? 0;
    } finally {
      if (owner !== null) await lockClient.query('SELECT pg_advisory_unlock($1, $2)', [SENDER_LOCK, owner]);
    }
  }
  return n;
}

/**
 * Claims a batch, with what its sending needs: consent now, suppression now, the guest and the stay (the next one
 * counted from `today`, the campaign hotel's day).
 */
async function claimBatch(db: Queryable, campaignId: number, worker: number, size: number, today: string): Promise<ClaimedRow[]> {
  const { rows } = await db.query<ClaimedRow>(
    `WITH claimed AS (
       UPDATE campaign_emails e SET status = 'sending', claimed_at = now(), claimed_by = $3, handed_at = NULL
        WHERE e.id IN (SELECT id FROM campaign_emails WHERE campaign_id = $1 AND status = 'queued' ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING e.id, e.institution_id, e.campaign_id, e.template_id, e.profile_id, e.destination, e.attempts, e.booking_id)
     SELECT c.id, c.institution_id, c.campaign_id, c.template_id, c.profile_id, c.destination, c.attempts,
            (SELECT k.granted FROM guest_profile_consents k WHERE k.profile_id = c.profile_id AND k.channel = 'email'
              ORDER BY k.at DESC, k.id DESC LIMIT 1) AS consent,
            s.reason AS suppressed, p.name, p.language,
            st.id AS booking_id, to_char(st.check_in, 'YYYY-MM-DD') AS check_in, to_char(st.check_out, 'YYYY-MM-DD') AS check_out
       FROM claimed c
       LEFT JOIN guest_profiles p ON p.id = c.profile_id
       LEFT JOIN email_suppressions s ON s.institution_id = c.institution_id AND s.address = c.destination
       LEFT JOIN LATERAL (
         -- The row's own stay (a flow's), else the guest's next stay, else the latest: by index, never a scan.
         SELECT b.id, b.check_in, b.check_out FROM bookings b WHERE b.id = c.booking_id
         UNION ALL
         (SELECT b.id, b.check_in, b.check_out FROM guest_profile_links l
            JOIN booking_persons bp ON bp.id = l.booking_person_id JOIN bookings b ON b.id = bp.booking_id
           WHERE c.booking_id IS NULL AND l.profile_id = c.profile_id
           ORDER BY (b.status <> 'C') DESC, (b.check_out >= $4::date) DESC,
                    CASE WHEN b.check_out >= $4::date THEN b.check_in END ASC, b.check_in DESC
           LIMIT 1)
         LIMIT 1) st ON true
      ORDER BY c.id`,
    [campaignId, size, worker, today],
  );
  return rows;
}

function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return language === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs fn over items with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

class Sender {
  private readonly templates = new Map<number, Template | null>();
  private hotel: { name: string; linkCode: string | null } | null = null;
  private readonly domain: string;

  constructor(
    private readonly deps: AppDeps,
    private readonly campaign: CampaignState,
    private readonly worker: number,
    private readonly opts: DeliverOptions,
  ) {
    const from = deps.config.marketingMailFrom;
    this.domain = (/<([^>]+)>/.exec(from)?.[1] ?? from).split('@')[1]?.trim() || 'guest-platform.local';
  }

  private async template(id: number): Promise<Template | null> {
    if (!this.templates.has(id)) {
      const { rows } = await this.deps.db.query<{ subject: string; output_html: string; msg_from: string; removed: boolean }>(
        `SELECT subject, output_html, msg_from, removed_at IS NOT NULL AS removed FROM campaign_templates WHERE id = $1 AND institution_id = $2`,
        [id, this.campaign.institution_id],
      );
      const r = rows[0];
      this.templates.set(id, r ? { subject: r.subject, html: r.output_html, msgFrom: r.msg_from, removed: r.removed } : null);
    }
    return this.templates.get(id) ?? null;
  }

  private async hotelOf() {
    if (!this.hotel) {
      const settings = await settingsOf(this.deps.db, this.campaign.institution_id);
      const { rows } = await this.deps.db.query<{ code: string }>(
        `SELECT code FROM hotel_links WHERE kind = 'h' AND institution_id = $1 ORDER BY code LIMIT 1`,
        [this.campaign.institution_id],
      );
      this.hotel = { name: settings.name, linkCode: rows[0]?.code ?? null };
    }
    return this.hotel;
  }

  async batch(rows: ClaimedRow[]): Promise<void> {
    const db = this.deps.db;
    // Consent and suppression are read at send time: an unsubscribe counts from the next batch on.
    const skip = rows.flatMap((r) => {
      const reason = !r.profile_id
        ? 'skipped: no guest profile'
        : r.suppressed
          ? `suppressed: ${r.suppressed}`
          : r.consent !== true
            ? 'opted_out'
            : null;
      return reason ? [{ id: r.id, reason }] : [];
    });
    if (skip.length) {
      await db.query(
        `UPDATE campaign_emails e SET status = 'skipped', status_message = s.reason, claimed_by = NULL
           FROM unnest($1::bigint[], $2::text[]) AS s(id, reason) WHERE e.id = s.id AND e.status = 'sending' AND e.claimed_by = $3`,
        [skip.map((s) => s.id), skip.map((s) => s.reason), this.worker],
      );
    }
    const skipped = new Set(skip.map((s) => s.id));
    const sendable = rows.filter((r) => !skipped.has(r.id));
    if (!sendable.length) return;
    const slots = await reserveSlots(db, this.campaign.institution_id, sendable.length);
    await pool(sendable, this.opts.concurrency ?? 3 * this.deps.ports.marketingMail.parallel, async (row, i) => {
      const wait = slots[i]! - Date.now();
      if (wait > 0) await sleep(wait);
      await this.one(row);
    });
  }

  private async one(row: ClaimedRow): Promise<void> {
    const db = this.deps.db;
    const c = this.campaign;
    const emailId = Number(row.id);
    const template = await this.template(Number(row.template_id ?? c.template_id));
    if (!template || template.removed) {
      await db.query(
        `UPDATE campaign_emails SET status = 'failed', failed_at = now(), status_message = 'The template was removed.', claimed_by = NULL
          WHERE id = $1 AND status = 'sending' AND claimed_by = $2`,
        [emailId, this.worker],
      );
      return;
    }
    const hotel = await this.hotelOf();
    const base = this.deps.config.publicUrl;
    const language = row.language ?? 'pt';
    const links = rowLinks(base, this.deps.config.jwtSecret, emailId, row.institution_id);
    const name = row.name ?? '';
    const values: MergeValues = {
      'guest.name': name,
      'guest.firstName': name.split(/\s+/)[0] ?? '',
      'hotel.name': hotel.name,
      'stay.checkIn': formatDate(row.check_in, language),
      'stay.checkOut': formatDate(row.check_out, language),
      'checkin.link': hotel.linkCode ? `${base}/checkin?h=${encodeURIComponent(hotel.linkCode)}&locale=${language}` : `${base}/checkin`,
      'review.link': `${base}/reviewstay`,
      'unsubscribe.link': links.unsubscribeUrl,
    };
    const filled = fillMergeFields(template.html, values);
    const messageId = `c${c.id}.e${emailId}.${randomBytes(6).toString('hex')}@${this.domain}`;
    const message: MarketingMessage = {
      to: row.destination,
      fromName: (c.sender_name || template.msgFrom || hotel.name).replace(/[<>"\r\n]/g, '').slice(0, 80),
      replyTo: c.reply_to,
      subject: fillMergeFieldsText(template.subject, values).replace(/[\r\n]+/g, ' '),
      html: trackHtml(filled, base, this.deps.config.jwtSecret, links),
      text: `${plainTextOf(filled)}\n\n${links.unsubscribeUrl}`,
      messageId,
      institutionId: row.institution_id,
      headers: {
        'List-Unsubscribe': `<${links.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        Precedence: 'bulk',
        'List-Id': `<campaigns.h${row.institution_id}.${this.domain}>`,
        'Feedback-ID': `c${c.id}:h${row.institution_id}:campaign:gm`,
      },
    };
    // The handover mark, committed before the relay sees anything; fenced, so a row recovered meanwhile is not sent.
    const handed = await db.query({
      name: 'campaigns.handed',
      text: `UPDATE campaign_emails SET handed_at = clock_timestamp(), attempts = attempts + 1, message_id = $3, booking_id = COALESCE(booking_id, $4)
              WHERE id = $1 AND status = 'sending' AND claimed_by = $2 AND handed_at IS NULL`,
      values: [emailId, this.worker, messageId, row.booking_id],
    });
    if (handed.rowCount !== 1) return;
    await this.opts.onHanded?.(emailId);
    try {
      const accepted = await this.deps.ports.marketingMail.send(message);
      // Without waiting for the WAL flush (one round trip): a database crash that lost it leaves the row handed and
      // 'sending', which recovery records as "delivery unknown", never sent again. The handover above stays durable.
      await db.query(
        `BEGIN; SET LOCAL synchronous_commit TO off;
         UPDATE campaign_emails SET status = 'delivered', delivered_at = now(), status_message = ${escapeLiteral(accepted.response.slice(0, 1000))},
                claimed_by = NULL
          WHERE id = ${emailId} AND handed_at IS NOT NULL AND status IN ('sending', 'failed');
         COMMIT;`,
      );
    } catch (error) {
      await this.refused(row, error);
    }
  }

  private async refused(row: ClaimedRow, error: unknown): Promise<void> {
    const db = this.deps.db;
    const e = error instanceof MarketingSendError ? error : new MarketingSendError(String((error as Error).message), 'unknown', false);
    if (e.kind === 'transient' && row.attempts + 1 < MAX_ATTEMPTS) {
      await db.query(
        `UPDATE campaign_emails SET status = 'queued', handed_at = NULL, claimed_by = NULL, status_message = left($2, 1000) WHERE id = $1`,
        [row.id, e.message],
      );
      return;
    }
    const hard = e.kind === 'permanent' && e.recipientRejected;
    await db.query(
      `UPDATE campaign_emails SET status = 'failed', failed_at = now(), status_message = left($2, 1000), bounce_kind = $3, claimed_by = NULL
        WHERE id = $1`,
      [row.id, e.kind === 'unknown' ? `Delivery unknown: ${e.message}` : e.message, hard ? 'hard' : null],
    );
    if (hard) {
      await db.query(
        `INSERT INTO email_suppressions (institution_id, address, reason, detail) VALUES ($1, $2, 'hard_bounce', left($3, 1000))
         ON CONFLICT (institution_id, address) DO NOTHING`,
        [row.institution_id, row.destination, e.message],
      );
    }
  }
}

/** What a send job did: all sent (the campaign closed if its run is over), more left, or stopped (paused, removed). */
export type DeliverOutcome = 'done' | 'more' | 'stopped' | 'waiting';

/** Sends a campaign's queued rows (any run, flow steps too) until none is left, the budget is spent or it is paused. */
export async function deliverCampaign(deps: AppDeps, campaignId: number, opts: DeliverOptions = {}): Promise<DeliverOutcome> {
  const worker = randomInt(1, 2 ** 31 - 1);
  const lockClient = await deps.db.connect();
  let broken = false;
  try {
    await lockClient.query('SELECT pg_advisory_lock($1, $2)', [SENDER_LOCK, worker]);
    await recoverDeadClaims(lockClient, deps.db, campaignId, worker);
    const until = Date.now() + (opts.budgetMs ?? JOB_BUDGET_MS);
    for (;;) {
      // Checked between batches: a pause stops the sending within one batch.
      const c = await campaignState(deps.db, campaignId);
      if (!c || c.removed || c.status === 'paused' || c.status === 'failed') return 'stopped';
      if (Date.now() >= until) return 'more';
      const today = todayIn((await settingsOf(deps.db, c.institution_id)).timeZone);
      const rows = await claimBatch(deps.db, campaignId, worker, opts.batchSize ?? BATCH, today);
      if (!rows.length) return await closeRun(deps.db, campaignId);
      await new Sender(deps, c, worker, opts).batch(rows);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1, $2)', [SENDER_LOCK, worker]).catch(() => {});
    lockClient.release(broken);
  }
}

/**
 * Nothing queued: when nothing is in flight either, the run is over (finished, or scheduled again when recurring). A
 * flow's campaign stays 'sending' while the flow is active: its steps queue rows whenever guests reach them.
 */
async function closeRun(db: Queryable, campaignId: number): Promise<DeliverOutcome> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM campaign_emails WHERE campaign_id = $1 AND status IN ('queued', 'sending')`,
    [campaignId],
  );
  if (Number(rows[0]!.n) > 0) return 'waiting';
  const r = await db.query<{ recurring: boolean }>(
    `UPDATE campaigns SET status = CASE WHEN schedule_kind = 'recurring' THEN 'scheduled' ELSE 'finished' END, updated_at = now()
      WHERE id = $1 AND status = 'sending' AND kind = 'broadcast' RETURNING schedule_kind = 'recurring' AS recurring`,
    [campaignId],
  );
  if (r.rows[0]?.recurring) await nextRunOf(db, campaignId);
  return 'done';
}

export const sendJob: JobHandler = async (deps, job) => {
  const outcome = await deliverCampaign(deps, Number(job.payload.campaignId));
  if (outcome === 'more') return { repeatInMs: 1 };
  // Rows claimed by a live worker elsewhere: look again shortly (that worker may die).
  if (outcome === 'waiting') return { repeatInMs: 30_000 };
  return undefined;
};
