import type { ErrorKeys } from '../../../lib/form-errors';

/** The flow schema's messages (@gm/contracts/crm/flows-definition) -> this feature's words. */
export const FLOW_ERROR_KEYS: ErrorKeys = {
  'crm.flow.key': 'crm.flows.errors.key',
  'crm.flow.key_twice': 'crm.flows.errors.keyTwice',
  'crm.flow.trigger': 'crm.flows.errors.trigger',
  'crm.flow.days': 'crm.flows.errors.days',
  'crm.flow.score': 'crm.flows.errors.score',
  'crm.flow.wait': 'crm.flows.errors.wait',
  'crm.flow.template': 'crm.flows.errors.template',
  'crm.flow.condition': 'crm.flows.errors.condition',
  'crm.flow.language': 'crm.flows.errors.language',
  'crm.flow.too_many': 'crm.flows.errors.tooMany',
  'crm.flow.too_deep': 'crm.flows.errors.tooDeep',
  required: 'crm.flows.errors.name',
};
