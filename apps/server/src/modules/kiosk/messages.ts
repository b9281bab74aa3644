import type { Message } from '../../platform/messages';

/** The kiosk's refusals and payment outcomes (pt, en, es), each advising the guest where to go. */
export const kioskMessages: Record<string, Message> = {
  'kiosk.device_invalid': {
    pt: 'Este totem não está habilitado. Procure a recepção.',
    en: 'This kiosk is not enabled. Please see the reception.',
    es: 'Este tótem no está habilitado. Diríjase a la recepción.',
  },
  'kiosk.device_not_found': {
    pt: 'Totem não encontrado.',
    en: 'Kiosk not found.',
    es: 'Tótem no encontrado.',
  },
  'kiosk.no_terminal': {
    pt: 'Este totem não aceita cartões. Procure a recepção para pagar.',
    en: 'This kiosk does not take cards. Please pay at the reception.',
    es: 'Este tótem no acepta tarjetas. Pague en la recepción.',
  },
  'kiosk.booking_token_needed': {
    pt: 'Encontre sua reserva antes de pagar.',
    en: 'Find your booking before paying.',
    es: 'Encuentre su reserva antes de pagar.',
  },
  'kiosk.payment_in_progress': {
    pt: 'Já há um pagamento em andamento na maquininha.',
    en: 'A payment is already in progress on the card terminal.',
    es: 'Ya hay un pago en curso en el terminal de tarjetas.',
  },
  'kiosk.payment_not_found': {
    pt: 'Pagamento não encontrado.',
    en: 'Payment not found.',
    es: 'Pago no encontrado.',
  },
  'kiosk.payment.declined': {
    pt: 'Pagamento recusado pelo banco emissor. Tente outro cartão ou procure a recepção.',
    en: 'Payment declined by the card issuer. Try another card or see the reception.',
    es: 'Pago rechazado por el banco emisor. Pruebe otra tarjeta o diríjase a la recepción.',
  },
  'kiosk.payment.timeout': {
    pt: 'A maquininha não recebeu o cartão a tempo. Tente novamente.',
    en: 'The card terminal did not receive a card in time. Please try again.',
    es: 'El terminal no recibió la tarjeta a tiempo. Inténtelo de nuevo.',
  },
  'kiosk.payment.cancelled': {
    pt: 'Pagamento cancelado.',
    en: 'Payment cancelled.',
    es: 'Pago cancelado.',
  },
  'kiosk.payment.error': {
    pt: 'Não foi possível realizar o pagamento na maquininha. Procure a recepção.',
    en: 'The payment could not be made on the card terminal. Please see the reception.',
    es: 'No fue posible realizar el pago en el terminal. Diríjase a la recepción.',
  },
};
