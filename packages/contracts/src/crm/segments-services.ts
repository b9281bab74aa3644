import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { crmStaff } from './profiles-access';
import { listSegmentsInput, saveSegmentInput, segmentIdInput } from './segments-inputs';
import { availableFiltersReply, listSegmentsReply, removeSegmentReply, segment } from './segments-replies';

/** CRM segments (issue 15): saved filter trees over the guest profiles, with the filter catalogue. */
export const availableFilters = defineContract({
  ...crmStaff,
  name: 'GetAvailableSegmentFiltersService',
  input: emptyInput,
  output: availableFiltersReply,
});

export const listSegments = defineContract({
  ...crmStaff,
  name: 'ListSegmentosService',
  input: listSegmentsInput,
  output: listSegmentsReply,
});

export const getSegment = defineContract({ ...crmStaff, name: 'ConsultarSegmentoService', input: segmentIdInput, output: segment });

export const saveSegment = defineContract({
  ...crmStaff,
  name: 'SalvarSegmentoService',
  writes: true,
  input: saveSegmentInput,
  output: segment,
});

export const removeSegment = defineContract({
  ...crmStaff,
  name: 'RemoverSegmentoService',
  writes: true,
  input: segmentIdInput,
  output: removeSegmentReply,
});
