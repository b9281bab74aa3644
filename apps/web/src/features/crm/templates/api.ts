import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/crm/templates-services';
import { call } from '../../../lib/api/client';

/** CRM e-mail templates (issue 15): the list, one template, save, preview, remove, the test send. */
export const templateKeys = {
  all: ['crmTemplates'] as const,
  lists: ['crmTemplates', 'list'] as const,
  detail: (id: number) => ['crmTemplates', 'detail', id] as const,
};

export const listTemplates = (input: InputOf<typeof contracts.listTemplates>) => call(contracts.listTemplates, input);
export const getTemplate = (id: number) => call(contracts.getTemplate, { id });
export const saveTemplate = (input: InputOf<typeof contracts.saveTemplate>) => call(contracts.saveTemplate, input);
export const parseTemplate = (input: InputOf<typeof contracts.parseTemplate>) => call(contracts.parseTemplate, input);
export const removeTemplate = (id: number) => call(contracts.removeTemplate, { id });
export const sendTemplate = (id: number) => call(contracts.sendTemplate, { id });
