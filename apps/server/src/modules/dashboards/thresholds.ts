import { dashboardByName } from '@gm/contracts/dashboards/catalogue';
import { DEFAULT_THRESHOLDS, type ThresholdsInput } from '@gm/contracts/dashboards/inputs';
import * as contract from '@gm/contracts/dashboards/services';
import { satisfies } from '@gm/domain/permissions';
import type { Queryable } from '../../db/pool';
import { forbidden } from '../../platform/errors';
import { defineService, type InstitutionContext } from '../../platform/registry';

type Family = ThresholdsInput['family'];

/** The family's DASH function at the current hotel (the contract lets any dashboard user in). */
function assertFamily(ctx: InstitutionContext, family: Family): number {
  const board = dashboardByName(`${family}-summary`)!;
  const c = ctx.caller;
  if (c.kind !== 'user' || !satisfies(c.permissions, board.permission, { codIns: ctx.institutionId, idUser: c.idUser })) throw forbidden();
  return c.idUser;
}

async function thresholdsOf(db: Queryable, institutionId: number, family: Family) {
  const { rows } = await db.query<Record<'m1' | 'm2' | 'm3' | 'm4' | 'm5' | 'm6', string>>(
    'SELECT m1, m2, m3, m4, m5, m6 FROM dashboard_thresholds WHERE institution_id = $1 AND family = $2',
    [institutionId, family],
  );
  const r = rows[0];
  const values = r
    ? { m1: Number(r.m1), m2: Number(r.m2), m3: Number(r.m3), m4: Number(r.m4), m5: Number(r.m5), m6: Number(r.m6) }
    : DEFAULT_THRESHOLDS[family];
  return { status: 1 as const, family, ...values, defaults: !r };
}

const get = defineService(contract.getDashboardThresholds, {
  summary: "A dashboard family's goals at the current hotel (the progress modal's m1..m6), or the product's defaults.",
  sample: () => ({ family: 'check-in' }),
  handler(ctx, input) {
    assertFamily(ctx, input.family);
    return thresholdsOf(ctx.deps.db, ctx.institutionId, input.family);
  },
});

const save = defineService(contract.saveDashboardThresholds, {
  summary: "Sets a dashboard family's goals at the current hotel (the dashboard config panel): each first threshold not above its second.",
  sample: () => ({ family: 'check-in', m1: 30, m2: 60, m3: 30, m4: 60, m5: 70, m6: 90 }),
  async handler(ctx, input) {
    const user = assertFamily(ctx, input.family);
    await ctx.deps.db.query(
      `INSERT INTO dashboard_thresholds (institution_id, family, m1, m2, m3, m4, m5, m6, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (institution_id, family) DO UPDATE
         SET m1 = EXCLUDED.m1, m2 = EXCLUDED.m2, m3 = EXCLUDED.m3, m4 = EXCLUDED.m4, m5 = EXCLUDED.m5, m6 = EXCLUDED.m6,
             updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [ctx.institutionId, input.family, input.m1, input.m2, input.m3, input.m4, input.m5, input.m6, user],
    );
    return thresholdsOf(ctx.deps.db, ctx.institutionId, input.family);
  },
});

export const thresholdServices = [get, save];
