import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/crm/segments-services';
import { call } from '../../../lib/api/client';

/** CRM segments (issue 15): the filter catalogue and the saved segments. */
export const segmentKeys = {
  all: ['crm', 'segments'] as const,
  list: ['crm', 'segments', 'list'] as const,
  detail: (id: number) => ['crm', 'segments', 'detail', id] as const,
  filters: ['crm', 'segments', 'filters'] as const,
};

export const availableFilters = () => call(contracts.availableFilters, {});
export const listSegments = () => call(contracts.listSegments, {});
export const getSegment = (id: number) => call(contracts.getSegment, { id });
export const saveSegment = (input: InputOf<typeof contracts.saveSegment>) => call(contracts.saveSegment, input);
export const removeSegment = (id: number) => call(contracts.removeSegment, { id });
