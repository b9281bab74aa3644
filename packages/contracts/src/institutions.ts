import { DEFAULT_TIME_ZONE } from '@gm/domain/dates';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@gm/domain/locale';
import { z } from 'zod';

/**
 * An institution's settings as the spec names them (section 3 "Institution context"): the setting flags, typed and
 * with their defaults, plus the institution's time zone, language, currency and theme. Flags are stored as set
 * (S means yes, N means no); a flag this schema does not know is kept as stored, and a known flag whose value
 * cannot be read takes its default, so one odd value never takes a hotel down. The server reads every setting
 * through this schema (apps/server/src/modules/institutions/settings.ts).
 */

/** A yes/no flag: exactly 'S' is yes; anything else, or nothing, is N. */
const yesNo = z.enum(['S', 'N']).catch('N');

/** A yes/no flag read in any letter case ('s' is yes too). */
const yesNoAnyCase = z.preprocess((v) => (String(v ?? '').toUpperCase() === 'S' ? 'S' : 'N'), z.enum(['S', 'N']));

/** A number or numeric text, at least 1; empty or unreadable takes the default. */
const atLeastOne = (fallback: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN),
      z.number().finite().min(1),
    )
    .catch(fallback);

/** A time zone this runtime knows (IANA name); any other value takes the default. */
const timeZone = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  })
  .catch(DEFAULT_TIME_ZONE);

export const institutionFlags = z.looseObject({
  /** Hospital wording: patients and appointments (atendimento) instead of guests and bookings. */
  ISHOSPITAL: yesNo,
  /** The reservations map screen. */
  HASMAPARESERVAS: yesNo,
  HASTAGPANELVDOIS: yesNo,
  /** Payment is part of the check-in. */
  TSYCFGHASPAYMENT: yesNo,
  HASSTEPDOCVACCINE: yesNo,
  HASSTEPDOCPET: yesNo,
  /** A set of letters: S simplified check-in, C/F authorisation document, G card holder field (@gm/domain/wizard). */
  ISCHECKINSIMPLIFICADO: z.string().catch(''),
  HASLASTSTEPSINGLE: yesNo,
  /** The guest may reserve at check-in and be charged later (two-step payment). */
  ALLOWPGTODUASETAPAS: yesNo,
  /** Maximum installments (1: the selector is hidden); @gm/domain/money caps it. */
  QTDMAXPARCELASPGTO: atLeastOne(1),
  HIDEBOOKINGDATEDETAILS: yesNo,
  UX_SHOWONLYDIASEMANA: yesNo,
  UX_SHOWVLRDIARIACARD: yesNo,
  UX_SHOWTIPOUHCARD: yesNo,
  /** Guests one booking may hold (spec section 5: not shown); the server caps it at 30. */
  QTDMAXHOSPEDESRESERVA: z.coerce.number().int().min(1).catch(10),
  /** Several guests of one booking may share an e-mail. */
  PERMITEEMAILDUPLICADO: yesNoAnyCase,
  /** The hotel's bookings come from its PMS (the scheduled import). */
  PMSIMPORTBOOKINGS: yesNo,
  /** The kiosk's opt-in facial booking search (docs/decisions/0068-facial-booking-search.md). */
  HASBUSCAFACIAL: yesNo,
  /** Days the facial search's index outlives the stay (0-30; 0: deleted at the stay's end; decision 0078). */
  DIASRETENCAOFACIAL: z.coerce.number().int().min(0).max(30).catch(0),
  /** The hotel's own terms text; empty: the product's default terms. */
  TERMOJURIDICO: z.string().catch(''),
});

export const institutionSettings = institutionFlags.extend({
  codIns: z.number().int().positive(),
  nomeIns: z.string(),
  rede: z.string().nullable().catch(null),
  COUNTRYINS: z.string().min(1).catch('BR'),
  TIMEZONE: timeZone,
  /** The institution's language (its guests may choose another). */
  language: z.enum(SUPPORTED_LOCALES).catch(DEFAULT_LOCALE),
  /** ISO 4217 code of the institution's prices. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .catch('BRL'),
  /** Partner theme key; null: neutral. */
  THEME: z.string().nullable().catch(null),
});

export type InstitutionFlags = z.output<typeof institutionFlags>;
/** The settings as the spec names them (the server maps them to English names once, in its settings loader). */
export type InstitutionSettingsWire = z.output<typeof institutionSettings>;
