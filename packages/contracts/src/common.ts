import { z } from 'zod';

/** 'S' | 'N' flags of the spec (section 1: S means yes, N means no). */
export const flag = z.enum(['S', 'N']);

/** Institution code as the spec's clients send it: a number or a numeric string. */
export const codIns = z.coerce.number().int().positive().max(2_147_483_647);

export const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, { message: 'invalid_email' });

/** A failure a user should read (spec section 8). */
export const failure = z.object({ status: z.literal(0), message: z.string() });

export const emptyInput = z.object({}).passthrough();
