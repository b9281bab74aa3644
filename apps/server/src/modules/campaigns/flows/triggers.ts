import type { FlowDefinition, FlowTriggerType } from '@gm/contracts/crm/flows-definition';
import { todayIn } from '@gm/domain/dates';
import { type Db, type Queryable, withTransaction } from '../../../db/pool';
import type { DomainEvent, DomainEventHandler } from '../../../platform/domain-events';
import { enqueueJob, type JobHandler } from '../../../platform/jobs';
import { settingsOf } from '../../institutions/public';
import { refreshBookingProfiles } from '../../profiles/public';
import { ACTIVE_STATUSES, advanceDue, type Candidate, enrolProfiles } from './engine';

/**
 * What starts a flow (docs/decisions/0062-crm-flows.md). Business events (a booking made or imported, a check-in,
 * a check-out, a survey answer) queue one FLOW_EVENT_JOB in the event's transaction when the hotel has a running
 * flow with that trigger; the job recognises the booking's guests (profiles) and enrols them. Dates (N days before
 * arrival, web check-in not done by D-2, birthdays) are found by FLOW_TICK_JOB every 15 minutes, which also moves
 * every enrolment whose wait is over.
 */
export const FLOW_EVENT_JOB = 'campaigns.flow-event';
export const FLOW_TICK_JOB = 'campaigns.flow-tick';
const TICK_MS = 15 * 60_000;

interface FlowRow {
  campaign_id: string;
  institution_id: number;
  definition: FlowDefinition;
  version: number;
}

async function runningFlows(db: Queryable, trigger: FlowTriggerType, institutionId: number | null): Promise<FlowRow[]> {
  const { rows } = await db.query<FlowRow>(
    `SELECT f.campaign_id, f.institution_id, f.definition, f.version FROM campaign_flows f JOIN campaigns c ON c.id = f.campaign_id
      WHERE f.trigger_type = $1 AND ($2::int IS NULL OR f.institution_id = $2)
        AND c.status = ANY($3) AND c.removed_at IS NULL AND c.kind = 'flow'`,
    [trigger, institutionId, ACTIVE_STATUSES],
  );
  return rows;
}

const flowOf = (f: FlowRow) => ({ campaignId: Number(f.campaign_id), version: f.version, definition: f.definition });

const EVENT_TRIGGERS: Record<string, FlowTriggerType> = {
  'booking.created': 'booking_created',
  'booking.imported': 'booking_created',
  'booking.checked_in': 'checked_in',
  'booking.checked_out': 'checked_out',
  'survey.submitted': 'survey_low_score',
  'survey.detractor': 'survey_low_score',
};

/** In the event's transaction: one job when a running flow of the hotel listens to this event (a cheap look first). */
const onEvent: DomainEventHandler = async (tx, e: DomainEvent) => {
  const trigger = EVENT_TRIGGERS[e.type];
  if (!trigger || !e.bookingId) return;
  const { rows } = await tx.query(
    `SELECT 1 FROM campaign_flows f JOIN campaigns c ON c.id = f.campaign_id
      WHERE f.institution_id = $1 AND f.trigger_type = $2 AND c.status = ANY($3) AND c.removed_at IS NULL LIMIT 1`,
    [e.institutionId, trigger, ACTIVE_STATUSES],
  );
  if (!rows.length) return;
  const nps = typeof e.details?.nps === 'number' ? e.details.nps : null;
  const responseId = e.details?.responseId ?? null;
  await enqueueJob(tx, {
    kind: FLOW_EVENT_JOB,
    payload: { institutionId: e.institutionId, trigger, bookingId: e.bookingId, personId: e.personId ?? null, nps, responseId },
  });
};

export const flowReactions: Record<string, DomainEventHandler> = Object.fromEntries(Object.keys(EVENT_TRIGGERS).map((t) => [t, onEvent]));

/** The profiles of a booking's guest: the person the event names, else the main guest (recognised first if new). */
async function bookingProfiles(
  tx: Queryable,
  institutionId: number,
  bookingId: number,
  personId: number | null,
  today: string,
): Promise<number[]> {
  await refreshBookingProfiles(tx, institutionId, bookingId, today);
  const { rows } = await tx.query<{ profile_id: string }>(
    `SELECT l.profile_id FROM booking_persons bp JOIN guest_profile_links l ON l.booking_person_id = bp.id
      WHERE bp.institution_id = $1 AND bp.booking_id = $2 AND ($3::bigint IS NULL AND bp.position = 0 OR bp.id = $3)
      ORDER BY bp.position, bp.id LIMIT 1`,
    [institutionId, bookingId, personId],
  );
  return rows.map((r) => Number(r.profile_id));
}

