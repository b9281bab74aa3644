import { defineModule } from '../../platform/module';
import { homeServices } from './services';

/**
 * Home (/home/index): the front desk's work of the hotel's today, gathered from bookings (the lists) and billing (what
 * each stay still owes) through their public files. It owns no table.
 */
export const homeModule = defineModule({
  name: 'home',
  services: homeServices,
});
