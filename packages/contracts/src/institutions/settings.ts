import { isHexColour, themeColourVerdict } from '@gm/domain/contrast';
import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { MAX_INSTALLMENTS } from '@gm/domain/money';
import { isValidCnpj, onlyDigits } from '@gm/domain/validators';
import { z } from 'zod';
import { institutionContext } from './replies';

/**
 * Basic settings (/config/basicsettings, CHANGEINS:{codIns}:basic): the hotel's identity, its guest-page look and
 * every institution flag of spec section 3, read and saved as one record. A save names only what it changes; a
 * value the schema refuses is a 400 on its field (`flags.QTDMAXPARCELASPGTO`, `taxId`...) and nothing is saved.
 */

/** Currencies a hotel may price in (ISO 4217): Brazil, its neighbours and the usual foreign ones. */
export const CURRENCIES = ['BRL', 'ARS', 'CLP', 'COP', 'MXN', 'PEN', 'PYG', 'UYU', 'USD', 'EUR', 'GBP'] as const;

/** The server's ceiling for QTDMAXHOSPEDESRESERVA (modules/checkin/rules.ts: a leaked voucher cannot fill a hotel). */
export const MAX_GUESTS_PER_BOOKING = 30;

/**
 * DIASRETENCAOFACIAL: days the facial search's index outlives the stay, 0 (deleted at the stay's end) to this
 * (decisions 0068, 0078; the retention sweep clamps to the same bound).
 */
export const MAX_FACE_RETENTION_DAYS = 30;

/** The IANA name as this runtime spells it, or null when the runtime does not know the zone. */
export function knownTimeZone(zone: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The settable flags by kind: yes/no ('S'/'N'), the letters of ISCHECKINSIMPLIFICADO (@gm/domain/wizard), counts,
 * and the terms text. The web's controls and the server's save read this one list.
 */
export const YES_NO_FLAGS = [
  'ISHOSPITAL',
  'HASMAPARESERVAS',
  'HASTAGPANELVDOIS',
  'TSYCFGHASPAYMENT',
  'HASSTEPDOCVACCINE',
  'HASSTEPDOCPET',
  'HASLASTSTEPSINGLE',
  'ALLOWPGTODUASETAPAS',
  'HIDEBOOKINGDATEDETAILS',
  'UX_SHOWONLYDIASEMANA',
  'UX_SHOWVLRDIARIACARD',
  'UX_SHOWTIPOUHCARD',
  'PERMITEEMAILDUPLICADO',
  'PMSIMPORTBOOKINGS',
  // The kiosk's opt-in facial booking search (docs/decisions/0068-facial-booking-search.md).
  'HASBUSCAFACIAL',
] as const;
export type YesNoFlag = (typeof YES_NO_FLAGS)[number];

/** The letters of ISCHECKINSIMPLIFICADO, in the order they are stored. */
export const CHECKIN_LETTERS = ['S', 'C', 'F', 'G'] as const;

export const FLAG_NAMES = [
  ...YES_NO_FLAGS,
  'ISCHECKINSIMPLIFICADO',
  'QTDMAXPARCELASPGTO',
  'QTDMAXHOSPEDESRESERVA',
  'TERMOJURIDICO',
  'DIASRETENCAOFACIAL',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

const yesNo = z.enum(['S', 'N'], { message: 'invalid_flag' });

const letters = z
  .string()
  .trim()
  .max(8)
  .transform((v) => v.toUpperCase())
  .refine((v) => [...v].every((c) => (CHECKIN_LETTERS as readonly string[]).includes(c)), { message: 'invalid_letters' })
  .transform((v) => CHECKIN_LETTERS.filter((c) => v.includes(c)).join(''));

const count = (max: number, min = 1) =>
  z
    .number({ message: 'invalid_number' })
    .int({ message: 'invalid_number' })
    .min(min, { message: 'too_small_number' })
    .max(max, { message: 'too_big_number' });

export const flagsInput = z
  .strictObject({
    ...(Object.fromEntries(YES_NO_FLAGS.map((f) => [f, yesNo])) as Record<YesNoFlag, typeof yesNo>),
    ISCHECKINSIMPLIFICADO: letters,
    QTDMAXPARCELASPGTO: count(MAX_INSTALLMENTS),
    QTDMAXHOSPEDESRESERVA: count(MAX_GUESTS_PER_BOOKING),
    TERMOJURIDICO: z.string().trim().max(20_000, { message: 'too_big' }),
    DIASRETENCAOFACIAL: count(MAX_FACE_RETENTION_DAYS, 0),
  })
  .partial();
export type FlagsInput = z.input<typeof flagsInput>;

/** Text that may be left empty ('' stores nothing). */
const optionalText = (max: number) => z.string().trim().max(max, { message: 'too_big' });

export const addressInput = z
  .strictObject({
    postalCode: optionalText(12),
    street: optionalText(160),
    number: optionalText(20),
    complement: optionalText(80),
    district: optionalText(80),
    city: optionalText(80),
    state: optionalText(80),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'invalid_country' })),
  })
  .superRefine((a, ctx) => {
    const digits = onlyDigits(a.postalCode);
    if (a.country === 'BR' && a.postalCode !== '' && (!/^\d{5}-?\d{3}$/.test(a.postalCode) || digits === '00000000'))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalid_cep' });
    else if (!/^[A-Za-z0-9 -]*$/.test(a.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalid_postal_code' });
  });
export type AddressInput = z.output<typeof addressInput>;

export const basicSettingsInput = z
  .strictObject({
    name: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'too_big' }),
    legalName: optionalText(160),
    /** CNPJ, masked or digits; '' clears it. Stored as 14 digits. */
    taxId: z
      .string()
      .trim()
      .max(20, { message: 'invalid_cnpj' })
      .refine((v) => v === '' || isValidCnpj(v), { message: 'invalid_cnpj' })
      .transform((v) => (v === '' ? null : onlyDigits(v))),
    address: addressInput,
    /** An IANA zone this runtime knows; stored as the runtime spells it. */
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine((v) => knownTimeZone(v) !== null, { message: 'invalid_time_zone' })
      .transform((v) => knownTimeZone(v)!),
    language: z.enum(SUPPORTED_LOCALES, { message: 'invalid_value' }),
    currency: z.enum(CURRENCIES, { message: 'invalid_value' }),
    /** #rrggbb carrying white text at WCAG AA (4.5:1); '' goes back to the theme's colour. */
    themeColor: z
      .string()
      .trim()
      .refine((v) => v === '' || isHexColour(v), { message: 'invalid_colour' })
      .refine((v) => v === '' || !isHexColour(v) || themeColourVerdict(v).passes, { message: 'low_contrast' })
      .transform((v) => (v === '' ? null : v.toLowerCase())),
    flags: flagsInput,
  })
  .partial();
