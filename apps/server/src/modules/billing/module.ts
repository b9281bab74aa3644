import { defineModule } from '../../platform/module';
import { billingHospitalKeys, billingMessages } from './messages';
import { reconcileJob, reservationExpiryJob } from './reconciler';
import { billingServices } from './services';

/** Invoices and their items, saved cards, payments through the acquirer and their audit, guest payment pauses. */
export const billingModule = defineModule({
  name: 'billing',
  services: billingServices,
  jobs: { 'billing.reconcile': reconcileJob, 'billing.reservation-expiry': reservationExpiryJob },
  messages: billingMessages,
  hospitalKeys: billingHospitalKeys,
  owns: ['invoices', 'invoice_items', 'saved_cards', 'payment_attempts', 'payment_events', 'guest_payment_pauses'],
});
