import { z } from 'zod';

// Emulation (/emulate/index, issue 12): an administrator sees the product as another user of the same hotel.

const userId = z.coerce.number().int().positive().max(2_147_483_647);

/** ListarUsuariosEmulacaoService: the current hotel's active users, searchable by name or e-mail. */
export const listEmulableUsersInput = z.object({
  search: z.string().trim().max(80).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListEmulableUsersInput = z.input<typeof listEmulableUsersInput>;

/** IniciarEmulacaoService: the user to see the product as (of the caller's current hotel). */
export const startEmulationInput = z.object({ idUser: userId });

/**
 * Why a user cannot be emulated: self (the administrator), escalation (they hold at this hotel what the
 * administrator does not), no_grants (nothing to see as them here, e.g. a guest account).
 */
export const emulationRefusal = z.enum(['self', 'escalation', 'no_grants']);
export type EmulationRefusal = z.infer<typeof emulationRefusal>;

export const emulableUser = z.object({
  idUser: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The permission areas they hold at this hotel (the role summary), e.g. HOTEL, TRIAL, PAY. */
  areas: z.array(z.string()),
  /** Their grants at this hotel, AREA:codIns:action. */
  grants: z.array(z.string()),
  lastSignInAt: z.string().nullable(),
  refusal: emulationRefusal.nullable(),
});
export type EmulableUser = z.infer<typeof emulableUser>;

export const listEmulableUsersReply = z.object({
  metadata: z.object({ totalCount: z.number().int() }),
  data: z.array(emulableUser),
});

/** Who is seen as whom: in the authenticated-user reply while a session emulates (null otherwise). */
export const emulationInfo = z.object({
  user: z.object({ idUser: z.number().int(), name: z.string() }),
  actor: z.object({ idUser: z.number().int(), name: z.string(), email: z.string() }),
});
export type EmulationInfo = z.infer<typeof emulationInfo>;

/** Start and stop: a message, and the emulation now in force (null after stopping). */
export const emulationReply = z.object({ status: z.literal(1), message: z.string(), emulation: emulationInfo.nullable() });
