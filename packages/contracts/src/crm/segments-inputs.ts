import { z } from 'zod';
import { filterTree } from './segments-filters';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** SalvarSegmentoService: a new segment, or a change of one (id). The spec's refusal of an empty name: 'Insira um nome'. */
export const saveSegmentInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, { message: 'segment_name_required' }).max(120),
  filter: filterTree,
});
export type SaveSegmentInput = z.infer<typeof saveSegmentInput>;

export const segmentIdInput = z.object({ id });

export const listSegmentsInput = z.object({ search: z.string().trim().max(80).optional() });
