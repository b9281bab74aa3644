import { z } from 'zod';
import { idOf } from '../checkin';
import { bookingTokenReply } from './replies';

/**
 * The opt-in facial booking search (docs/decisions/0068-facial-booking-search.md): a guest consents at web
 * check-in (the text shown and the date kept), their face photo is indexed (an embedding only), and the kiosk finds
 * the booking by a face; a match only proposes it, and the guest confirms with a second factor.
 */

/** A face photo as base64 (a data: URL prefix is accepted); within the 1 MB request body, about 750 KB of image. */
export const faceImage = z
  .string()
  .trim()
  .transform((v) => v.replace(/^data:image\/[a-z+.-]+;base64,/i, ''))
  .pipe(
    z
      .string()
      .min(100, { message: 'required' })
      .max(1_048_576, { message: 'too_big' })
      .regex(/^[A-Za-z0-9+/=_-]+$/, { message: 'invalid' }),
  );

export const faceConsentQuery = z.object({ CODPESRES: idOf });
export const faceConsentInput = z.object({
  CODPESRES: idOf,
  /** S: the guest consents to the text shown (faceConsentReply.texto); N: withdraws, and the face index is deleted. */
  consentir: z.enum(['S', 'N'], { message: 'invalid' }),
});
export const faceConsentReply = z.object({
  status: z.literal(1),
  /** The hotel offers the facial search (flag HASBUSCAFACIAL = S). */
  habilitado: z.enum(['S', 'N']),
  consentido: z.enum(['S', 'N']),
  /** The consent text in the caller's language (what is stored when the guest consents). */
  texto: z.string(),
  /** When the live consent was given (ISO), null without one. */
  data: z.string().nullable(),
  /** The face is indexed (a photo with a face was sent after consenting). */
  indexado: z.enum(['S', 'N']),
});
export type FaceConsentReply = z.infer<typeof faceConsentReply>;

export const faceSearchInput = z.object({ imagem: faceImage });
/** A candidate names nothing of the guest: only an opaque, short-lived ticket to confirm with the second factor. */
export const faceSearchReply = z.object({
  status: z.literal(1),
  candidatos: z.array(z.object({ ticket: z.string() })).max(3),
});
export type FaceSearchReply = z.infer<typeof faceSearchReply>;

export const faceConfirmInput = z
  .object({
    ticket: z.string().trim().min(1, { message: 'required' }).max(400, { message: 'invalid' }),
    /** The guest's first name... */
    nome: z.string().trim().max(80).optional(),
    /** ...or the booking's voucher. */
    voucher: z.string().trim().max(60).optional(),
  })
  .refine((i) => !!(i.nome || i.voucher), { path: ['nome'], message: 'required' });
export const faceConfirmReply = bookingTokenReply;
