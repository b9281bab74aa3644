import { defineModule } from '../../platform/module';
import { kioskMessages } from './messages';
import { kioskServices } from './services';

/**
 * The lobby kiosk (issue 16, docs/decisions/0064-kiosk.md): the devices staff enable as a hotel's kiosk and the
 * payments taken on their PIN pads (billing applies an approval to the invoice) and the guests' sessions
 * at them (the totem dashboards, decision 0073).
 */
export const kioskModule = defineModule({
  name: 'kiosk',
  services: kioskServices,
  messages: kioskMessages,
  owns: ['kiosk_devices', 'terminal_payments', 'kiosk_sessions'],
});
