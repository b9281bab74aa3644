import { z } from 'zod';
import { codIns, email } from './common';

/** POST /login (form). */
export const loginForm = z.object({
  username: email,
  password: z.string().min(1).max(200),
});

/** POST /passwordRecovery (form). */
export const passwordRecoveryForm = z.object({ accountEmail: email });

/** POST /sendActivateAccount (form). */
export const sendActivateForm = z.object({ emailReenv: email });

/** POST /changePassword, both forms (spec section 7 Auth). */
export const changePasswordForm = z.union([
  z.object({
    updatingPassword: z.union([z.literal('true'), z.literal(true)]),
    currentPw: z.string().min(1).max(200),
    newPw: z.string().min(8).max(128),
    newPwVerification: z.string().min(1).max(128),
  }),
  z.object({
    isUpdatingGrantPw: z.union([z.literal('true'), z.literal(true)]),
    newGrantPw: z.string().regex(/^\d{4,8}$/),
    currentPw: z.string().min(1).max(200),
  }),
]);

export const verifyAuthzInput = z.object({ serviceName: z.string().max(200).optional() }).passthrough();

export const changeContextInsInput = z.object({
  _attributes: z.object({ codIns }),
});

/** activateAccountService / resetPasswordService params (the bearer is the mailed link token). */
export const setPasswordInput = z.object({
  newPw: z.string().min(8).max(128),
  newPwVerification: z.string().min(1).max(128),
});

/** ContextoService: a hotel link's codes (h = hotel, r = network) or a context token to exchange. */
export const contextoInput = z.object({
  parametros: z
    .object({
      attributes: z
        .object({
          h: z.string().trim().min(1).max(64).optional(),
          r: z.string().trim().min(1).max(64).optional(),
        })
        .optional(),
    })
    .optional(),
});

export const availableInsMultiplosHoteisInput = z.object({
  r: z.string().trim().min(1).max(64),
});

export const feedbackInput = z.object({
  parametros: z.object({
    NOME: z.string().trim().min(1).max(200),
    EMAIL: email,
    FEEDBACK: z.string().trim().min(1).max(5000),
  }),
});

/** ListMailOutboxService: a page of the hotel's outbox. */
export const listOutboxInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// The replies are output schemas (./auth/replies.ts, ./institutions/replies.ts); these names stay for their importers.
export type { AuthenticatedUser, UserTokenReply } from './auth/replies';
export type { InstitutionContext, ListedInstitution } from './institutions/replies';
