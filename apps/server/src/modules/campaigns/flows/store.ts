import { EMPTY_FLOW, type FlowDefinition, walkSteps } from '@gm/contracts/crm/flows-definition';
import type { FlowEnrollment, FlowReply, FlowSummary } from '@gm/contracts/crm/flows-replies';
import type { Queryable } from '../../../db/pool';
import { AppError } from '../../../platform/errors';
import { ACTIVE_STATUSES } from './engine';

/** A flow campaign and its definition (tables campaigns, campaign_flows): every function takes the hotel first. */
interface Row {
  id: string;
  name: string;
  status: string;
  definition: FlowDefinition | null;
  version: number | null;
  updated_at: Date | null;
  enrolled: string;
}

const toReply = (r: Row): FlowReply => ({
  cmp: Number(r.id),
  name: r.name,
  status: r.status,
  active: ACTIVE_STATUSES.includes(r.status),
  flow: r.definition ?? EMPTY_FLOW,
  version: r.version ?? 0,
  enrolled: Number(r.enrolled),
  updatedAt: r.updated_at?.toISOString() ?? null,
});

export async function findFlow(db: Queryable, institutionId: number, cmp: number, lock = false): Promise<FlowReply> {
  const { rows } = await db.query<Row>(
    `SELECT c.id, c.name, c.status, f.definition, f.version, f.updated_at,
            (SELECT count(*) FROM campaign_flow_enrollments e WHERE e.campaign_id = c.id) AS enrolled
       FROM campaigns c LEFT JOIN campaign_flows f ON f.campaign_id = c.id
      WHERE c.institution_id = $1 AND c.id = $2 AND c.kind = 'flow' AND c.removed_at IS NULL
      ${lock ? 'FOR UPDATE OF c' : ''}`,
    [institutionId, cmp],
  );
  if (!rows[0]) throw new AppError('campaigns.flow_not_found', { httpStatus: 404, field: 'cmp' });
  return toReply(rows[0]);
}

export async function insertFlowCampaign(db: Queryable, institutionId: number, userId: number, name: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO campaigns (institution_id, name, kind, schedule_kind, status, created_by)
     VALUES ($1, $2, 'flow', 'now', 'draft', $3) RETURNING id`,
    [institutionId, name, userId],
  );
  const id = Number(rows[0]!.id);
  await db.query(
    `INSERT INTO campaign_flows (campaign_id, institution_id, trigger_type, definition, version, updated_by)
     VALUES ($1, $2, $3, $4, 1, $5)`,
    [id, institutionId, EMPTY_FLOW.trigger.type, JSON.stringify(EMPTY_FLOW), userId],
  );
  return id;
}

/** Refuses a send step without a template, or with one that is not the hotel's (on the step's field). */
export async function assertTemplates(db: Queryable, institutionId: number, flow: FlowDefinition): Promise<void> {
  const sends = walkSteps(flow.steps).flatMap(({ step, path }) => (step.kind === 'send' ? [{ id: step.templateId, path }] : []));
  const missing = sends.find((s) => s.id === null);
  if (missing) throw new AppError('campaigns.flow_template_missing', { field: `flow.${missing.path}.templateId` });
  const ids = sends.map((s) => s.id!);
  if (!ids.length) return;
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM campaign_templates WHERE institution_id = $1 AND id = ANY($2) AND removed_at IS NULL',
    [institutionId, ids],
  );
  const known = new Set(rows.map((r) => Number(r.id)));
  const unknown = sends.find((s) => !known.has(s.id!));
  if (unknown) throw new AppError('campaigns.template_not_found', { field: `flow.${unknown.path}.templateId` });
}

/** Writes the definition (the version moves on), the campaign's name, and whether it runs ('sending') or not. */
export async function writeFlow(
  db: Queryable,
  institutionId: number,
  userId: number,
  cmp: number,
  input: { name: string; flow: FlowDefinition; active: boolean },
  current: FlowReply,
): Promise<void> {
  const status = input.active ? (current.active ? current.status : 'sending') : current.active ? 'paused' : current.status;
  await db.query('UPDATE campaigns SET name = $3, status = $4, updated_at = now() WHERE institution_id = $1 AND id = $2', [
    institutionId,
    cmp,
    input.name,
    status,
  ]);
  await db.query(
    `INSERT INTO campaign_flows (campaign_id, institution_id, trigger_type, definition, version, updated_by)
     VALUES ($1, $2, $3, $4, 1, $5)
     ON CONFLICT (campaign_id) DO UPDATE SET trigger_type = EXCLUDED.trigger_type, definition = EXCLUDED.definition,
            version = campaign_flows.version + 1, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [cmp, institutionId, input.flow.trigger.type, JSON.stringify(input.flow), userId],
  );
}

interface EnrollmentRow {
  id: string;
  profile_id: string;
  name: string;
  booking_id: string | null;
  current_step: string | null;
  status: FlowEnrollment['status'];
  stop_reason: string | null;
  next_at: Date | null;
  enrolled_at: Date;
  history: FlowEnrollment['history'];
  total: string;
}

export async function listEnrollments(
  db: Queryable,
  institutionId: number,
  cmp: number,
  page: { offset: number; limit: number },
): Promise<{ metadata: { totalCount: number }; data: FlowEnrollment[] }> {
  const { rows } = await db.query<EnrollmentRow>(
    `SELECT e.id, e.profile_id, p.name, e.booking_id, e.current_step, e.status, e.stop_reason, e.next_at, e.enrolled_at,
            e.history, count(*) OVER () AS total
       FROM campaign_flow_enrollments e JOIN guest_profiles p ON p.id = e.profile_id
      WHERE e.institution_id = $1 AND e.campaign_id = $2
      ORDER BY e.enrolled_at DESC, e.id DESC OFFSET $3 LIMIT $4`,
    [institutionId, cmp, page.offset, page.limit],
  );
  return {
    metadata: { totalCount: Number(rows[0]?.total ?? 0) },
    data: rows.map((r) => ({
      id: Number(r.id),
      profileId: Number(r.profile_id),
      name: r.name,
      bookingId: r.booking_id === null ? null : Number(r.booking_id),
      currentStep: r.current_step,
      status: r.status,
      stopReason: r.stop_reason,
      nextAt: r.next_at?.toISOString() ?? null,
      enrolledAt: r.enrolled_at.toISOString(),
      history: r.history.map((h) => ({ step: h.step ?? null, event: h.event, at: new Date(h.at).toISOString() })),
    })),
  };
}

export async function listFlows(db: Queryable, institutionId: number): Promise<{ data: FlowSummary[] }> {
  const { rows } = await db.query<Row & { trigger_type: string }>(
    `SELECT c.id, c.name, c.status, f.definition, f.version, f.updated_at, f.trigger_type,
            (SELECT count(*) FROM campaign_flow_enrollments e WHERE e.campaign_id = c.id) AS enrolled
       FROM campaigns c JOIN campaign_flows f ON f.campaign_id = c.id
      WHERE c.institution_id = $1 AND c.kind = 'flow' AND c.removed_at IS NULL
      ORDER BY f.updated_at DESC, c.id DESC LIMIT 500`,
    [institutionId],
  );
  return {
    data: rows.map((r) => {
      const f = toReply(r);
      return {
        cmp: f.cmp,
        name: f.name,
        status: f.status,
        active: f.active,
        trigger: r.trigger_type,
        steps: walkSteps(f.flow.steps).length,
        enrolled: f.enrolled,
        updatedAt: f.updatedAt,
      };
    }),
  };
}
