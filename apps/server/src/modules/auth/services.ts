import type { UserTokenReply } from '@gm/contracts/auth';
import * as contract from '@gm/contracts/auth/services';
import { permissionStrings, satisfies } from '@gm/domain/permissions';
import { resolveCaller } from '../../platform/caller';
import { AppError, unauthenticated } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { type AnyService, defineService, findService, type ServiceContext } from '../../platform/registry';
import { institutionContext, userWorksAt } from '../institutions/public';
import {
  changePassword,
  changeReleaseCode,
  issueAccessToken,
  login,
  requestActivation,
  requestRecovery,
  revokeSession,
  SESSION_COOKIE,
  sessionFromCookie,
  setSessionInstitution,
  useLinkToken,
} from './auth';
import { emulationOf } from './emulation';

const clean = (s: string) => s.replace(/[;\r\n]/g, ' ');

const loginService = defineService(contract.login, {
  summary: "Sign-in with e-mail and password. Replies 'status;message': 1 signed in (session cookie set), 2 not authenticated.",
  textFailure: (m) => `2;${clean(m)}`,
  async handler(ctx, input) {
    const result = await login(ctx.deps, input.username, input.password, ctx.userAgent, ctx.ip);
    ctx.setCookie(SESSION_COOKIE, result.cookie, { maxAgeSeconds: ctx.deps.config.sessionTtlSeconds });
    return `1;${translate('auth.login_ok', ctx.locale)}`;
  },
});

async function currentSessionId(ctx: ServiceContext): Promise<string | null> {
  if (ctx.caller.kind === 'user') return ctx.caller.sessionId;
  const s = await sessionFromCookie(ctx.deps.db, ctx.cookies[SESSION_COOKIE]);
  return s?.id ?? null;
}

const logoutService = defineService(contract.logout, {
  summary: 'Signs out: revokes the session (its access tokens stop working everywhere) and clears the cookie.',
  async handler(ctx) {
    const sid = await currentSessionId(ctx);
    if (sid) await revokeSession(ctx.deps, sid);
    ctx.clearCookie(SESSION_COOKIE);
    return `1;${translate('auth.logout_ok', ctx.locale)}`;
  },
});

const userTokenService = defineService(contract.userToken, {
  summary: 'Exchanges the session cookie for a short-lived access token, with the user, permissions and hotel context.',
  async handler(ctx): Promise<UserTokenReply> {
    const session = await sessionFromCookie(ctx.deps.db, ctx.cookies[SESSION_COOKIE]);
    if (!session) throw unauthenticated();
    const token = await issueAccessToken(ctx.deps, session);
    const caller = await resolveCaller(ctx.deps, token);
    if (caller === 'invalid' || caller.kind !== 'user') throw unauthenticated();
    const contextIns = caller.codIns ? await institutionContext(ctx.deps.db, caller.codIns) : null;
    return {
      status: 1,
      token,
      expiresIn: ctx.deps.config.accessTokenTtlSeconds,
      user: { idUser: caller.idUser, name: caller.name, email: caller.email, guest: caller.guest, permissions: caller.permissions },
      contextIns,
      emulation: emulationOf(caller),
    };
  },
});

const recoveryService = defineService(contract.passwordRecovery, {
  summary: "Mails a single-use password link. Answers '1' whether or not the e-mail exists (no account enumeration).",
  textFailure: (m) => `0;${clean(m)}`,
  async handler(ctx, input) {
    await requestRecovery(ctx.deps, input.accountEmail, ctx.locale);
    return '1';
  },
});

const activationService = defineService(contract.sendActivateAccount, {
  summary: "Mails an activation link to an inactive account. Answers '1' whether or not the e-mail exists.",
  textFailure: (m) => `0;${clean(m)}`,
  async handler(ctx, input) {
    await requestActivation(ctx.deps, input.emailReenv, ctx.locale);
    return '1';
  },
});

const changePasswordService = defineService(contract.changePassword, {
  summary:
    "Changes the signed-in user's password (updatingPassword form) or release code (isUpdatingGrantPw form). Replies 'status;message'.",
  textFailure: (m) => `0;${clean(m)}`,
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    if ('isUpdatingGrantPw' in input) {
      await changeReleaseCode(ctx.deps, ctx.caller.idUser, input.currentPw, input.newGrantPw);
      return `1;${translate('auth.release_code_changed', ctx.locale)}`;
    }
    await changePassword(ctx.deps, ctx.caller.idUser, ctx.caller.sessionId, input.currentPw, input.newPw, input.newPwVerification);
    return `1;${translate('auth.password_changed', ctx.locale)}`;
  },
});

/**
 * Semicolon text: status;idUser;name;email;permissions... Status 1 authorised, 2 not authenticated,
 * 3 signed in but not allowed to call the named service.
 */
const verifyAuthzService = defineService(contract.verifyAuthz, {
  summary: "The caller's authorisation as semicolon text in auth.text (status, idUser, name, e-mail, then permissions from index 4).",
  async handler(ctx, input) {
    const c = ctx.caller;
    if (c.kind !== 'user') return { auth: { text: `2;${clean(translate('auth.not_authenticated', ctx.locale))}` } };
    let status = 1;
    const target = input.serviceName ? findService(input.serviceName) : undefined;
    if (target?.permission && !satisfies(c.permissions, target.permission, { codIns: c.codIns, idUser: c.idUser })) status = 3;
    const text = [String(status), String(c.idUser), clean(c.name), clean(c.email), ...permissionStrings(c.permissions)].join(';');
    return { auth: { text } };
  },
});

/** Lives with the session it changes; institutions only answers whether the user works at the hotel. */
const changeContextIns = defineService(contract.changeContextIns, {
  summary: "Changes the signed-in user's current hotel; replies the new context and an access token for it.",
  sample: (fx) => ({ _attributes: { codIns: fx.hotel } }),
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    const codIns = input._attributes.codIns;
    if (!(await userWorksAt(ctx.deps.db, ctx.caller.idUser, codIns))) {
      throw new AppError('institutions.not_yours', { httpStatus: 403 });
    }
    await setSessionInstitution(ctx.deps, ctx.caller.sessionId, codIns);
    const token = await issueAccessToken(ctx.deps, { id: ctx.caller.sessionId, userId: ctx.caller.idUser, institutionId: codIns });
    return { status: 1, contextIns: await institutionContext(ctx.deps.db, codIns), token };
  },
});

function linkService(
  c: typeof contract.activateAccount | typeof contract.resetPassword,
  purpose: 'activation' | 'recovery',
  okKey: string,
) {
  return defineService(c, {
    summary: `Sets the password with the mailed ${purpose} link token (bearer); single use, expiring. Activates the account.`,
    async handler(ctx, input) {
      await useLinkToken(ctx.deps, purpose, ctx.bearer, input.newPw, input.newPwVerification);
      return { status: 1, message: translate(okKey, ctx.locale) };
    },
  });
}

export const authServices: AnyService[] = [
  loginService,
  logoutService,
  userTokenService,
  recoveryService,
  activationService,
  changePasswordService,
  verifyAuthzService,
  changeContextIns,
  linkService(contract.activateAccount, 'activation', 'auth.account_activated'),
  linkService(contract.resetPassword, 'recovery', 'auth.password_reset'),
];
