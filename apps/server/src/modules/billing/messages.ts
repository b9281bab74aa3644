import type { Message } from '../../platform/messages';

/** Billing messages (spec sections 5 and 8; pt is the spec's wording where it gives one). */
export const billingMessages: Record<string, Message> = {
  'billing.booking_not_found': {
    pt: 'Reserva não encontrada.',
    en: 'Booking not found.',
    es: 'Reserva no encontrada.',
  },
  'billing.appointment_not_found': {
    pt: 'Atendimento não encontrado.',
    en: 'Appointment not found.',
    es: 'Atención no encontrada.',
  },
  'billing.invoice_not_found': { pt: 'Fatura não encontrada.', en: 'Invoice not found.', es: 'Factura no encontrada.' },
  'billing.item_not_found': {
    pt: 'Item da fatura não encontrado.',
    en: 'Invoice item not found.',
    es: 'Ítem de la factura no encontrado.',
  },
  'billing.invoice_cancelled': { pt: 'Esta fatura foi cancelada.', en: 'This invoice was cancelled.', es: 'Esta factura fue cancelada.' },
  'billing.invoice_read_only': {
    pt: 'Fatura paga ou com pagamento reservado não pode ser alterada.',
    en: 'A paid invoice, or one with a reserved payment, cannot be changed.',
    es: 'Una factura pagada o con pago reservado no puede modificarse.',
  },
  'billing.too_many_payment_attempts': {
    pt: 'Muitas tentativas de pagamento. Aguarde {{minutes}} min e tente novamente, ou pague na recepção.',
    en: 'Too many payment attempts. Wait {{minutes}} min and try again, or pay at the front desk.',
    es: 'Demasiados intentos de pago. Espere {{minutes}} min e intente nuevamente, o pague en la recepción.',
  },
  'billing.payments_paused': {
    pt: 'Por segurança, o pagamento online desta reserva foi pausado depois de várias recusas. Tente novamente em {{minutes}} min ou pague na recepção.',
    en: 'For your security, online payment for this booking was paused after several declines. Try again in {{minutes}} min or pay at the front desk.',
    es: 'Por seguridad, el pago online de esta reserva fue pausado después de varios rechazos. Intente nuevamente en {{minutes}} min o pague en la recepción.',
  },
  'billing.payments_paused_hospital': {
    pt: 'Por segurança, o pagamento online deste atendimento foi pausado depois de várias recusas. Tente novamente em {{minutes}} min ou pague na recepção.',
    en: 'For your security, online payment for this appointment was paused after several declines. Try again in {{minutes}} min or pay at the front desk.',
    es: 'Por seguridad, el pago online de esta atención fue pausado después de varios rechazos. Intente nuevamente en {{minutes}} min o pague en la recepción.',
  },
  'billing.payments_unpaused': {
    pt: 'Pagamento online liberado.',
    en: 'Online payment resumed.',
    es: 'Pago online liberado.',
  },
  'billing.invoice_processing': {
    pt: 'Há um pagamento em processamento para esta fatura. Aguarde a confirmação.',
    en: 'A payment for this invoice is being processed. Please wait for the confirmation.',
    es: 'Hay un pago en procesamiento para esta factura. Espere la confirmación.',
  },
  'billing.invoice_has_status': {
    pt: 'Somente faturas sem movimentação de pagamento podem ser removidas.',
    en: 'Only invoices without payment activity can be removed.',
    es: 'Solo se pueden eliminar facturas sin movimiento de pago.',
  },
  'billing.total_negative': {
    pt: 'O total da fatura não pode ficar negativo.',
    en: 'The invoice total cannot be negative.',
    es: 'El total de la factura no puede ser negativo.',
  },
  'billing.nothing_due': {
    pt: 'Não há valor a pagar nesta fatura.',
    en: 'There is nothing to pay on this invoice.',
    es: 'No hay monto a pagar en esta factura.',
  },
  'billing.nothing_due_booking': {
    pt: 'Não há valores a pagar no momento.',
    en: 'There is nothing to pay at the moment.',
    es: 'No hay montos a pagar en este momento.',
  },
  'billing.courtesy_not_charged': {
    pt: 'Esta reserva é uma cortesia: não há nada a cobrar.',
    en: 'This booking is complimentary: there is nothing to charge.',
    es: 'Esta reserva es una cortesía: no hay nada que cobrar.',
  },
  'billing.courtesy_not_charged_hospital': {
    pt: 'Este atendimento é uma cortesia: não há nada a cobrar.',
    en: 'This appointment is complimentary: there is nothing to charge.',
    es: 'Esta atención es una cortesía: no hay nada que cobrar.',
  },
  'billing.invoiced_not_charged': {
    pt: 'Esta reserva é faturada para a empresa ou agência: não há nada a cobrar do hóspede.',
    en: 'This booking is invoiced to a company or agency: there is nothing to charge the guest.',
    es: 'Esta reserva se factura a la empresa o agencia: no hay nada que cobrar al huésped.',
  },
  'billing.invoiced_not_charged_hospital': {
    pt: 'Este atendimento é coberto pelo convênio: não há nada a cobrar do paciente.',
    en: 'This appointment is covered by the health plan: there is nothing to charge the patient.',
    es: 'Esta atención está cubierta por el seguro médico: no hay nada que cobrar al paciente.',
  },
  'billing.invoice_paid': { pt: 'Esta fatura já está paga.', en: 'This invoice is already paid.', es: 'Esta factura ya está pagada.' },
  'billing.invoice_reserved': {
    pt: 'Esta fatura tem um pagamento reservado: capture ou cancele a reserva.',
    en: 'This invoice has a reserved payment: capture it or cancel the reservation.',
    es: 'Esta factura tiene un pago reservado: capture o cancele la reserva.',
  },
  'billing.not_reserved': {
    pt: 'Esta fatura não tem pagamento reservado.',
    en: 'This invoice has no reserved payment.',
    es: 'Esta factura no tiene pago reservado.',
  },
  'billing.payment_in_progress': {
    pt: 'Já existe um pagamento em andamento para esta fatura. Aguarde a confirmação.',
    en: 'A payment for this invoice is already in progress. Please wait for the confirmation.',
    es: 'Ya existe un pago en curso para esta factura. Espere la confirmación.',
  },
  'billing.card_required': {
    pt: 'Selecione um método de pagamento',
    en: 'Select a payment method',
    es: 'Seleccione un método de pago',
  },
  'billing.installments_invalid': {
    pt: 'Selecione a quantidade de parcelas (de 1 a {{max}}).',
    en: 'Select the number of installments (1 to {{max}}).',
    es: 'Seleccione la cantidad de cuotas (de 1 a {{max}}).',
  },
  'billing.installment_minimum': {
    pt: 'O valor mínimo de cada parcela é R$ 5,00. Escolha menos parcelas.',
    en: 'Each installment must be at least R$ 5.00. Choose fewer installments.',
    es: 'El valor mínimo de cada cuota es R$ 5,00. Elija menos cuotas.',
  },
  'billing.idempotency_mismatch': {
    pt: 'Esta solicitação de pagamento já foi usada com outros dados. Abra o pagamento novamente.',
    en: 'This payment request was already used with other data. Please open the payment again.',
    es: 'Esta solicitud de pago ya se usó con otros datos. Abra el pago nuevamente.',
  },
  'billing.payment_declined': {
    pt: '{{reason}} (código {{code}})',
    en: '{{reason}} (code {{code}})',
    es: '{{reason}} (código {{code}})',
  },
  'billing.payment_no_sale': {
    pt: 'Não foi possível concluir o pagamento e nenhuma cobrança foi feita. Tente novamente.',
    en: 'The payment could not be completed and nothing was charged. Please try again.',
    es: 'No fue posible completar el pago y no se realizó ningún cobro. Intente nuevamente.',
  },
  'billing.acquirer_rejected': {
    pt: 'A operadora recusou os dados do pagamento. Revise os dados e tente novamente.',
    en: 'The payment processor refused the payment data. Please review the data and try again.',
    es: 'La operadora rechazó los datos del pago. Revise los datos e intente nuevamente.',
  },
  'billing.card_rejected': {
    pt: 'Não foi possível validar o cartão. Revise os dados e tente novamente.',
    en: 'The card could not be validated. Please review the data and try again.',
    es: 'No fue posible validar la tarjeta. Revise los datos e intente nuevamente.',
  },
  'billing.acquirer_unavailable': {
    pt: 'A operadora de pagamentos não respondeu. Nada foi cobrado; tente novamente em instantes.',
    en: 'The payment processor did not answer. Nothing was charged; please try again shortly.',
    es: 'La operadora de pagos no respondió. No se cobró nada; intente nuevamente en unos instantes.',
  },
  'billing.capture_failed': {
    pt: 'Não foi possível capturar o pagamento reservado. {{reason}}',
    en: 'The reserved payment could not be captured. {{reason}}',
    es: 'No fue posible capturar el pago reservado. {{reason}}',
  },
  'billing.void_failed': {
    pt: 'Não foi possível cancelar a reserva de pagamento. {{reason}}',
    en: 'The payment reservation could not be cancelled. {{reason}}',
    es: 'No fue posible cancelar la reserva de pago. {{reason}}',
  },
  'billing.op_not_available': {
    pt: 'A operadora informou que a transação não está disponível para esta operação.',
    en: 'The payment processor reports the transaction is not available for this operation.',
    es: 'La operadora informó que la transacción no está disponible para esta operación.',
  },
  'billing.checkin_payment_disabled': {
    pt: 'O pagamento on-line não está disponível para este hotel.',
    en: 'Online payment is not available for this hotel.',
    es: 'El pago en línea no está disponible para este hotel.',
  },
  'billing.two_step_not_allowed': {
    pt: 'Este hotel não permite pagamento em duas etapas.',
    en: 'This hotel does not allow two-step payment.',
    es: 'Este hotel no permite el pago en dos etapas.',
  },
  'billing.link_invalid': {
    pt: 'Link de pagamento inválido ou expirado.',
    en: 'Invalid or expired payment link.',
    es: 'Enlace de pago inválido o vencido.',
  },
  'billing.paid_ok': { pt: 'Pagamento autorizado com sucesso.', en: 'Payment authorised successfully.', es: 'Pago autorizado con éxito.' },
  'billing.reserved_ok': { pt: 'Pagamento reservado com sucesso.', en: 'Payment reserved successfully.', es: 'Pago reservado con éxito.' },
  'billing.reservation_cancelled_ok': {
    pt: 'Cancelamento da reserva de pagamento realizado com sucesso.',
    en: 'Payment reservation cancelled successfully.',
    es: 'Cancelación de la reserva de pago realizada con éxito.',
  },
  'billing.processing': {
    pt: 'Pagamento em processamento. Aguarde a confirmação.',
    en: 'Payment being processed. Please wait for the confirmation.',
    es: 'Pago en procesamiento. Espere la confirmación.',
  },
  'billing.in_analysis': {
    pt: 'Pagamento em análise pela operadora. Aguarde a confirmação.',
    en: 'Payment under review by the processor. Please wait for the confirmation.',
    es: 'Pago en análisis por la operadora. Espere la confirmación.',
  },
  'billing.invoice_created': { pt: 'Fatura criada com sucesso.', en: 'Invoice created successfully.', es: 'Factura creada con éxito.' },
  'billing.invoice_removed': {
    pt: 'Fatura removida com sucesso.',
    en: 'Invoice removed successfully.',
    es: 'Factura eliminada con éxito.',
  },
  'billing.item_saved': { pt: 'Item salvo com sucesso.', en: 'Item saved successfully.', es: 'Ítem guardado con éxito.' },
  'billing.item_removed': { pt: 'Item removido com sucesso.', en: 'Item removed successfully.', es: 'Ítem eliminado con éxito.' },
  'billing.card_saved': { pt: 'Cartão salvo com sucesso.', en: 'Card saved successfully.', es: 'Tarjeta guardada con éxito.' },
};

/** A hospital's refusals that have messages of their own (the edge picks them, platform/messages.ts). */
export const billingHospitalKeys: Record<string, string> = {
  'billing.booking_not_found': 'billing.appointment_not_found',
  'billing.payments_paused': 'billing.payments_paused_hospital',
  'billing.courtesy_not_charged': 'billing.courtesy_not_charged_hospital',
  'billing.invoiced_not_charged': 'billing.invoiced_not_charged_hospital',
};
