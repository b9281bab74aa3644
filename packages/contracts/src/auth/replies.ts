import { z } from 'zod';
import { institutionContext } from '../institutions/replies';
import { emulationInfo } from './emulation';

/**
 * The legacy form endpoints' semicolon text (spec section 7 Auth): 'status;message' ('1;Login com sucesso!',
 * '2;...' not signed in), or a bare '1' from recovery and activation. Refusals come back in the same text.
 */
export const statusText = z.string();

/** Granted permissions by area (spec section 6): AREA -> [{ instance, action }]. */
export const permissionMap = z.record(z.string(), z.array(z.object({ instance: z.string(), action: z.string() })));

export const authenticatedUser = z.object({
  idUser: z.number().int(),
  name: z.string(),
  email: z.string(),
  guest: z.boolean(),
  permissions: permissionMap,
});
export type AuthenticatedUser = z.infer<typeof authenticatedUser>;

/** POST /user/token/authenticated: a short-lived access token for the session cookie, with the user and context. */
export const userTokenReply = z.object({
  status: z.literal(1),
  token: z.string(),
  /** Seconds. */
  expiresIn: z.number().int(),
  user: authenticatedUser,
  contextIns: institutionContext.nullable(),
  /** While an administrator emulates `user` (/emulate/index): who is seen as whom; the shell shows a banner. */
  emulation: emulationInfo.nullable().optional(),
});
export type UserTokenReply = z.infer<typeof userTokenReply>;

/**
 * VerifyAuthzService: 'status;idUser;name;email;permissions...' in auth.text; status 1 authorised, 2 not
 * authenticated (then only 'status;message'), 3 signed in but not allowed to call the named service.
 */
export const verifyAuthzReply = z.object({ auth: z.object({ text: z.string() }) });

/** ChangeContextIns: the new hotel's context and an access token for it. */
export const changeContextInsReply = z.object({
  status: z.literal(1),
  contextIns: institutionContext.nullable(),
  token: z.string(),
});
export type ChangedContext = z.infer<typeof changeContextInsReply>;

/** activateAccountService / resetPasswordService: the password is set. */
export const setPasswordReply = z.object({ status: z.literal(1), message: z.string() });
