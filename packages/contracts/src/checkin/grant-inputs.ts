import { z } from 'zod';
import { idOf } from '../checkin';
import { email } from '../common';

/**
 * /grant-person-access (docs/decisions/0054-guest-preferences.md): a booking's guest lets another person (a companion,
 * an assistant, a relative) open the booking by e-mail; revocable. The invitation's code is a secret of the link.
 */
export const grantAccessInput = z.object({
  nome: z.string().trim().min(2, { message: 'required' }).max(120),
  email: email.min(1, { message: 'required' }),
});
export type GrantAccessInput = z.infer<typeof grantAccessInput>;

export const revokeAccessInput = z.object({ id: idOf });
/** The invitation link's code (base64url, 32 random bytes). */
export const openGrantInput = z.object({
  codigo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'invalid' }),
});

export const accessGrant = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  concedidoEm: z.string(),
  /** When the invited person last opened the link (null: not yet). */
  abertoEm: z.string().nullable(),
});
export type AccessGrant = z.infer<typeof accessGrant>;

export const listGrantsReply = z.object({ status: z.literal(1), acessos: z.array(accessGrant) });
export const grantAccessReply = z.object({ status: z.literal(1), message: z.string(), acesso: accessGrant });
export const revokeAccessReply = z.object({ status: z.literal(1), message: z.string() });
/** What the invited person gets: a booking token bound to the grant, and where the booking's pages are. */
export const openGrantReply = z.object({
  status: z.literal(1),
  token: z.string(),
  expiresIn: z.number().int(),
  CODRES: z.number().int(),
  codIns: z.number().int(),
  /** The hotel's link code (h) for the guest pages, when the hotel has one. */
  h: z.string().nullable(),
  nomeIns: z.string(),
  voucher: z.string(),
  /** Who granted the access. */
  concedidoPor: z.string(),
});
