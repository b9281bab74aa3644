// The auth contracts (one defineContract per service of spec section 7); replies in ./replies.ts.
import {
  changeContextInsInput,
  changePasswordForm,
  loginForm,
  passwordRecoveryForm,
  sendActivateForm,
  setPasswordInput,
  verifyAuthzInput,
} from '../auth';
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { changeContextInsReply, setPasswordReply, statusText, userTokenReply, verifyAuthzReply } from './replies';

/** The session's services, on the broker's auth base path. */
const AUTH_PATHS = ['/broker/auth'];
/** The mailed links' services: the bearer is the link token. */
const LINK_PATHS = ['/jwt/broker/auth'];

/** POST /login (form): 'status;message', 1 signed in (session cookie set), 2 not authenticated. */
export const login = defineContract({
  name: 'Login',
  paths: ['/login'],
  access: 'public',
  form: true,
  reply: 'text',
  rateLimit: 'auth',
  writes: true,
  input: loginForm,
  output: statusText,
});

/** POST /logout (form): revokes the session and clears the cookie. */
export const logout = defineContract({
  name: 'Logout',
  paths: ['/logout'],
  access: 'public',
  form: true,
  reply: 'text',
  writes: true,
  input: emptyInput,
  output: statusText,
});

/** POST /user/token/authenticated (form, empty): the session cookie for an access token. */
export const userToken = defineContract({
  name: 'UserTokenAuthenticated',
  paths: ['/user/token/authenticated'],
  access: 'public',
  form: true,
  input: emptyInput,
  output: userTokenReply,
});

/** POST /passwordRecovery (form): '1' whether or not the e-mail exists. */
export const passwordRecovery = defineContract({
  name: 'PasswordRecovery',
  paths: ['/passwordRecovery'],
  access: 'public',
  form: true,
  reply: 'text',
  rateLimit: 'auth',
  writes: true,
  input: passwordRecoveryForm,
  output: statusText,
});

/** POST /sendActivateAccount (form): '1' whether or not the e-mail exists. */
export const sendActivateAccount = defineContract({
  name: 'SendActivateAccount',
  paths: ['/sendActivateAccount'],
  access: 'public',
  form: true,
  reply: 'text',
  rateLimit: 'auth',
  writes: true,
  input: sendActivateForm,
  output: statusText,
});

/** POST /changePassword (form): the password or the release code; 'status;message'. */
export const changePassword = defineContract({
  name: 'ChangePassword',
  paths: ['/changePassword'],
  access: 'user',
  form: true,
  reply: 'text',
  rateLimit: 'auth',
  writes: true,
  personal: true,
  input: changePasswordForm,
  output: statusText,
});

export const verifyAuthz = defineContract({
  name: 'VerifyAuthzService',
  basePaths: AUTH_PATHS,
  access: 'public',
  input: verifyAuthzInput,
  output: verifyAuthzReply,
});

export const changeContextIns = defineContract({
  name: 'ChangeContextIns',
  basePaths: AUTH_PATHS,
  access: 'user',
  writes: true,
  // An emulation stays in the hotel it started in.
  personal: true,
  input: changeContextInsInput,
  output: changeContextInsReply,
});

export const activateAccount = defineContract({
  name: 'activateAccountService',
  basePaths: LINK_PATHS,
  access: 'public',
  rateLimit: 'auth',
  writes: true,
  input: setPasswordInput,
  output: setPasswordReply,
});

export const resetPassword = defineContract({
  name: 'resetPasswordService',
  basePaths: LINK_PATHS,
  access: 'public',
  rateLimit: 'auth',
  writes: true,
  input: setPasswordInput,
  output: setPasswordReply,
});

// Users administration (/config/managerusers): its contracts live beside their schemas.
export {
  deactivateUser,
  inviteUser,
  listUsers,
  reactivateUser,
  removeUserFromHotel,
  sendUserPasswordReset,
  updateUser,
  userHotels,
} from './users';
