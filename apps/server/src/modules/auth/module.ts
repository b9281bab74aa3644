import { wordedCatalogue } from '../../platform/messages';
import { defineModule } from '../../platform/module';
import { emulationMessages } from './emulation-messages';
import { emulationServices } from './emulation-services';
import { authMessages } from './messages';
import { authServices } from './services';
import { userAdminServices } from './users-services';

/**
 * Sign-in, sessions, access tokens, mailed links and passwords; the session's current hotel; users administration;
 * emulation.
 */
export const authModule = defineModule({
  name: 'auth',
  services: [...authServices, ...userAdminServices, ...emulationServices],
  // Users administration's and emulation's refusals say hotel or hospital.
  ...wordedCatalogue({ ...authMessages, ...emulationMessages }),
  owns: ['users', 'user_permissions', 'user_institutions', 'sessions', 'link_tokens'],
});
