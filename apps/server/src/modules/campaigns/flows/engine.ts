import type { FlowCondition, FlowDefinition } from '@gm/contracts/crm/flows-definition';
import { type Db, type Queryable, withTransaction } from '../../../db/pool';
import { publishEvent } from '../../../platform/events';
import { entryOf, placeSteps, waitMs } from './steps';

/**
 * Walking guests through flows (docs/decisions/0062-crm-flows.md). An enrolment rests on one step: due (status
 * 'active', next_at reached) it runs steps until a wait (status 'waiting' until next_at) or the end. A send step
 * queues one campaign_emails row (run 0, step = the step's key) with ON CONFLICT DO NOTHING on the row's unique key
 * (campaign, run, step, profile): a second trigger, a retried job or two workers at once cannot queue the same step
 * for the same guest twice. The delivery engine sends queued rows and checks consent and suppressions again.
 */

export const ACTIVE_STATUSES = ['scheduled', 'sending'];
const BATCH = 200;

export interface Candidate {
  profileId: number;
  bookingId: number | null;
  triggerKey: string;
}

interface Entry {
  step: string | null;
  event: string;
  at: string;
}

/**
 * Enrols guests in a flow (those with an e-mail whose current e-mail consent is an opt-in; one journey per guest and
 * flow: the enrolment's unique key). Returns how many were enrolled.
 */