export const flowEventJob: JobHandler = async (deps, job) => {
  const p = job.payload as {
    institutionId: number;
    trigger: FlowTriggerType;
    bookingId: number;
    personId: number | null;
    nps: number | null;
  };
  const flows = (await runningFlows(deps.db, p.trigger, p.institutionId)).filter(
    (f) => p.trigger !== 'survey_low_score' || (p.nps !== null && p.nps <= (f.definition.trigger.maxScore ?? -1)),
  );
  if (!flows.length) return undefined;
  const today = todayIn((await settingsOf(deps.db, p.institutionId)).timeZone);
  await withTransaction(deps.db, async (tx) => {
    const profiles = await bookingProfiles(tx, p.institutionId, p.bookingId, p.personId, today);
    const key = p.trigger === 'survey_low_score' ? `survey:${p.bookingId}` : `booking:${p.bookingId}`;
    for (const f of flows)
      await enrolProfiles(
        tx,
        p.institutionId,
        flowOf(f),
        profiles.map((profileId) => ({ profileId, bookingId: p.bookingId, triggerKey: key })),
      );
  });
  await advanceDue(deps.db, p.institutionId);
  return undefined;
};

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The main guests (recognised profiles) of bookings still to arrive between two dates; pending web check-in only if asked. */
export async function arrivals(db: Queryable, institutionId: number, from: string, to: string, pendingOnly: boolean): Promise<Candidate[]> {
  const { rows } = await db.query<{ profile_id: string; booking_id: string }>(
    `SELECT l.profile_id, b.id AS booking_id
       FROM bookings b
       JOIN booking_persons bp ON bp.booking_id = b.id AND bp.position = 0
       JOIN guest_profile_links l ON l.booking_person_id = bp.id
      WHERE b.institution_id = $1 AND b.status = 'R' AND b.check_in BETWEEN $2::date AND $3::date
        AND (NOT $4 OR NOT EXISTS (SELECT 1 FROM booking_persons d WHERE d.booking_id = b.id AND d.webcheckin_status = 'D'))`,
    [institutionId, from, to, pendingOnly],
  );
  return rows.map((r) => ({ profileId: Number(r.profile_id), bookingId: Number(r.booking_id), triggerKey: `booking:${r.booking_id}` }));
}

async function birthdays(db: Queryable, institutionId: number, today: string): Promise<Candidate[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM guest_profiles WHERE institution_id = $1 AND birth_date IS NOT NULL
        AND to_char(birth_date, 'MM-DD') = to_char($2::date, 'MM-DD')`,
    [institutionId, today],
  );
  return rows.map((r) => ({ profileId: Number(r.id), bookingId: null, triggerKey: `birthday:${today.slice(0, 4)}` }));
}

/** Enrols the guests the date triggers of running flows find today (in each hotel's time zone); returns how many. */
export async function enrolByDate(db: Db, institutionId: number | null = null): Promise<number> {
  let enrolled = 0;
  for (const trigger of ['days_before_arrival', 'webcheckin_pending', 'birthday'] as const) {
    for (const f of await runningFlows(db, trigger, institutionId)) {
      const today = todayIn((await settingsOf(db, f.institution_id)).timeZone);
      const candidates =
        trigger === 'birthday'
          ? await birthdays(db, f.institution_id, today)
          : trigger === 'webcheckin_pending'
            ? await arrivals(db, f.institution_id, today, addDays(today, 2), true)
            : await arrivals(db, f.institution_id, today, addDays(today, f.definition.trigger.days ?? 1), false);
      enrolled += await enrolProfiles(db, f.institution_id, flowOf(f), candidates);
    }
  }
  return enrolled;
}

/** FLOW_TICK_JOB: the date triggers, then every due enrolment; again in 15 minutes. */
export const flowTickJob: JobHandler = async (deps) => {
  await enrolByDate(deps.db);
  await advanceDue(deps.db);
  return { repeatInMs: TICK_MS };
};

/** Starts the 15-minute chain unless it is already queued (main.ts at start). */
export async function scheduleFlowTicks(db: Queryable): Promise<void> {
  await enqueueJob(db, { kind: FLOW_TICK_JOB, dedupeKey: 'flow-tick' });
}
