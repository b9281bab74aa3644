import { IconKey, IconLock } from '@tabler/icons-react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    name: 'SignIn-Public',
    path: '/login/sign-in',
    public: true,
    titleKey: 'auth.signIn.title',
    page: () => import('./sign-in-page').then((m) => m.SignInPage),
  },
  {
    name: 'Recovery-Public',
    path: '/login/recovery',
    public: true,
    titleKey: 'auth.recovery.title',
    page: () => import('./recovery-page').then((m) => m.RecoveryPage),
  },
  {
    name: 'Activate-Public',
    path: '/login/activate',
    public: true,
    titleKey: 'auth.activation.title',
    page: () => import('./activation-request-page').then((m) => m.ActivationRequestPage),
  },
  // The mailed links: activation and password reset share one screen (spec section 2).
  {
    name: 'ActivateAccount-Public',
    path: '/activate',
    public: true,
    titleKey: 'auth.setPassword.titleActivate',
    page: () => import('./set-password-page').then((m) => m.SetPasswordPage),
  },
  {
    name: 'ResetPassword-Public',
    path: '/reset-password',
    public: true,
    titleKey: 'auth.setPassword.titleReset',
    page: () => import('./set-password-page').then((m) => m.SetPasswordPage),
  },
  // Account settings and release code need only a sign-in (spec section 6).
  {
    name: 'AccountSettings',
    path: '/account-settings/index',
    titleKey: 'auth.accountSettings.title',
    nav: { labelKey: 'shell.nav.accountSettings', icon: IconLock, group: 'account', order: 81 },
    page: () => import('./account-settings-page').then((m) => m.AccountSettingsPage),
  },
  {
    name: 'ReleaseCode',
    path: '/release-code/index',
    titleKey: 'auth.releaseCode.title',
    nav: { labelKey: 'shell.nav.releaseCode', icon: IconKey, group: 'account', order: 82 },
    page: () => import('./release-code-page').then((m) => m.ReleaseCodePage),
  },
];
