import type { CampaignContactsInput, CampaignStatus, CreateCampaignInput, ListCampaignsInput } from '@gm/contracts/crm/campaign-inputs';
import type { CampaignContact, CampaignDetailsV2, CampaignSummary, DetailedCampaign } from '@gm/contracts/crm/campaign-replies';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { COUNTS_SQL, type CountsRow, figuresOf } from './campaign-figures';
import { kickCampaign } from './delivery/run';

/**
 * The hotel's campaigns (table campaigns) and what their e-mail rows (campaign_emails) add up to. These functions
 * manage a campaign's life (create, activate, pause, resume, remove); sending is the delivery engine's: it picks a
 * campaign whose status is 'scheduled' and whose next_run_at has passed, and never one that is 'paused' or removed.
 * They act on campaigns that send a template (every query joins it, and removal asks for one): an automation flow
 * without a template of its own is the flows' to manage.
 */
interface CampaignRow {
  id: string;
  name: string;
  description: string;
  status: CampaignStatus;
  status_message: string;
  segment_id: string | null;
  segment_name: string | null;
  template_id: string;
  template_name: string;
  template_subject: string;
  sender_name: string;
  reply_to: string | null;
  schedule_kind: 'now' | 'at' | 'recurring';
  starts_at: Date | null;
  recurrence: 'daily' | 'weekly' | 'monthly' | null;
  next_run_at: Date | null;
  runs: number;
  estimated_audience: number | null;
  created_at: Date;
  updated_at: Date;
  total_count?: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const FROM = `FROM campaigns c
  JOIN campaign_templates t ON t.id = c.template_id
  LEFT JOIN crm_segments s ON s.id = c.segment_id`;
const COLUMNS = `c.id, c.name, c.description, c.status, c.status_message, c.segment_id, s.name AS segment_name,
  c.template_id, t.name AS template_name, t.subject AS template_subject, c.sender_name, c.reply_to, c.schedule_kind,
  c.starts_at, c.recurrence, c.next_run_at, c.runs, c.estimated_audience, c.created_at, c.updated_at`;

function toSummary(r: CampaignRow): CampaignSummary {
  return {
    id: Number(r.id),
    CODCMP: Number(r.id),
    name: r.name,
    CMPDESC: r.name,
    description: r.description,
    status: r.status,
    statusMessage: r.status_message,
    segmentId: r.segment_id === null ? null : Number(r.segment_id),
    segmentName: r.segment_name,
    templateId: Number(r.template_id),
    templateName: r.template_name,
    senderName: r.sender_name,
    replyTo: r.reply_to,
    scheduleKind: r.schedule_kind,
    startsAt: iso(r.starts_at),
    recurrence: r.recurrence,
    nextRunAt: iso(r.next_run_at),
    runs: r.runs,
    estimatedAudience: r.estimated_audience,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

const notFound = (field = 'id') => new AppError('campaigns.campaign_not_found', { httpStatus: 404, field });

const LIST_WHERE = `c.institution_id = $1 AND c.removed_at IS NULL
  AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.description ILIKE '%' || $2 || '%') AND ($3::text IS NULL OR c.status = $3)`;
const listParams = (institutionId: number, f: ListCampaignsInput) => [institutionId, f.search || null, f.status ?? null, f.offset, f.limit];

/** ListCampaignsService: the hotel's campaigns, newest first, by name or description and status, with the total. */
export async function listCampaigns(db: Queryable, institutionId: number, f: ListCampaignsInput) {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total_count ${FROM} WHERE ${LIST_WHERE} ORDER BY c.created_at DESC, c.id DESC OFFSET $4 LIMIT $5`,
    listParams(institutionId, f),
  );
  return { metadata: { totalCount: Number(rows[0]?.total_count ?? 0) }, data: rows.map(toSummary) };
}

/** ListCampaignsDetailedService: the same page, each campaign with its e-mail rows' counts and rates. */
export async function listCampaignsDetailed(db: Queryable, institutionId: number, f: ListCampaignsInput) {
  const { rows } = await db.query<CampaignRow & CountsRow>(
    `SELECT x.*, f.* FROM (
       SELECT ${COLUMNS}, count(*) OVER () AS total_count ${FROM} WHERE ${LIST_WHERE} ORDER BY c.created_at DESC, c.id DESC OFFSET $4 LIMIT $5) x
     CROSS JOIN LATERAL (SELECT ${COUNTS_SQL} FROM campaign_emails e WHERE e.campaign_id = x.id) f
     ORDER BY x.created_at DESC, x.id DESC`,
    listParams(institutionId, f),
  );
  return {
    metadata: { totalCount: Number(rows[0]?.total_count ?? 0) },
    data: rows.map((r): DetailedCampaign => ({ ...toSummary(r), ...figuresOf(r) })),
  };
}

async function findRow(db: Queryable, institutionId: number, id: number, lock = false): Promise<CampaignRow> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE c.institution_id = $1 AND c.id = $2 AND c.removed_at IS NULL${lock ? ' FOR UPDATE OF c' : ''}`,
    [institutionId, id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** One campaign with its counts and rates over every run (GetCampaignDetailsService). */
export async function campaignDetails(db: Queryable, institutionId: number, id: number): Promise<DetailedCampaign> {
  const r = await findRow(db, institutionId, id);
  const { rows } = await db.query<CountsRow>(`SELECT ${COUNTS_SQL} FROM campaign_emails e WHERE e.campaign_id = $1`, [id]);
  return { ...toSummary(r), ...figuresOf(rows[0]!) };
}

/** GetCampaignDetailsServiceV2: the details plus the template's subject, each run's figures and the last activity. */
export async function campaignDetailsV2(db: Queryable, institutionId: number, id: number): Promise<CampaignDetailsV2> {
  const r = await findRow(db, institutionId, id);
  const { rows: all } = await db.query<CountsRow & { last_at: Date | null }>(
    `SELECT ${COUNTS_SQL}, greatest(max(e.created_at), max(e.delivered_at), max(e.last_viewed_at), max(e.visited_at), max(e.failed_at)) AS last_at
       FROM campaign_emails e WHERE e.campaign_id = $1`,
    [id],
  );
  const { rows: runs } = await db.query<CountsRow & { run_no: number; started_at: Date | null; last_delivered_at: Date | null }>(
    `SELECT e.run_no, min(e.created_at) AS started_at, max(e.delivered_at) AS last_delivered_at, ${COUNTS_SQL}
       FROM campaign_emails e WHERE e.campaign_id = $1 GROUP BY e.run_no ORDER BY e.run_no DESC LIMIT 366`,
    [id],
  );
  return {
    ...toSummary(r),
    ...figuresOf(all[0]!),
    templateSubject: r.template_subject,
    lastActivityAt: iso(all[0]!.last_at),
    runsDetail: runs.map((x) => ({
      runNo: x.run_no,
      startedAt: iso(x.started_at),
      lastDeliveredAt: iso(x.last_delivered_at),
      ...figuresOf(x),
    })),
  };
}

/** 'maria.silva@gmail.com' -> 'm***@g***.com': the address of a row whose guest profile was erased (LGPD). */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

const FIGURE_SQL: Record<NonNullable<CampaignContactsInput['status']>, string> = {
  queued: `e.status IN ('queued', 'sending')`,
  delivered: 'e.delivered_at IS NOT NULL',
  opened: '(e.last_viewed_at IS NOT NULL OR e.first_viewed_at IS NOT NULL)',
  clicked: 'e.visited_at IS NOT NULL',
  failed: `e.status = 'failed'`,
  unsubscribed: 'e.unsubscribed_at IS NOT NULL',
};

/** GetCampaignContactsService: the campaign's e-mail rows, newest first, by run, figure and address or name. */
export async function campaignContacts(db: Queryable, institutionId: number, f: CampaignContactsInput) {
  const c = await findRow(db, institutionId, f.id);
  const { rows } = await db.query<{
    id: string;
    run_no: number;
    step: string;
    profile_id: string | null;
    guest: string | null;
    destination: string;
    status: CampaignContact['STATUS'];
    voucher: string | null;
    created_at: Date;
    delivered_at: Date | null;
    last_viewed_at: Date | null;
    visited_at: Date | null;
    failed_at: Date | null;
    status_message: string;
    views: number;
    clicks: number;
    unsubscribed_at: Date | null;
    total: string;
  }>(
    `SELECT e.id, e.run_no, e.step, e.profile_id, p.name AS guest, e.destination, e.status, e.voucher, e.created_at,
            e.delivered_at, e.last_viewed_at, e.visited_at, e.failed_at, e.status_message, e.views, e.clicks,
            e.unsubscribed_at, count(*) OVER () AS total
       FROM campaign_emails e LEFT JOIN guest_profiles p ON p.id = e.profile_id
      WHERE e.institution_id = $1 AND e.campaign_id = $2 AND ($3::int IS NULL OR e.run_no = $3)
        AND ($4::text IS NULL OR (e.profile_id IS NOT NULL AND (e.destination ILIKE '%' || $4 || '%' OR p.name ILIKE '%' || $4 || '%')))
        ${f.status ? `AND ${FIGURE_SQL[f.status]}` : ''}
      ORDER BY e.created_at DESC, e.id DESC OFFSET $5 LIMIT $6`,
    [institutionId, f.id, f.runNo ?? null, f.search || null, f.offset, f.limit],
  );
  return {
    metadata: { totalCount: Number(rows[0]?.total ?? 0) },
    data: rows.map(
      (r): CampaignContact => ({
        id: Number(r.id),
        runNo: r.run_no,
        step: r.step,
        profileId: r.profile_id === null ? null : Number(r.profile_id),
        guestName: r.guest,
        DESTINODELIV: r.profile_id === null ? maskAddress(r.destination) : r.destination,
        STATUS: r.status,
        CMPDESC: c.name,
        VOUCHER: r.voucher,
        DHINCLUSAO: r.created_at.toISOString(),
        DHDELIVERED: iso(r.delivered_at),
        DHLASTVIEWED: iso(r.last_viewed_at),
        DHVISITED: iso(r.visited_at),
        DHFAIL: iso(r.failed_at),
        MSGSTATUS: r.status_message,
        views: r.views,
        clicks: r.clicks,
        unsubscribedAt: iso(r.unsubscribed_at),
      }),
    ),
  };
}

/** The template a campaign may send: the hotel's, not removed. */
export async function assertTemplate(db: Queryable, institutionId: number, templateId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM campaign_templates WHERE institution_id = $1 AND id = $2 AND removed_at IS NULL', [
    institutionId,
    templateId,
  ]);
  if (!rows[0]) throw new AppError('campaigns.template_not_found', { httpStatus: 404, field: 'templateId' });
}

/**
 * The moment a date or date-time means at the hotel: with a zone, that instant; without one, the hotel's local time
 * (a bare date: its midnight). Refused on `startsAt` when it has already passed (a minute of grace for the form).
 */
export async function startsAtOf(db: Queryable, value: string, timeZone: string): Promise<Date> {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  const { rows } = await db.query<{ at: Date; past: boolean }>(
    zoned
      ? `SELECT $1::timestamptz AS at, $1::timestamptz < now() - interval '1 minute' AS past`
      : `SELECT ($1::timestamp AT TIME ZONE $2) AS at, ($1::timestamp AT TIME ZONE $2) < now() - interval '1 minute' AS past`,
    zoned ? [value] : [value.replace(' ', 'T'), timeZone],
  );
  if (rows[0]!.past) throw new AppError('campaigns.starts_in_past', { field: 'startsAt' });
  return rows[0]!.at;
}

export interface NewCampaign extends Omit<CreateCampaignInput, 'startsAt' | 'activate' | 'replyTo'> {
  startsAt: Date | null;
  replyTo: string | null;
  estimatedAudience: number;
}

/** Inserts a campaign: a draft, or 'scheduled' with next_run_at its start (now when it has none). */
export async function insertCampaign(tx: Queryable, institutionId: number, userId: number, c: NewCampaign, activate: boolean) {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO campaigns (institution_id, name, description, segment_id, template_id, sender_name, reply_to, schedule_kind,
                            starts_at, recurrence, status, next_run_at, estimated_audience, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11 = 'scheduled' THEN coalesce($9, now()) END, $12, $13)
     RETURNING id`,
    [
      institutionId,
      c.name,
      c.description,
      c.segmentId,
      c.templateId,
      c.senderName,
      c.replyTo,
      c.scheduleKind,
      c.startsAt,
      c.scheduleKind === 'recurring' ? c.recurrence : null,
      activate ? 'scheduled' : 'draft',
      c.estimatedAudience,
      userId,
    ],
  );
  return Number(rows[0]!.id);
}

export interface StatusChange {
  id: number;
  campaignStatus: CampaignStatus;
  nextRunAt: string | null;
}

/**
 * ActivateCampaignService: a draft or paused campaign becomes 'scheduled', due at its next run, else its start,
 * else now. A scheduled or sending one stays as it is; a finished or failed one is not sent again (its guests
 * already had it), nor one whose segment or template is gone.
 */
export async function activateCampaign(tx: Queryable, institutionId: number, id: number): Promise<StatusChange> {
  const c = await findRow(tx, institutionId, id, true);
  if (c.status === 'scheduled' || c.status === 'sending') return { id, campaignStatus: c.status, nextRunAt: iso(c.next_run_at) };
  if (c.status !== 'draft' && c.status !== 'paused') throw new AppError('campaigns.cannot_activate', { params: { status: c.status } });
  if (c.segment_id === null) throw new AppError('campaigns.segment_gone', { field: 'segmentId' });
  await assertTemplate(tx, institutionId, Number(c.template_id));
  return setStatus(tx, institutionId, id, 'scheduled', 'coalesce(next_run_at, starts_at, now())');
}

/** PausarIniciarCampaignsService: 'scheduled' or 'sending' -> 'paused' -> 'scheduled' (no action: the other one). */
export async function pauseOrResume(tx: Queryable, institutionId: number, id: number, action?: 'pause' | 'resume'): Promise<StatusChange> {
  const c = await findRow(tx, institutionId, id, true);
  const paused = c.status === 'paused';
  const wanted = action ?? (paused ? 'resume' : 'pause');
  if (wanted === 'resume') {
    if (!paused) throw new AppError('campaigns.not_paused');
    return setStatus(tx, institutionId, id, 'scheduled', 'coalesce(next_run_at, now())');
  }
  if (paused) return { id, campaignStatus: 'paused', nextRunAt: iso(c.next_run_at) };
  if (c.status !== 'scheduled' && c.status !== 'sending') throw new AppError('campaigns.cannot_pause');
  return setStatus(tx, institutionId, id, 'paused', 'next_run_at');
}

async function setStatus(tx: Queryable, institutionId: number, id: number, status: CampaignStatus, nextRun: string): Promise<StatusChange> {
  const { rows } = await tx.query<{ next_run_at: Date | null }>(
    `UPDATE campaigns SET status = $3, next_run_at = ${nextRun}, updated_at = now()
      WHERE institution_id = $1 AND id = $2 AND removed_at IS NULL RETURNING next_run_at`,
    [institutionId, id, status],
  );
  const nextRunAt = rows[0]!.next_run_at;
  // Activated or resumed and due: its run is queued in this transaction (decision 0058), not a minute later.
  if (status === 'scheduled' && nextRunAt && nextRunAt.getTime() <= Date.now()) await kickCampaign(tx, id);
  return { id, campaignStatus: status, nextRunAt: iso(nextRunAt) };
}

/**
 * RemoveCampaignsService: every campaign named, or none (one not of the hotel refuses all). A scheduled or sending
 * one is paused first, so the delivery engine stops taking its rows; removed ones keep their e-mail rows (the
 * guests' timelines still show what they received).
 */
export async function removeCampaigns(tx: Queryable, institutionId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM campaigns WHERE institution_id = $1 AND id = ANY($2::bigint[]) AND removed_at IS NULL AND template_id IS NOT NULL ORDER BY id FOR UPDATE`,
    [institutionId, unique],
  );
  if (rows.length !== unique.length) throw notFound('ids');
  await tx.query(
    `UPDATE campaigns SET status = CASE WHEN status IN ('scheduled', 'sending') THEN 'paused' ELSE status END,
            removed_at = now(), updated_at = now()
      WHERE institution_id = $1 AND id = ANY($2::bigint[])`,
    [institutionId, unique],
  );
  return unique;
}
