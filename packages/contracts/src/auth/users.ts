// Users administration (/config/managerusers, issue 12): the hotel's users, invitations, grants and access. Every
// service acts on the caller's current hotel only (needsInstitution) and needs CHANGEINS:{codIns}:manageusers.
// The contracts are re-exported by ./services.ts, so a web build gets them as data (vite-contracts.ts).
import { z } from 'zod';
import { email } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { isCataloguedGrant, ROLE_OR_CUSTOM } from '../roles';

export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const userId = z.coerce.number().int().positive().max(2_147_483_647);
const personName = z.string().trim().min(2).max(120);

/** AREA:{codIns}:action of the catalogue (roles.ts GRANT_AREAS); the server checks the instance is the hotel's. */
export const grantString = z
  .string()
  .trim()
  .max(80)
  .regex(/^[A-Z]+:[0-9]+:[a-z*-]+$/, { message: 'invalid_grant' })
  .refine(isCataloguedGrant, { message: 'unknown_grant' });

/** A role template, or 'custom' with the grants themselves (at least one). */
const roleAndGrants = {
  role: z.enum(ROLE_OR_CUSTOM),
  grants: z.array(grantString).max(60).default([]),
};
const customNeedsGrants = (v: { role: string; grants: string[] }, ctx: z.RefinementCtx) => {
  if (v.role === 'custom' && v.grants.length === 0) ctx.addIssue({ code: 'custom', path: ['grants'], message: 'no_grants' });
};

export const listUsersInput = z.object({
  /** Part of the name or e-mail. */
  search: z.string().trim().max(80).optional(),
  status: z.enum(USER_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const inviteUserInput = z.object({ name: personName, email, ...roleAndGrants }).superRefine(customNeedsGrants);
export type InviteUserInput = z.input<typeof inviteUserInput>;

export const updateUserInput = z.object({ userId, name: personName, ...roleAndGrants }).superRefine(customNeedsGrants);
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const userIdInput = z.object({ userId });

export const hotelUser = z.object({
  idUser: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  /** ISO date-time, null when never signed in. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** The role template the grants at this hotel equal, or 'custom'. */
  role: z.enum(ROLE_OR_CUSTOM),
  /** AREA:{codIns}:action at this hotel, sorted. */
  grants: z.array(z.string()),
  /** How many other hotels the user works in (their names are not this hotel's to show). */
  otherHotels: z.number().int(),
  /** The caller holds every grant the user holds here: they may edit, remove or deactivate them. */
  manageable: z.boolean(),
  /** The caller administers every hotel of the user: they may deactivate (else only remove from this hotel). */
  canDeactivate: z.boolean(),
  /** The caller themselves. */
  self: z.boolean(),
});
export type HotelUser = z.infer<typeof hotelUser>;

export const listUsersReply = z.object({ metadata: z.object({ totalCount: z.number().int() }), data: z.array(hotelUser) });

/** A write's reply: the user as the list shows them now, and which mail went out (if any). */
export const userWriteReply = z.object({
  status: z.literal(1),
  user: hotelUser,
  mail: z.enum(['activation', 'recovery']).nullable(),
});

export const removeUserReply = z.object({ status: z.literal(1), idUser: z.number().int() });

const PATHS = ['/jwt/broker/core'];
const base = { basePaths: PATHS, access: 'user', permission: P.CHANGEINS.manageusers, needsInstitution: true } as const;

export const listUsers = defineContract({ ...base, name: 'ListUsuariosService', input: listUsersInput, output: listUsersReply });
export const inviteUser = defineContract({
  ...base,
  name: 'ConvidarUsuarioService',
  writes: true,
  input: inviteUserInput,
  output: userWriteReply,
});
export const updateUser = defineContract({
  ...base,
  name: 'AlterarUsuarioService',
  writes: true,
  input: updateUserInput,
  output: userWriteReply,
});
export const deactivateUser = defineContract({
  ...base,
  name: 'DesativarUsuarioService',
  writes: true,
  input: userIdInput,
  output: userWriteReply,
});
export const reactivateUser = defineContract({
  ...base,
  name: 'ReativarUsuarioService',
  writes: true,
  input: userIdInput,
  output: userWriteReply,
});
export const sendUserPasswordReset = defineContract({
  ...base,
  name: 'EnviarRedefinicaoSenhaService',
  writes: true,
  input: userIdInput,
  output: userWriteReply,
});
export const removeUserFromHotel = defineContract({
  ...base,
  name: 'RemoverUsuarioHotelService',
  writes: true,
  input: userIdInput,
  output: removeUserReply,
});
