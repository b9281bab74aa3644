import { z } from 'zod';
import { flowDefinition } from './flows-definition';

const campaignId = z.coerce.number().int().positive().max(9_007_199_254_740_991);

/** GetFlowService: the flow campaign (`cmp`, the route's /tagpanel/flows/{cmp}). */
export const getFlowInput = z.object({ cmp: campaignId });

/** PostFlowService: the definition (validated), the campaign's name, whether it runs; `version` guards a stale save. */
export const postFlowInput = z.object({
  cmp: campaignId,
  name: z.string().trim().min(1, 'required').max(120),
  flow: flowDefinition,
  active: z.boolean().default(false),
  version: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type PostFlowInput = z.infer<typeof postFlowInput>;

/** CreateFlowService: a new flow campaign (a draft with an empty flow). */
export const createFlowInput = z.object({ name: z.string().trim().min(1, 'required').max(120) });

/** GetFlowProgressService: the guests enrolled, newest first. */
export const flowProgressInput = z.object({
  cmp: campaignId,
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
