import { wordedCatalogue } from '../../platform/messages';
import { defineModule } from '../../platform/module';
import { authMessages } from './messages';
import { authServices } from './services';
import { userAdminServices } from './users-services';

/** Sign-in, sessions, access tokens, mailed links and passwords; the session's current hotel; users administration. */
export const authModule = defineModule({
  name: 'auth',
  services: [...authServices, ...userAdminServices],
  // Users administration's refusals say hotel or hospital.
  ...wordedCatalogue(authMessages),
  owns: ['users', 'user_permissions', 'user_institutions', 'sessions', 'link_tokens'],
});
