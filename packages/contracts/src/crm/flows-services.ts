import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { createFlowInput, flowProgressInput, getFlowInput, postFlowInput } from './flows-inputs';
import { flowProgressReply, flowReply, listFlowsReply } from './flows-replies';
import { crmStaff } from './profiles-access';

/** CRM flows (issue 15 "Flows", spec section 7; docs/decisions/0062-crm-flows.md): /tagpanel/flows/{cmp}. */
export const getFlow = defineContract({ ...crmStaff, name: 'GetFlowService', input: getFlowInput, output: flowReply });

export const postFlow = defineContract({ ...crmStaff, name: 'PostFlowService', writes: true, input: postFlowInput, output: flowReply });

/** A new automation: a flow campaign in draft with an empty flow (the campaigns list's "new automation"). */
export const createFlow = defineContract({
  ...crmStaff,
  name: 'CreateFlowService',
  writes: true,
  input: createFlowInput,
  output: flowReply,
});

export const flowProgress = defineContract({
  ...crmStaff,
  name: 'GetFlowProgressService',
  input: flowProgressInput,
  output: flowProgressReply,
});

/** The hotel's flow campaigns (the automations list), last changed first. */
export const listFlows = defineContract({ ...crmStaff, name: 'ListFlowsService', input: emptyInput, output: listFlowsReply });
