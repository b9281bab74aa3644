import { z } from 'zod';

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
