import { defineModule } from '../../platform/module';
import { authMessages } from './messages';
import { authServices } from './services';

/** Sign-in, sessions, access tokens, mailed links and passwords; the session's current hotel. */
export const authModule = defineModule({
  name: 'auth',
  services: authServices,
  messages: authMessages,
  owns: ['users', 'user_permissions', 'user_institutions', 'sessions', 'link_tokens'],
});
