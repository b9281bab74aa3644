// Users administration (/config/managerusers, issue 12): the hotel's users, invitations, grants and access. Every
// service acts on the caller's current hotel (needsInstitution) and needs CHANGEINS:{codIns}:manageusers; an
// invitation or an edit may also change the user's other hotels (`hotels`), each checked against the caller's own
// grants at that hotel.
// The contracts are re-exported by ./services.ts, so a web build gets them as data (vite-contracts.ts).
import { z } from 'zod';
import { email } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { isCataloguedGrant, ROLE_OR_CUSTOM } from '../roles';

export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const userId = z.coerce.number().int().positive().max(2_147_483_647);
const codIns = z.coerce.number().int().positive().max(2_147_483_647);
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

/**
 * One hotel's change: the user works there with a role (or custom grants, each AREA:{thatHotel}:action), or
 * (`works: false`) leaves it. Hotels not listed stay as they are.
 */
export const hotelChange = z
  .object({ codIns, works: z.boolean().default(true), role: z.enum(ROLE_OR_CUSTOM).optional(), grants: roleAndGrants.grants })
  .superRefine((v, ctx) => {
    if (!v.works) return;
    if (!v.role) ctx.addIssue({ code: 'custom', path: ['role'], message: 'no_role' });
    else customNeedsGrants({ role: v.role, grants: v.grants }, ctx);
  });
export type HotelChange = z.input<typeof hotelChange>;

/** Other hotels' changes, at most one per hotel. */
const hotels = z
  .array(hotelChange)
  .max(100)
  .superRefine((list, ctx) => {
    list.forEach((h, i) => {
      if (list.findIndex((o) => o.codIns === h.codIns) < i)
        ctx.addIssue({ code: 'custom', path: [i, 'codIns'], message: 'duplicate_hotel' });
    });
  })
  .optional();

export const listUsersInput = z.object({
  /** Part of the name or e-mail. */
  search: z.string().trim().max(80).optional(),
  status: z.enum(USER_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** role and grants are the current hotel's; `hotels`, other hotels where the caller administers users. */
export const inviteUserInput = z.object({ name: personName, email, ...roleAndGrants, hotels }).superRefine(customNeedsGrants);
export type InviteUserInput = z.input<typeof inviteUserInput>;

/**
 * role and grants are the current hotel's; `hotels`, other hotels where the caller administers users (the current
 * hotel may be listed only to leave it, `works: false`: then role and grants are not used).
 */
export const updateUserInput = z.object({ userId, name: personName, ...roleAndGrants, hotels }).superRefine(customNeedsGrants);
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const userIdInput = z.object({ userId });

/** Whose hotels the invite or edit form shows: a user of this hotel, or none (an invitation). */
export const userHotelsInput = z.object({ userId: userId.optional() });

/** A hotel where the caller administers users, and the user's place there. */
export const userHotel = z.object({
  codIns: z.number().int(),
  name: z.string(),
  hospital: z.boolean(),
  /** The caller's current hotel (listed first). */
  current: z.boolean(),
  /** The user works there (always false for an invitation but the current hotel). */
  works: z.boolean(),
  /** The role template the grants there equal, or 'custom'; null when the user does not work there. */
  role: z.enum(ROLE_OR_CUSTOM).nullable(),
  /** AREA:{codIns}:action there, sorted. */
  grants: z.array(z.string()),
  /** The caller holds every grant the user holds there: they may change or end it. */
  manageable: z.boolean(),
});
export type UserHotel = z.infer<typeof userHotel>;

export const userHotelsReply = z.object({
  /** The hotels where the caller holds CHANGEINS:{codIns}:manageusers, the current one first, then by name. */
  hotels: z.array(userHotel),
  /** The user's other hotels the caller works in but does not administer (shown, not editable). */
  elsewhere: z.array(z.object({ codIns: z.number().int(), name: z.string() })),
  /** How many more hotels the user works in: neither administered nor the caller's, so not named. */
  hidden: z.number().int(),
});
export type UserHotelsReply = z.infer<typeof userHotelsReply>;

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

/** An edit's reply: like a write's, with no user when the edit took them out of this hotel. */
export const updateUserReply = z.object({ status: z.literal(1), user: hotelUser.nullable(), mail: z.null() });

export const removeUserReply = z.object({ status: z.literal(1), idUser: z.number().int() });

const PATHS = ['/jwt/broker/core'];
const base = { basePaths: PATHS, access: 'user', permission: P.CHANGEINS.manageusers, needsInstitution: true } as const;

export const listUsers = defineContract({ ...base, name: 'ListUsuariosService', input: listUsersInput, output: listUsersReply });
export const userHotels = defineContract({ ...base, name: 'ListHoteisUsuarioService', input: userHotelsInput, output: userHotelsReply });
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
  output: updateUserReply,
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
