import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/crm/flows-services';
import { call } from '../../../lib/api/client';

/** CRM flows (issue 15 "Flows"): the automations, one flow, its save, a new one, and the guests' progress. */
export const flowKeys = {
  all: ['crmFlows'] as const,
  list: ['crmFlows', 'list'] as const,
  detail: (cmp: number) => ['crmFlows', 'detail', cmp] as const,
  progress: (cmp: number) => ['crmFlows', 'progress', cmp] as const,
};

export const listFlows = () => call(contracts.listFlows, {});
export const getFlow = (cmp: number) => call(contracts.getFlow, { cmp });
export const postFlow = (input: InputOf<typeof contracts.postFlow>) => call(contracts.postFlow, input);
export const createFlow = (input: InputOf<typeof contracts.createFlow>) => call(contracts.createFlow, input);
export const flowProgress = (input: InputOf<typeof contracts.flowProgress>) => call(contracts.flowProgress, input);