export async function enrolProfiles(
  db: Queryable,
  institutionId: number,
  flow: { campaignId: number; version: number; definition: FlowDefinition },
  candidates: Candidate[],
): Promise<number> {
  const first = flow.definition.steps[0]?.key;
  if (!first || candidates.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO campaign_flow_enrollments
            (institution_id, campaign_id, profile_id, booking_id, trigger_key, current_step, status, next_at, version, history)
     SELECT $1, $2, p.id, c.booking_id, c.trigger_key, $3, 'active', now(), $4,
            jsonb_build_array(jsonb_build_object('step', NULL, 'event', 'entered', 'at', now()))
       FROM unnest($5::bigint[], $6::bigint[], $7::text[]) AS c (profile_id, booking_id, trigger_key)
       JOIN guest_profiles p ON p.id = c.profile_id AND p.institution_id = $1
      WHERE cardinality(p.emails) > 0
        AND (SELECT k.granted FROM guest_profile_consents k
              WHERE k.profile_id = p.id AND k.channel = 'email' ORDER BY k.at DESC, k.id DESC LIMIT 1) IS TRUE
     ON CONFLICT (campaign_id, profile_id) DO NOTHING`,
    [
      institutionId,
      flow.campaignId,
      first,
      flow.version,
      candidates.map((c) => c.profileId),
      candidates.map((c) => c.bookingId),
      candidates.map((c) => c.triggerKey),
    ],
  );
  if (rowCount) await publishEvent(db, { institutionId, type: 'campaigns.flows.changed', id: flow.campaignId });
  return rowCount ?? 0;
}

interface DueRow {
  id: string;
  institution_id: number;
  campaign_id: string;
  profile_id: string;
  booking_id: string | null;
  current_step: string | null;
  status: 'active' | 'waiting';
  definition: FlowDefinition;
  version: number;
}

/** Advances every due enrolment (of one hotel, or of all), in batches of 200 rows locked with SKIP LOCKED. */
export async function advanceDue(db: Db, institutionId: number | null = null): Promise<number> {
  let moved = 0;
  for (;;) {
    const n = await withTransaction(db, (tx) => advanceBatch(tx, institutionId));
    moved += n;
    if (n < BATCH) return moved;
  }
}

/** Advances up to 200 due enrolments in the caller's transaction (the rows stay locked until it ends); returns how many. */
export async function advanceBatch(tx: Queryable, institutionId: number | null): Promise<number> {
  const { rows } = await tx.query<DueRow>(
    `SELECT e.id, e.institution_id, e.campaign_id, e.profile_id, e.booking_id, e.current_step, e.status, f.definition, f.version
       FROM campaign_flow_enrollments e
       JOIN campaigns c ON c.id = e.campaign_id
       JOIN campaign_flows f ON f.campaign_id = e.campaign_id
      WHERE e.status IN ('active', 'waiting') AND e.next_at <= now()
        AND c.status = ANY($2) AND c.removed_at IS NULL
        AND ($1::int IS NULL OR e.institution_id = $1)
      ORDER BY e.next_at, e.id LIMIT ${BATCH}
      FOR UPDATE OF e SKIP LOCKED`,
    [institutionId, ACTIVE_STATUSES],
  );
  for (const row of rows) await advance(tx, row);
  const flows = new Map(rows.map((r) => [r.campaign_id, r.institution_id]));
  for (const [cmp, inst] of flows) await publishEvent(tx, { institutionId: inst, type: 'campaigns.flows.changed', id: Number(cmp) });
  return rows.length;
}

/** Runs one enrolment's steps from where it rests, up to the next wait or the end, and records what happened. */
async function advance(tx: Queryable, row: DueRow): Promise<void> {
  const placed = placeSteps(row.definition);
  const history: Entry[] = [];
  const at = () => new Date().toISOString();
  const note = (step: string | null, event: string) => history.push({ step, event, at: at() });
  const profileId = Number(row.profile_id);
  const campaignId = Number(row.campaign_id);
  let key = row.current_step;
  // A wait that has run its course: on to the step after it.
  if (row.status === 'waiting' && key) {
    const here = placed.get(key);
    if (here) note(key, 'waited');
    key = here ? here.next : key;
  }
  const save = (fields: { step: string | null; status: string; nextAt: Date | null; stopReason?: string }) =>
    tx.query(
      `UPDATE campaign_flow_enrollments
          SET current_step = $2, status = $3, next_at = $4, stop_reason = $5, version = $6,
              history = history || $7::jsonb, updated_at = now()
        WHERE id = $1`,
      [row.id, fields.step, fields.status, fields.nextAt, fields.stopReason ?? null, row.version, JSON.stringify(history)],
    );
  for (let guard = 0; guard < 200; guard++) {
    if (key === null) {
      note(null, 'finished');
      await save({ step: null, status: 'finished', nextAt: null });
      return;
    }
    const here = placed.get(key);
    if (!here) {
      // The flow was changed and the step this guest rested on is gone: the journey stops there.
      note(key, 'step_removed');
      await save({ step: null, status: 'stopped', nextAt: null, stopReason: 'step_removed' });
      return;
    }
    const step = here.step;
    if (step.kind === 'wait') {
      note(key, 'waiting');
      await save({ step: key, status: 'waiting', nextAt: new Date(Date.now() + waitMs(step.days, step.hours)) });
      return;
    }
    if (step.kind === 'send') {
      const outcome = await queueStep(tx, row.institution_id, campaignId, profileId, row.booking_id, key, step.templateId);
      note(key, outcome);
      if (outcome === 'no_consent' || outcome === 'no_email') {
        await save({ step: null, status: 'stopped', nextAt: null, stopReason: outcome });
        return;
      }
      key = here.next;
      continue;
    }
    const yes = await holds(tx, row, step.condition);
    note(key, yes ? 'yes' : 'no');
    key = entryOf(here, yes ? 'yes' : 'no');
  }
  throw new Error(`flow ${campaignId}: enrolment ${row.id} did not settle`);
}

/** Queues a send step's e-mail once per guest: 'queued', 'already_sent' (the row exists), or why not. */
async function queueStep(
  tx: Queryable,
  institutionId: number,
  campaignId: number,
  profileId: number,
  bookingId: string | null,
  key: string,
  templateId: number | null,
): Promise<'queued' | 'already_sent' | 'no_consent' | 'no_email'> {
  const { rows } = await tx.query<{ email: string | null; consent: boolean | null; voucher: string | null }>(
    `SELECT p.emails[1] AS email,
            (SELECT k.granted FROM guest_profile_consents k
              WHERE k.profile_id = p.id AND k.channel = 'email' ORDER BY k.at DESC, k.id DESC LIMIT 1) AS consent,
            (SELECT b.voucher FROM bookings b WHERE b.id = $3 AND b.institution_id = $1) AS voucher
       FROM guest_profiles p WHERE p.id = $2 AND p.institution_id = $1`,
    [institutionId, profileId, bookingId],
  );
  const p = rows[0];
  if (!p?.email) return 'no_email';
  if (p.consent !== true) return 'no_consent';
  const { rowCount } = await tx.query(
    `INSERT INTO campaign_emails (institution_id, campaign_id, run_no, step, template_id, profile_id, booking_id, destination, voucher, status)
     VALUES ($1, $2, 0, $3, $4, $5, $6, lower($7), $8, 'queued')
     ON CONFLICT (campaign_id, run_no, step, profile_id) DO NOTHING`,
    [institutionId, campaignId, key, templateId, profileId, bookingId, p.email, p.voucher],
  );
  return rowCount ? 'queued' : 'already_sent';
}

/** A branch's condition, read now: the stay's web check-in, the guest's profile, or this flow's e-mails. */
async function holds(tx: Queryable, row: DueRow, c: FlowCondition): Promise<boolean> {
  const { rows } = await tx.query<{ yes: boolean }>(
    `SELECT CASE $4::text
              WHEN 'webcheckin_done' THEN EXISTS (SELECT 1 FROM booking_persons bp
                                                   WHERE bp.booking_id = $3 AND bp.institution_id = $1 AND bp.webcheckin_status = 'D')
              WHEN 'returning_guest' THEN p.stays >= 2
              WHEN 'opened_email' THEN EXISTS (SELECT 1 FROM campaign_emails m
                                                WHERE m.campaign_id = $5 AND m.profile_id = p.id AND m.last_viewed_at IS NOT NULL)
              WHEN 'language_is' THEN p.language = $6
              WHEN 'nps_at_most' THEN p.last_nps IS NOT NULL AND p.last_nps <= $6::int
              ELSE false END AS yes
       FROM guest_profiles p WHERE p.id = $2 AND p.institution_id = $1`,
    [
      row.institution_id,
      row.profile_id,
      row.booking_id,
      c.type,
      row.campaign_id,
      c.type === 'nps_at_most' || c.type === 'language_is' ? (c.value ?? '') : null,
    ],
  );
  return rows[0]?.yes === true;
}
