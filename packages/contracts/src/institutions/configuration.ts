import { isHexColour, themeColourVerdict } from '@gm/domain/contrast';
import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { z } from 'zod';
import { institutionFlags } from '../institutions';
import { notificationSettingsInput } from '../notifications';

/**
 * A hotel's configuration as a file (saveconf, docs/decisions/0037-administration.md): what staff copy from one
 * property to another, and what "copy settings" of a new hotel copies. Settings only: time zone, language, currency,
 * theme, every setting flag, the notification settings and the terms text. Never the hotel's identity (name, legal
 * name, CNPJ, address, logo, link codes), never users, secrets, guests or bookings.
 *
 * The file is versioned; an import reads it with this schema strictly (a known flag with a value it cannot take is
 * refused, where the settings reader would quietly use the default).
 */
export const CONFIGURATION_FORMAT = 'gm-hotel-configuration';
export const CONFIGURATION_VERSION = 1;

/** An IANA time zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An ISO 4217 currency code this runtime knows (BRL, USD, EUR, ARS...). */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

export const timeZoneName = z.string().trim().max(64).refine(isKnownTimeZone, { message: 'invalid_time_zone' });
export const currencyCode = z.string().trim().max(3).refine(isKnownCurrency, { message: 'invalid_currency' });
export const languageCode = z.enum(SUPPORTED_LOCALES);
/** A partner theme key (apps/web/src/theme/themes.ts); null: the neutral theme. */
export const themeKey = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'invalid_theme' })
  .nullable();

/** The terms text lives in TERMOJURIDICO: the file carries it apart from the flags ("terms"). */
export const TERMS_FLAG = 'TERMOJURIDICO';
export const MAX_TERMS_LENGTH = 20_000;

/** A flag this code does not know, as stored: a short scalar. */
const otherFlag = z.union([z.string().max(2000), z.number().finite(), z.boolean()]);

/** The strict form of a known flag's schema: the reader's fallback (`.catch`) removed. */
function strict(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodCatch ? (schema.unwrap() as z.ZodType) : schema;
}

const knownFlags: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(institutionFlags.shape)
    .filter(([name]) => name !== TERMS_FLAG)
    .map(([name, schema]) => [name, strict(schema as z.ZodType).optional()]),
);

/** Every setting flag but the terms: known ones with their own type, others as short scalars, names in upper case. */
export const configurationFlags = z
  .object(knownFlags)
  .catchall(otherFlag)
  .superRefine((flags, ctx) => {
    const names = Object.keys(flags);
    if (names.length > 200) ctx.addIssue({ code: 'custom', message: 'too_many_flags', path: [] });
    for (const name of names) {
      if (name === TERMS_FLAG) ctx.addIssue({ code: 'custom', message: 'terms_apart', path: [name] });
      else if (!/^[A-Z][A-Z0-9_]{0,63}$/.test(name)) ctx.addIssue({ code: 'custom', message: 'invalid_flag_name', path: [name] });
    }
  });

/**
 * The notification settings (their own screen's schema, ../notifications.ts), or {} for a hotel that never saved
 * them: an import checks them as strictly as the notifications screen does.
 */
export const configurationNotifications = z.union([notificationSettingsInput, z.strictObject({})]);

export const configurationSettings = z.strictObject({
  timeZone: timeZoneName,
  language: languageCode,
  currency: currencyCode,
  theme: themeKey,
  /**
   * The hotel's own colour (#rrggbb carrying white text at AA, like the basic settings screen), null for the theme's.
   * Optional: a file written before the colour existed leaves the hotel's colour as it is.
   */
  themeColor: z
    .string()
    .refine((v) => isHexColour(v), { message: 'invalid_colour' })
    .refine((v) => !isHexColour(v) || themeColourVerdict(v).passes, { message: 'low_contrast' })
    .transform((v) => v.toLowerCase())
    .nullable()
    .optional(),
  flags: configurationFlags,
  notifications: configurationNotifications,
});
export type ConfigurationSettings = z.output<typeof configurationSettings>;

/** The file: its format and version, where it came from (informative only), the settings and the terms text. */
export const hotelConfiguration = z.strictObject({
  format: z.literal(CONFIGURATION_FORMAT, { message: 'not_a_configuration' }),
  version: z.literal(CONFIGURATION_VERSION, { message: 'unsupported_version' }),
  exportedAt: z.string().max(40),
  source: z.strictObject({ codIns: z.number().int(), name: z.string().max(200) }),
  settings: configurationSettings,
  /** TERMOJURIDICO: the hotel's own terms; empty: the product's default terms. */
  terms: z.string().max(MAX_TERMS_LENGTH),
});
export type HotelConfiguration = z.output<typeof hotelConfiguration>;

/** One setting an import would change: its key (timeZone, flags.HASMAPARESERVAS, notifications.x, terms), shown. */
export const configurationChange = z.object({
  key: z.string(),
  /** The value now and after, as text (JSON for objects); null: not set. */
  current: z.string().nullable(),
  next: z.string().nullable(),
});
export type ConfigurationChange = z.infer<typeof configurationChange>;
