import { defineModule } from '../../platform/module';
import { emulationMessages } from './emulation-messages';
import { emulationServices } from './emulation-services';
import { authMessages } from './messages';
import { authServices } from './services';

/** Sign-in, sessions, access tokens, mailed links and passwords; the session's current hotel; emulation. */
export const authModule = defineModule({
  name: 'auth',
  services: [...authServices, ...emulationServices],
  messages: { ...authMessages, ...emulationMessages },
  owns: ['users', 'user_permissions', 'user_institutions', 'sessions', 'link_tokens'],
});
