import { isValidIsoDate } from '@gm/domain/dates';
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

/**
 * A calendar date, 'YYYY-MM-DD', in years 1900-2100 (@gm/domain/dates): every date a service takes is this,
 * dateOrDateTime or a date of stay (bookings' stayDate, the same range), so year 0 or 9999 is the field's 400.
 */
export const isoDate = z
  .string()
  .trim()
  .max(10)
  .refine((v) => isValidIsoDate(v), { message: 'invalid_date' });

/** 'YYYY-MM-DD' or an ISO date-time ('T' or a space, optional zone); its date as isoDate. */
export const dateOrDateTime = z
  .string()
  .trim()
  .max(40)
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      isValidIsoDate(v.slice(0, 10)) &&
      !Number.isNaN(Date.parse(v.replace(' ', 'T'))),
    { message: 'invalid_date' },
  );

/** A failure a user should read (spec section 8). */
export const failure = z.object({ status: z.literal(0), message: z.string() });

export const emptyInput = z.object({}).passthrough();
