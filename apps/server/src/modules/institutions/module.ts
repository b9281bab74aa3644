import { defineModule } from '../../platform/module';
import { basicSettingsServices } from './basic-settings-services';
import { logoRoutes } from './logo-routes';
import { institutionMessages } from './messages';
import { institutionServices } from './services';

/** Hotels and networks: their context and settings, guest links, feedback and the outbox screen. */
export const institutionsModule = defineModule({
  name: 'institutions',
  services: [...institutionServices, ...basicSettingsServices],
  routes: [logoRoutes],
  messages: institutionMessages,
  owns: ['institutions', 'hotel_links', 'feedback'],
});
