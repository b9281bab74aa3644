import type { Message } from '../../platform/messages';

/** The staff's notices and the preview's sample data (pt is the source; hospital wording where it differs). */
export const staffMailWords: Record<string, Message> = {
  'notifications.mail.label.reason': { pt: 'Motivo', en: 'Reason', es: 'Motivo' },
  'notifications.mail.label.origin': { pt: 'Pago por', en: 'Paid by', es: 'Pagado por' },
  'notifications.mail.label.at': { pt: 'Quando', en: 'When', es: 'Cuándo' },
  'notifications.mail.button.bookings': {
    pt: 'Abrir reservas',
    en: 'Open bookings',
    es: 'Abrir reservas',
    hospital: { pt: 'Abrir atendimentos', en: 'Open appointments', es: 'Abrir atenciones' },
  },
  'notifications.mail.button.reviews': { pt: 'Abrir avaliações', en: 'Open reviews', es: 'Abrir evaluaciones' },
  'notifications.mail.surveyDetractor.subject': {
    pt: 'Avaliação baixa: {{guest}} ({{voucher}})',
    en: 'Low rating: {{guest}} ({{voucher}})',
    es: 'Evaluación baja: {{guest}} ({{voucher}})',
  },
  'notifications.mail.surveyDetractor.intro': {
    pt: '{{guest}} deu nota {{score}} de 10 ao recomendar {{hotel}}.',
    en: '{{guest}} gave {{hotel}} a {{score}} out of 10 for recommending it.',
    es: '{{guest}} dio una nota de {{score}} sobre 10 al recomendar {{hotel}}.',
  },
  'notifications.mail.surveyDetractor.comment': { pt: 'Comentário', en: 'Comment', es: 'Comentario' },
  'notifications.mail.surveyDetractor.action': {
    pt: 'Entre em contato enquanto a experiência ainda está recente e responda à avaliação.',
    en: 'Get in touch while the experience is still fresh, and reply to the review.',
    es: 'Póngase en contacto mientras la experiencia aún es reciente y responda a la evaluación.',
  },
  'notifications.mail.button.pending': { pt: 'Abrir pendências', en: 'Open pending registrations', es: 'Abrir pendientes' },

  'notifications.mail.webcheckinFinished.subject': {
    pt: 'Check-in online concluído: {{guest}} ({{voucher}})',
    en: 'Online check-in completed: {{guest}} ({{voucher}})',
    es: 'Check-in online completado: {{guest}} ({{voucher}})',
  },
  'notifications.mail.webcheckinFinished.intro': {
    pt: '{{guest}} concluiu o check-in online da reserva {{voucher}}.',
    en: '{{guest}} completed the online check-in for booking {{voucher}}.',
    es: '{{guest}} completó el check-in online de la reserva {{voucher}}.',
    hospital: {
      pt: '{{guest}} concluiu o check-in online do atendimento {{voucher}}.',
      en: '{{guest}} completed the online check-in for appointment {{voucher}}.',
      es: '{{guest}} completó el check-in online de la atención {{voucher}}.',
    },
  },
  'notifications.mail.webcheckinFinished.progress': {
    pt: 'Check-ins online concluídos nesta reserva: {{done}} de {{total}}.',
    en: 'Online check-ins completed on this booking: {{done}} of {{total}}.',
    es: 'Check-ins online completados en esta reserva: {{done}} de {{total}}.',
    hospital: {
      pt: 'Check-ins online concluídos neste atendimento: {{done}} de {{total}}.',
      en: 'Online check-ins completed on this appointment: {{done}} of {{total}}.',
      es: 'Check-ins online completados en esta atención: {{done}} de {{total}}.',
    },
  },

  'notifications.mail.pmsRegistrationError.subject': {
    pt: 'Erro no registro no PMS: {{guest}} ({{voucher}})',
    en: 'PMS registration error: {{guest}} ({{voucher}})',
    es: 'Error en el registro en el PMS: {{guest}} ({{voucher}})',
  },
  'notifications.mail.pmsRegistrationError.intro': {
    pt: 'O PMS recusou o registro de {{guest}}, da reserva {{voucher}}.',
    en: 'The PMS refused the registration of {{guest}}, booking {{voucher}}.',
    es: 'El PMS rechazó el registro de {{guest}}, de la reserva {{voucher}}.',
    hospital: {
      pt: 'O PMS recusou o registro de {{guest}}, do atendimento {{voucher}}.',
      en: 'The PMS refused the registration of {{guest}}, appointment {{voucher}}.',
      es: 'El PMS rechazó el registro de {{guest}}, de la atención {{voucher}}.',
    },
  },
  'notifications.mail.pmsRegistrationError.message': { pt: 'Mensagem do PMS', en: 'Message from the PMS', es: 'Mensaje del PMS' },
  'notifications.mail.pmsRegistrationError.action': {
    pt: 'Confira os dados do hóspede e envie o registro novamente pela tela de pendências.',
    en: "Check the guest's details and send the registration again from the pending screen.",
    es: 'Revise los datos del huésped y envíe el registro de nuevo desde la pantalla de pendientes.',
    hospital: {
      pt: 'Confira os dados do paciente e envie o registro novamente pela tela de pendências.',
      en: "Check the patient's details and send the registration again from the pending screen.",
      es: 'Revise los datos del paciente y envíe el registro de nuevo desde la pantalla de pendientes.',
    },
  },

  'notifications.mail.paymentFailure.subject': {
    pt: 'Pagamento não aprovado: reserva {{voucher}}',
    en: 'Payment not approved: booking {{voucher}}',
    es: 'Pago no aprobado: reserva {{voucher}}',
    hospital: {
      pt: 'Pagamento não aprovado: atendimento {{voucher}}',
      en: 'Payment not approved: appointment {{voucher}}',
      es: 'Pago no aprobado: atención {{voucher}}',
    },
  },
  'notifications.mail.paymentFailure.intro': {
    pt: 'Um pagamento de {{amount}} da fatura "{{invoice}}" da reserva {{voucher}} não foi aprovado.',
    en: 'A payment of {{amount}} for the invoice "{{invoice}}" of booking {{voucher}} was not approved.',
    es: 'Un pago de {{amount}} de la factura "{{invoice}}" de la reserva {{voucher}} no fue aprobado.',
    hospital: {
      pt: 'Um pagamento de {{amount}} da fatura "{{invoice}}" do atendimento {{voucher}} não foi aprovado.',
      en: 'A payment of {{amount}} for the invoice "{{invoice}}" of appointment {{voucher}} was not approved.',
      es: 'Un pago de {{amount}} de la factura "{{invoice}}" de la atención {{voucher}} no fue aprobado.',
    },
  },
  'notifications.mail.paymentFailure.reason.declined': {
    pt: 'Recusado pelo emissor do cartão (código {{code}})',
    en: 'Declined by the card issuer (code {{code}})',
    es: 'Rechazado por el emisor de la tarjeta (código {{code}})',
  },
  'notifications.mail.paymentFailure.reason.rejected': {
    pt: 'Recusado pela adquirente antes da cobrança (dados do cartão)',
    en: 'Refused by the acquirer before the charge (card details)',
    es: 'Rechazado por la adquirente antes del cobro (datos de la tarjeta)',
  },
  'notifications.mail.paymentFailure.reason.no_sale': {
    pt: 'A adquirente não registrou a venda: nada foi cobrado',
    en: 'The acquirer has no record of the sale: nothing was charged',
    es: 'La adquirente no registró la venta: no se cobró nada',
  },
  'notifications.mail.paymentFailure.byGuest': {
    pt: 'Hóspede, pela página de pagamento',
    en: 'Guest, on the payment page',
    es: 'Huésped, en la página de pago',
    hospital: { pt: 'Paciente, pela página de pagamento', en: 'Patient, on the payment page', es: 'Paciente, en la página de pago' },
  },
  'notifications.mail.paymentFailure.byStaff': { pt: 'Equipe, no sistema', en: 'Staff, in the back office', es: 'Equipo, en el sistema' },
  'notifications.mail.paymentFailure.action': {
    pt: 'Combine outra forma de pagamento com o hóspede ou tente novamente com outro cartão.',
    en: 'Agree another way to pay with the guest, or try again with another card.',
    es: 'Acuerde otra forma de pago con el huésped o intente de nuevo con otra tarjeta.',
    hospital: {
      pt: 'Combine outra forma de pagamento com o paciente ou tente novamente com outro cartão.',
      en: 'Agree another way to pay with the patient, or try again with another card.',
      es: 'Acuerde otra forma de pago con el paciente o intente de nuevo con otra tarjeta.',
    },
  },

  // The preview's sample data (the hotel's own name, logo, language and wording; a made-up guest and stay).
  'notifications.sample.detractorComment': {
    pt: 'O ar-condicionado do quarto fez barulho a noite toda.',
    en: 'The room’s air conditioning was noisy all night.',
    es: 'El aire acondicionado de la habitación hizo ruido toda la noche.',
    hospital: {
      pt: 'A espera para o atendimento foi longa demais.',
      en: 'The wait before the appointment was far too long.',
      es: 'La espera para la atención fue demasiado larga.',
    },
  },
  'notifications.sample.invoice': {
    pt: 'Hospedagem',
    en: 'Stay',
    es: 'Hospedaje',
    hospital: { pt: 'Atendimento', en: 'Appointment', es: 'Atención' },
  },
  'notifications.sample.item1': {
    pt: 'Diárias',
    en: 'Nightly rate',
    es: 'Noches de alojamiento',
    hospital: { pt: 'Consulta', en: 'Consultation', es: 'Consulta' },
  },
  'notifications.sample.item2': {
    pt: 'Frigobar',
    en: 'Minibar',
    es: 'Minibar',
    hospital: { pt: 'Exames laboratoriais', en: 'Laboratory tests', es: 'Exámenes de laboratorio' },
  },
  'notifications.sample.pmsError': {
    pt: 'Data de nascimento ausente no cadastro do hóspede.',
    en: "Birth date missing from the guest's record.",
    es: 'Falta la fecha de nacimiento en el registro del huésped.',
    hospital: {
      pt: 'Data de nascimento ausente no cadastro do paciente.',
      en: "Birth date missing from the patient's record.",
      es: 'Falta la fecha de nacimiento en el registro del paciente.',
    },
  },
};
