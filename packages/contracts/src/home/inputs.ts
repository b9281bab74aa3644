import { z } from 'zod';

/** The most items each of Home's lists carries; the section's total says how many there are in all. */
export const MAX_TODAY_ITEMS = 50;

/** PainelHojeService: how many items each list brings (the totals count them all). */
export const todayWorkInput = z.object({
  limite: z.coerce.number().int().min(1).max(MAX_TODAY_ITEMS).default(20),
});
export type TodayWorkInput = z.infer<typeof todayWorkInput>;
