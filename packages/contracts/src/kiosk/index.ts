import { KIOSK_PAYMENT_OUTCOMES } from '@gm/domain/payment-outcome';
import { z } from 'zod';

/**
 * The lobby kiosk (issue 16, docs/decisions/0064-kiosk.md): staff turn a device into a hotel's kiosk with a device
 * token (shown once, in the kiosk URL); the kiosk opens the hotel's check-in with it and takes payment on the PIN pad
 * beside it (the card-terminal port). No card data ever passes through these calls.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The device token of a kiosk URL (/checkin-totem?d=...): 43 base64url characters. */
export const deviceToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/);

// ---------------------------------------------------------------- staff

export const createKioskInput = z.object({
  nome: z.string().trim().min(1).max(80),
  /** The PIN pad beside it, as the terminal gateway names it; empty: the kiosk takes no card. */
  terminal: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9._:-]*$/)
    .optional()
    .transform((v) => v || null),
});
export type CreateKioskInput = z.input<typeof createKioskInput>;

export const kioskDevice = z.object({
  id: z.number(),
  nome: z.string(),
  terminal: z.string().nullable(),
  criadoEm: z.string(),
  ultimoUso: z.string().nullable(),
  revogadoEm: z.string().nullable(),
});
export type KioskDevice = z.infer<typeof kioskDevice>;

/** The new kiosk and its URL (the token appears here once; only its hash is kept). */
export const createKioskReply = z.object({ status: z.literal(1), totem: kioskDevice, token: z.string(), url: z.string() });
export const listKiosksInput = z.object({});
export const listKiosksReply = z.object({ status: z.literal(1), data: z.array(kioskDevice) });
export const revokeKioskInput = z.object({ id });
export const revokeKioskReply = z.object({ status: z.literal(1), totem: kioskDevice });

// ---------------------------------------------------------------- the kiosk

export const openKioskInput = z.object({ dispositivo: deviceToken });
/** What the kiosk opens with: the hotel's link code (the wizard opens it as /checkin does) and whether it takes cards. */
export const openKioskReply = z.object({
  status: z.literal(1),
  h: z.string(),
  nomeIns: z.string(),
  nome: z.string(),
  terminal: z.boolean(),
});
export type OpenKioskReply = z.infer<typeof openKioskReply>;

export const terminalPaymentState = z.enum(['pending', 'approved', 'declined', 'timeout', 'cancelled', 'error']);
export type TerminalPaymentState = z.infer<typeof terminalPaymentState>;

export const startTerminalPaymentInput = z.object({
  dispositivo: deviceToken,
  /** The invoice; absent: the booking's first open one. */
  codCab: id.optional(),
});
export const terminalPaymentRefInput = z.object({ dispositivo: deviceToken, id });

export const terminalPayment = z.object({
  id: z.number(),
  codCab: z.number(),
  estado: terminalPaymentState,
  valor: z.number(),
  bandeira: z.string().nullable(),
  codigoAutorizacao: z.string().nullable(),
  /** The terminal's decline or error code. */
  motivo: z.string().nullable(),
  /** The guest-facing text of a decline, a timeout or a cancel (the hotel's language). */
  mensagem: z.string().nullable(),
  /** Poll again after this long while pending. */
  pollAfterMs: z.number().nullable(),
});
export type TerminalPayment = z.infer<typeof terminalPayment>;
export const terminalPaymentReply = z.object({ status: z.literal(1), pagamento: terminalPayment });
export type TerminalPaymentReply = z.infer<typeof terminalPaymentReply>;

/** What stops the walk-up check-in (@gm/domain/kiosk kioskBlocker), checked before the release and after payment. */
export const checkKioskInput = z.object({ dispositivo: deviceToken });
export const checkKioskReply = z.object({
  status: z.literal(1),
  impedimento: z.enum(['stage', 'not_today', 'children', 'unpaid']).nullable(),
  vlrEmAberto: z.number(),
});
export type CheckKioskReply = z.infer<typeof checkKioskReply>;

// ---------------------------------------------------------------- the kiosk's sessions (issue 17, totem dashboards)

/** The stages a kiosk session reports: the wizard's steps (@gm/domain/wizard) and the start screen. */
export const kioskSessionStep = z.enum([
  'start',
  'search',
  'select-person',
  'verify',
  'registration',
  'address',
  'documents',
  'vaccine',
  'pet',
  'authorization',
  'additional',
  'terms',
  'face',
  'summary',
  'payment',
  'confirmation',
  'checkin',
]);
export type KioskSessionStep = z.infer<typeof kioskSessionStep>;
export const kioskSearchMethod = z.enum(['voucher', 'qr', 'face']);
export const kioskSessionOutcome = z.enum(['completed', 'blocked', 'abandoned', 'idle']);
/** What the payment step showed (docs/decisions/0081-payment-outcomes.md); an approval is never replaced. */
export const kioskPaymentOutcome = z.enum(KIOSK_PAYMENT_OUTCOMES);

/**
 * RegistrarSessaoTotemService: the kiosk reports a guest's session as it goes (the start tap, each screen, how the
 * booking was found, the end). `sessao` is the kiosk's random UUID for the session; the first report creates it.
 */
export const reportKioskSessionInput = z.object({
  dispositivo: deviceToken,
  sessao: z.string().uuid(),
  etapa: kioskSessionStep,
  /** The step's place in the guest's wizard (0 = start screen), so the furthest step is kept. */
  ordem: z.coerce.number().int().min(0).max(40),
  busca: kioskSearchMethod.optional(),
  fim: kioskSessionOutcome.optional(),
  pagamento: kioskPaymentOutcome.optional(),
});
export type ReportKioskSessionInput = z.input<typeof reportKioskSessionInput>;
export const reportKioskSessionReply = z.object({ status: z.literal(1) });
