import { defineModule } from '../../platform/module';
import { locationMessages } from './messages';
import { locationRoutes } from './routes';

/** Countries, regions and cities from the data shipped with the server (no tables). */
export const locationsModule = defineModule({
  name: 'locations',
  routes: [locationRoutes],
  messages: locationMessages,
});