export type BasicSettingsInput = z.input<typeof basicSettingsInput>;
export type BasicSettingsChange = z.output<typeof basicSettingsInput>;

// Replies.

const address = z.object({
  postalCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof address>;

const yesNoValue = z.enum(['S', 'N']);
export const flagValues = z.object({
  ...(Object.fromEntries(YES_NO_FLAGS.map((f) => [f, yesNoValue])) as Record<YesNoFlag, typeof yesNoValue>),
  ISCHECKINSIMPLIFICADO: z.string(),
  QTDMAXPARCELASPGTO: z.number(),
  QTDMAXHOSPEDESRESERVA: z.number(),
  TERMOJURIDICO: z.string(),
  DIASRETENCAOFACIAL: z.number(),
});
export type FlagValues = z.infer<typeof flagValues>;

export const basicSettings = z.object({
  codIns: z.number().int(),
  name: z.string(),
  legalName: z.string().nullable(),
  /** 14 digits, or null. */
  taxId: z.string().nullable(),
  address,
  timeZone: z.string(),
  language: z.enum(SUPPORTED_LOCALES),
  currency: z.string(),
  /** The hotel's own colour (#rrggbb), or null: the theme's. */
  themeColor: z.string().nullable(),
  /** The partner theme key (THEME), read-only here. */
  theme: z.string().nullable(),
  /** GET path of the logo with its version, or null. */
  logoUrl: z.string().nullable(),
  flags: flagValues,
  /** The hotel's guest link code (h) and its network's (r): the guest links are {origin}/checkin?h=... */
  links: z.object({ h: z.string().nullable(), r: z.string().nullable() }),
});
export type BasicSettings = z.infer<typeof basicSettings>;

/** The settings, and the institution context as the back office's session holds it (so it refreshes at once). */
export const basicSettingsReply = z.object({ status: z.literal(1), settings: basicSettings, contextIns: institutionContext });
export type BasicSettingsReply = z.infer<typeof basicSettingsReply>;

/** The read and the logo removal take nothing. */
export const emptyStrictInput = z.strictObject({});

/** The logo upload's path (a plain multipart route: POST, one image; answers basicSettingsReply). */
export const LOGO_UPLOAD_PATH = '/jwt/broker/core/institutions/logo';
