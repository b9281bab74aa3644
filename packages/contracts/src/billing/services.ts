import {
  chargeInput,
  consultaPaymentInput,
  createPaymentMethodInput,
  createStandalonePaymentMethodInput,
  handleFaturaInput,
  handleItemFaturaInput,
  invoiceRefInput,
  liberarPagamentoOnlineInput,
  listFaturaInput,
  listPaymentMethodsInput,
  processaPaymentInput,
} from '../billing';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  checkoutBillReply,
  consultaPaymentReply,
  handleFaturaReply,
  handleItemFaturaReply,
  listFaturaReply,
  listPaymentMethodsReply,
  messageReply,
  paymentReply,
  savedCardReply,
} from './replies';

/**
 * Payments and billing (spec section 7): staff call under both pay paths with PAY:{codIns}:listfaturas (section 6);
 * the guest's check-in payment is under the check-in path with the booking token. Through a guest token staff minted
 * at the desk, billing needs the staff member's own billing permission. The web calls the first base path.
 */
const PAY_PATHS = ['/jwt/brokerJson/pay', '/brokerJson/pay'];
const CHECKIN_PATHS = ['/jwt/brokerJson/checkin'];
const staff = { basePaths: PAY_PATHS, access: 'user', permission: P.PAY.listfaturas, needsInstitution: true } as const;

export const listInvoices = defineContract({ ...staff, name: 'ListFaturaService', input: listFaturaInput, output: listFaturaReply });

export const liftGuestPaymentPause = defineContract({
  ...staff,
  name: 'LiberarPagamentoOnlineService',
  writes: true,
  input: liberarPagamentoOnlineInput,
  output: messageReply,
});

export const handleInvoice = defineContract({
  ...staff,
  name: 'HandleFaturaService',
  writes: true,
  input: handleFaturaInput,
  output: handleFaturaReply,
});

export const handleInvoiceItem = defineContract({
  ...staff,
  name: 'HandleItemFaturaService',
  writes: true,
  input: handleItemFaturaInput,
  output: handleItemFaturaReply,
});

export const listPaymentMethods = defineContract({
  ...staff,
  name: 'ListPaymentMethodsService',
  input: listPaymentMethodsInput,
  output: listPaymentMethodsReply,
});

export const createPaymentMethod = defineContract({
  ...staff,
  name: 'CreatePaymentMethodService',
  writes: true,
  input: createPaymentMethodInput,
  output: savedCardReply,
});

/** The guest's standalone payment link (/payment): the booking token in the body or as the bearer. */
export const createStandalonePaymentMethod = defineContract({
  name: 'CreateStandalonePaymentMethodService',
  basePaths: PAY_PATHS,
  access: ['public', 'guest'],
  staffPermission: P.PAY.listfaturas,
  rateLimit: 'auth',
  writes: true,
  input: createStandalonePaymentMethodInput,
  output: savedCardReply,
});

/** Sale with capture. */
export const chargeBooking = defineContract({
  ...staff,
  name: 'ChargeBookingService',
  writes: true,
  input: chargeInput,
  output: paymentReply,
});

/** Authorise only (captured or cancelled later). */
export const reservePayment = defineContract({
  ...staff,
  name: 'CriarFaturaReservarPagamentoService',
  writes: true,
  input: chargeInput,
  output: paymentReply,
});

export const capturePayment = defineContract({
  ...staff,
  name: 'CapturarPagamentoService',
  writes: true,
  input: invoiceRefInput,
  output: paymentReply,
});

/** Cancels (voids) a reserved payment; the invoice is closed and copied (novoCodCabDuplicado). */
export const cancelReservation = defineContract({
  ...staff,
  name: 'CancelarFaturaService',
  writes: true,
  input: invoiceRefInput,
  output: paymentReply,
});

/** The guest pays the booking's open invoice at check-in or check-out with the card typed. */
export const processGuestPayment = defineContract({
  name: 'ProcessaPaymentService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  staffPermission: P.PAY.listfaturas,
  writes: true,
  input: processaPaymentInput,
  output: paymentReply,
});

/** The guest's invoices and amount due, for the payment step and its polling. */
export const consultGuestPayment = defineContract({
  name: 'ConsultaPaymentService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  staffPermission: P.PAY.listfaturas,
  input: consultaPaymentInput,
  output: consultaPaymentReply,
});

/** The /checkout page's bill: the booking's invoice lines and totals, for the booking of the guest's token only. */
export const checkoutBill = defineContract({
  name: 'ItensCheckoutService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  staffPermission: P.PAY.listfaturas,
  input: consultaPaymentInput.pick({ codRes: true }),
  output: checkoutBillReply,
});
