// The auth contracts' addresses for the web's first-load paths (sign-in page, shell, session): ../contract-ref.ts.
import type { ContractRef } from '../contract-ref';
import type * as C from './services';

export const login: ContractRef<typeof C.login> = { name: 'Login', paths: ['/login'] };
export const logout: ContractRef<typeof C.logout> = { name: 'Logout', paths: ['/logout'] };
export const userToken: ContractRef<typeof C.userToken> = { name: 'UserTokenAuthenticated', paths: ['/user/token/authenticated'] };
export const passwordRecovery: ContractRef<typeof C.passwordRecovery> = { name: 'PasswordRecovery', paths: ['/passwordRecovery'] };
export const sendActivateAccount: ContractRef<typeof C.sendActivateAccount> = {
  name: 'SendActivateAccount',
  paths: ['/sendActivateAccount'],
};
export const changePassword: ContractRef<typeof C.changePassword> = { name: 'ChangePassword', paths: ['/changePassword'] };
export const verifyAuthz: ContractRef<typeof C.verifyAuthz> = { name: 'VerifyAuthzService', basePaths: ['/broker/auth'] };
export const changeContextIns: ContractRef<typeof C.changeContextIns> = { name: 'ChangeContextIns', basePaths: ['/broker/auth'] };
export const activateAccount: ContractRef<typeof C.activateAccount> = { name: 'activateAccountService', basePaths: ['/jwt/broker/auth'] };
export const resetPassword: ContractRef<typeof C.resetPassword> = { name: 'resetPasswordService', basePaths: ['/jwt/broker/auth'] };
