import * as contract from '@gm/contracts/crm/flows-services';
import { withTransaction } from '../../../db/pool';
import { AppError, forbidden } from '../../../platform/errors';
import { publishEvent } from '../../../platform/events';
import { type AnyService, defineService, type InstitutionContext } from '../../../platform/registry';
import { assertTemplates, findFlow, insertFlowCampaign, listEnrollments, listFlows, writeFlow } from './store';

const userOf = (ctx: InstitutionContext) => {
  if (ctx.caller.kind !== 'user') throw forbidden();
  return ctx.caller;
};

const get = defineService(contract.getFlow, {
  summary: 'One flow campaign (/tagpanel/flows/{cmp}): its trigger and steps, whether it runs, and how many guests it enrolled.',
  sample: (fx) => ({ cmp: Number(fx.extra.flowCampaignId ?? 1) }),
  handler: (ctx, input) => findFlow(ctx.deps.db, ctx.institutionId, input.cmp),
});

const post = defineService(contract.postFlow, {
  summary:
    "Saves a flow's trigger and steps (checked: unique step keys, the hotel's templates, waits, conditions), its name, and whether it runs; a stale version is refused.",
  sample: (fx) => ({
    cmp: Number(fx.extra.flowCampaignId ?? 1),
    name: 'Pré-chegada',
    flow: { trigger: { type: 'booking_created' as const }, steps: [{ key: 'w1', kind: 'wait' as const, days: 1, hours: 0 }] },
  }),
  async handler(ctx, input) {
    const user = userOf(ctx);
    await assertTemplates(ctx.deps.db, ctx.institutionId, input.flow);
    return withTransaction(ctx.deps.db, async (tx) => {
      const current = await findFlow(tx, ctx.institutionId, input.cmp, true);
      if (input.version !== undefined && input.version !== current.version)
        throw new AppError('campaigns.flow_changed', { httpStatus: 409 });
      await writeFlow(tx, ctx.institutionId, user.idUser, input.cmp, input, current);
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'campaigns.flows.changed', id: input.cmp });
      return findFlow(tx, ctx.institutionId, input.cmp);
    });
  },
});

const create = defineService(contract.createFlow, {
  summary: 'Creates a flow campaign (an automation) in draft, with a booking trigger and no steps yet.',
  sample: () => ({ name: 'Boas-vindas' }),
  async handler(ctx, input) {
    const user = userOf(ctx);
    return withTransaction(ctx.deps.db, async (tx) => {
      const id = await insertFlowCampaign(tx, ctx.institutionId, user.idUser, input.name);
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'campaigns.flows.changed', id });
      return findFlow(tx, ctx.institutionId, id);
    });
  },
});

const progress = defineService(contract.flowProgress, {
  summary: "The guests a flow enrolled, newest first: each one's current step, status, next move and history.",
  sample: (fx) => ({ cmp: Number(fx.extra.flowCampaignId ?? 1), limit: 10 }),
  async handler(ctx, input) {
    await findFlow(ctx.deps.db, ctx.institutionId, input.cmp);
    return listEnrollments(ctx.deps.db, ctx.institutionId, input.cmp, input);
  },
});

const list = defineService(contract.listFlows, {
  summary: "The hotel's automations (flow campaigns): trigger, number of steps, whether each runs and how many guests it enrolled.",
  sample: () => ({}),
  handler: (ctx) => listFlows(ctx.deps.db, ctx.institutionId),
});

export const flowServices: AnyService[] = [get, post, create, progress, list];
