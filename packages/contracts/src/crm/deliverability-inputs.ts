import { z } from 'zod';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GuestEmailsService: the campaign e-mails one guest profile received (the profile's timeline). */
export const guestEmailsInput = z.object({ profileId: id });

/** ListSupressoesService: the hotel's suppressed addresses, searched by address, paged. */
export const listSuppressionsInput = z.object({
  search: z.string().trim().max(120).optional(),
  reason: z.enum(['hard_bounce', 'complaint', 'manual']).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** RemoverSupressaoService: a staff member allows marketing mail to an address again, saying why. */
export const removeSuppressionInput = z.object({
  address: z.string().trim().toLowerCase().email().max(254),
  note: z.string().trim().min(3).max(300),
});
