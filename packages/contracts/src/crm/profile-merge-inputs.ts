import { z } from 'zod';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** ListPerfisSinalizadosService: the flagged profile pairs waiting for a person's decision, paged. */
export const flaggedPairsInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** MesclarPerfisService: one person after all; `keepId` stays, `removeId` moves into it and goes. */
export const mergeProfilesInput = z
  .object({ keepId: id, removeId: id })
  .refine((v) => v.keepId !== v.removeId, { path: ['removeId'], message: 'merge_same' });

/** SepararPerfisService: two different people; the flag between them is cleared and remembered. */
export const distinctProfilesInput = z
  .object({ id, otherId: id })
  .refine((v) => v.id !== v.otherId, { path: ['otherId'], message: 'merge_same' });
