import { z } from 'zod';
import { email, isoDate } from '../common';

/**
 * The website widget (issue 16, docs/decisions/0053-website-widget.md): a hotel's own site embeds the loader
 * (/widget.js) with its guest link code; the loader and the framed menu read the hotel's widget configuration.
 */

/** WidgetMetadataService: a hotel link code (h), as in the guest links. Form-encoded or JSON (the loader posts a form). */
export const widgetMetadataInput = z.object({
  h: z.string().trim().min(1).max(64),
});
export type WidgetMetadataInput = z.input<typeof widgetMetadataInput>;

/** Which of the menu's entries the hotel offers (its settings decide; see the decision record). */
export const widgetEntries = z.object({
  /** Web check-in (/checkin?h=...): always, the link code opens it. */
  checkin: z.boolean(),
  /** Payment (/payment?h=...): when payment is part of the hotel's guest journey (TSYCFGHASPAYMENT = S). */
  pagamento: z.boolean(),
  /** Contact: when the hotel has a contact e-mail. */
  contato: z.boolean(),
});
export type WidgetEntries = z.infer<typeof widgetEntries>;

export const widgetMetadata = z.object({
  /** The link code the widget was asked for (the menu's links carry it). */
  h: z.string(),
  nomeIns: z.string(),
  /** Hospital wording (ISHOSPITAL = S). */
  hospital: z.boolean(),
  /** The hotel's language (pt, en, es): the widget's default when the page names none. */
  idioma: z.string(),
  /** The button's colour: the hotel's own (#rrggbb, AA with white), else the product's default. */
  cor: z.string(),
  /** The partner theme key (THEME), or null. */
  tema: z.string().nullable(),
  /** The hotel's logo (GET path on the product's origin, versioned), or null. */
  logoUrl: z.string().nullable(),
  entradas: widgetEntries,
  /** The hotel's contact e-mail, or null. */
  email: z.string().nullable(),
});
export type WidgetMetadata = z.infer<typeof widgetMetadata>;

export const widgetMetadataReply = z.object({ status: z.literal(1), widget: widgetMetadata });
export type WidgetMetadataReply = z.infer<typeof widgetMetadataReply>;

/**
 * VinculaReservaFicticiaService (docs/decisions/0067-fictitious-bookings-and-invitations.md): a website visitor whose
 * booking the hotel's PMS has not sent yet starts the web check-in on a placeholder booking, linked to the real one
 * when the PMS import brings it (same voucher, or same dates and guest name).
 */
export const linkPlaceholderInput = z.object({
  h: z.string().trim().min(1).max(64),
  /** The voucher (reservation code) of the hotel's booking engine or channel. */
  voucher: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/),
  /** The visitor's full name (first and last). */
  nome: z
    .string()
    .trim()
    .max(200)
    .regex(/^\S+(\s+\S+)+$/),
  email,
  dtEntrada: isoDate,
  dtSaida: isoDate,
});
export type LinkPlaceholderInput = z.infer<typeof linkPlaceholderInput>;

export const linkPlaceholderReply = z.object({
  status: z.literal(1),
  /** A booking token (4 h) for the placeholder, as the booking search gives one. */
  token: z.string(),
  expiresIn: z.number().int(),
  CODRES: z.number().int(),
  CODPESRES: z.number().int(),
  codPes: z.number().int().nullable(),
  codIns: z.number().int(),
  /** S: a placeholder waiting for the PMS's booking. */
  ficticia: z.literal('S'),
});
export type LinkPlaceholderReply = z.infer<typeof linkPlaceholderReply>;
