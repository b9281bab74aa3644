import { z } from 'zod';
import { codIns } from '../common';
import { currencyCode, languageCode, timeZoneName } from '../institutions/configuration';

/**
 * New hotel (/create-ins/index): the property's name, network, country, time zone, kind (hotel or hospital),
 * language and currency, and what to copy from a property the caller administers.
 */
export const createPropertyInput = z.object({
  name: z.string().trim().min(2, { message: 'required' }).max(120, { message: 'too_big' }),
  /** The network (rede): one the caller's hotels belong to, or a new name; empty: a property of no network. */
  network: z.string().trim().max(120, { message: 'too_big' }).default(''),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'invalid_country' })
    .transform((c) => c.toUpperCase()),
  timeZone: timeZoneName,
  kind: z.enum(['hotel', 'hospital']),
  language: languageCode,
  currency: currencyCode,
  /** The property to copy from (one the caller administers); null: copy nothing. */
  copyFrom: codIns.nullable().default(null),
  copy: z
    .object({
      /** Flags, notification settings, theme (not the identity: name, CNPJ, address, logo). */
      settings: z.boolean().default(false),
      /** The terms text (TERMOJURIDICO). */
      terms: z.boolean().default(false),
      /** Every user of that property, with the same role here. */
      users: z.boolean().default(false),
    })
    .default({ settings: false, terms: false, users: false }),
});
export type CreatePropertyInput = z.infer<typeof createPropertyInput>;

/**
 * saveconf import: the configuration file's content (read with the configuration schema by the service, so its
 * problems are reported worded and by place) and, to apply, the `basis` the preview answered: if the settings changed
 * since, the import is refused rather than applying a diff nobody saw.
 */
export const importConfigurationInput = z.object({
  configuration: z.unknown(),
  basis: z.string().trim().max(64).optional(),
});
