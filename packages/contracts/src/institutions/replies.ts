import { z } from 'zod';
import { flag } from '../common';

/** A count setting as stored: a number, or numeric text in older rows (the server reads either). */
const storedCount = z.union([z.number(), z.string()]);

/**
 * The institution context (spec section 3) as the server sends it: the institution's own columns and its setting
 * flags as stored. The flags this code reads are described; a hotel may carry flags no code reads yet, and those
 * pass as they are (the object is loose).
 */
export const institutionContext = z.looseObject({
  codIns: z.number().int(),
  nomeIns: z.string(),
  rede: z.string().nullable(),
  COUNTRYINS: z.string(),
  /** IANA time zone. */
  TIMEZONE: z.string(),
  /** Partner theme key; null: neutral. */
  THEME: z.string().nullable(),
  /** The hotel's own colour (#rrggbb, WCAG AA with white; basic settings), else absent or null: the theme's. */
  THEMECOLOR: z.string().nullable().optional(),
  /** The hotel's logo (GET path with its version), else absent or null: the theme's mark. */
  LOGOURL: z.string().nullable().optional(),
  /** The hotel's address on one line (basic settings), else absent or null; the guest's last screen shows it. */
  ENDERECOINS: z.string().nullable().optional(),
  /** Hospital wording: patients and appointments instead of guests and bookings. */
  ISHOSPITAL: flag.optional(),
  /** The reservations map screen. */
  HASMAPARESERVAS: flag.optional(),
  HASTAGPANELVDOIS: flag.optional(),
  /** Payment is part of the check-in. */
  TSYCFGHASPAYMENT: flag.optional(),
  HASSTEPDOCVACCINE: flag.optional(),
  HASSTEPDOCPET: flag.optional(),
  /** A set of letters: S simplified check-in, C/F authorisation document, G card holder field (@gm/domain/wizard). */
  ISCHECKINSIMPLIFICADO: z.string().optional(),
  HASLASTSTEPSINGLE: flag.optional(),
  /** Two-step payment: reserve at check-in, charge later. */
  ALLOWPGTODUASETAPAS: flag.optional(),
  /** Maximum installments of a card payment. */
  QTDMAXPARCELASPGTO: storedCount.optional(),
  HIDEBOOKINGDATEDETAILS: flag.optional(),
  UX_SHOWONLYDIASEMANA: flag.optional(),
  UX_SHOWVLRDIARIACARD: flag.optional(),
  UX_SHOWTIPOUHCARD: flag.optional(),
  /** Guests one booking may hold (spec section 5: not shown). */
  QTDMAXHOSPEDESRESERVA: storedCount.optional(),
  /** Several guests of one booking may share an e-mail; older rows spell it in either case, so any text. */
  PERMITEEMAILDUPLICADO: z.string().optional(),
  /** The hotel's bookings come from its PMS (the scheduled import). */
  PMSIMPORTBOOKINGS: flag.optional(),
  /** The hotel's own terms text; empty: the product's default terms. */
  TERMOJURIDICO: z.string().optional(),
});
export type InstitutionContext = z.infer<typeof institutionContext>;

/** The context a hotel link opens, with the guest context token every later guest call carries. */
export const guestContext = institutionContext.extend({ jwtContexto: z.string() });
export type GuestContext = z.infer<typeof guestContext>;

export const listedInstitution = z.object({ nome: z.string(), codIns: z.number().int(), isCurrent: flag });
export type ListedInstitution = z.infer<typeof listedInstitution>;

/** AvailableInsPerSujeitoService: the hotels the signed-in user may work in. */
export const availableInsReply = z.object({
  availableInsForUser: z.object({ availableIns: z.array(listedInstitution) }),
});

/** ParamsContextInstituicaoService: the caller's hotel context (null if the hotel no longer exists). */
export const paramsContextReply = z.object({ status: z.literal(1), contextIns: institutionContext.nullable() });

/** A hotel of a network link, with its own h link code (null: the hotel has none). */
export const networkHotel = z.object({ nome: z.string(), codIns: z.number().int(), h: z.string().nullable() });
export type NetworkHotel = z.infer<typeof networkHotel>;

/** ContextoService with an h code: the hotel's context, its link codes and a guest context token. */
export const hotelLinkReply = z.object({
  status: z.literal(1),
  tipo: z.literal('h'),
  h: z.string().nullable(),
  r: z.string().nullable(),
  contextIns: guestContext,
});

/** ContextoService with an r code: the network's hotels (for /select-ins). */
export const networkLinkReply = z.object({
  status: z.literal(1),
  tipo: z.literal('r'),
  r: z.string(),
  rede: z.string(),
  hotels: z.array(networkHotel),
});

/** ContextoService with a context token and no code: the hotel's current link codes (no tipo). */
export const linkCodesReply = z.strictObject({ status: z.literal(1), h: z.string().nullable(), r: z.string().nullable() });

export const contextoReply = z.union([hotelLinkReply, networkLinkReply, linkCodesReply]);
export type ContextoReply = z.infer<typeof contextoReply>;
/** What a hotel or network link resolves to (the web's link screens; the token exchange is not theirs). */
export type LinkReply = z.infer<typeof hotelLinkReply> | z.infer<typeof networkLinkReply>;

/** AvailableInsMultiplosHoteis: a network link's hotels, sorted by name. */
export const multiplosHoteisReply = z.object({ status: z.literal(1), rede: z.string(), availableIns: z.array(networkHotel) });

/** EnviarFeedbackService. */
export const feedbackReply = z.object({ status: z.literal(1), message: z.string() });

/** One mail of the outbox; textBody hides sign-in links that are not the viewer's own. */
export const outboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  /** recovery, activation, feedback, identity-code, ... (the sending module's name for it). */
  kind: z.string(),
  status: z.enum(['kept', 'queued', 'sent', 'failed']),
  textBody: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** ListMailOutboxService: a page of the hotel's mail, newest first. */
export const outboxReply = z.object({
  status: z.literal(1),
  metadata: z.object({ totalCount: z.number().int() }),
  data: z.array(outboxMail),
});
export type OutboxPage = z.infer<typeof outboxReply>;
