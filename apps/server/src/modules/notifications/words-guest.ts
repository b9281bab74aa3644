import type { Message } from '../../platform/messages';

/** The guests' mails and the words every mail shares (pt is the source; hospital wording where it differs). */
export const guestMailWords: Record<string, Message> = {
  'notifications.mail.hello': { pt: 'Olá, {{name}}!', en: 'Hello {{name}},', es: '¡Hola, {{name}}!' },
  'notifications.mail.footer.guest': {
    pt: 'Mensagem automática de {{hotel}}. Em caso de dúvida, fale com a recepção.',
    en: 'Automatic message from {{hotel}}. If you have any questions, please contact the reception.',
    es: 'Mensaje automático de {{hotel}}. Si tiene alguna duda, hable con la recepción.',
  },
  'notifications.mail.footer.staff': {
    pt: 'Você recebe este aviso porque a equipe de {{hotel}} o incluiu em Configurações > Notificações.',
    en: 'You receive this notice because the {{hotel}} team added you in Settings > Notifications.',
    es: 'Recibe este aviso porque el equipo de {{hotel}} lo incluyó en Configuración > Notificaciones.',
  },
  'notifications.mail.label.voucher': {
    pt: 'Reserva',
    en: 'Booking',
    es: 'Reserva',
    hospital: { pt: 'Atendimento', en: 'Appointment', es: 'Atención' },
  },
  'notifications.mail.label.guest': {
    pt: 'Hóspede',
    en: 'Guest',
    es: 'Huésped',
    hospital: { pt: 'Paciente', en: 'Patient', es: 'Paciente' },
  },
  'notifications.mail.label.checkIn': {
    pt: 'Check-in',
    en: 'Check-in',
    es: 'Check-in',
    hospital: { pt: 'Entrada', en: 'Admission', es: 'Entrada' },
  },
  'notifications.mail.label.checkOut': {
    pt: 'Check-out',
    en: 'Check-out',
    es: 'Check-out',
    hospital: { pt: 'Saída prevista', en: 'Expected discharge', es: 'Salida prevista' },
  },
  'notifications.mail.label.invoice': { pt: 'Fatura', en: 'Invoice', es: 'Factura' },
  'notifications.mail.label.paidAt': { pt: 'Data do pagamento', en: 'Payment date', es: 'Fecha del pago' },
  'notifications.mail.label.amount': { pt: 'Valor pago', en: 'Amount paid', es: 'Importe pagado' },
  'notifications.mail.label.installments': { pt: 'Parcelas', en: 'Instalments', es: 'Cuotas' },
  'notifications.mail.label.item': { pt: 'Item', en: 'Item', es: 'Ítem' },
  'notifications.mail.label.quantity': { pt: 'Qtd.', en: 'Qty', es: 'Cant.' },
  'notifications.mail.label.unit': { pt: 'Valor unitário', en: 'Unit price', es: 'Precio unitario' },
  'notifications.mail.label.lineTotal': { pt: 'Subtotal', en: 'Subtotal', es: 'Subtotal' },
  'notifications.mail.label.total': { pt: 'Total da fatura', en: 'Invoice total', es: 'Total de la factura' },

  'notifications.mail.checkinLink.subject': {
    pt: '{{hotel}}: faça seu check-in online',
    en: '{{hotel}}: check in online before you arrive',
    es: '{{hotel}}: haga su check-in online',
  },
  'notifications.mail.checkinLink.intro': {
    pt: 'Sua chegada a {{hotel}} está marcada para {{date}}. Adiante o check-in online: preencha seus dados e envie seus documentos agora e ganhe tempo na recepção.',
    en: 'Your arrival at {{hotel}} is on {{date}}. Check in online now: fill in your details and send your documents ahead, and save time at the reception.',
    es: 'Su llegada a {{hotel}} está prevista para el {{date}}. Adelante el check-in online: complete sus datos y envíe sus documentos ahora y ahorre tiempo en la recepción.',
    hospital: {
      pt: 'Seu atendimento em {{hotel}} está marcado para {{date}}. Adiante o check-in online: preencha seus dados e envie seus documentos agora e ganhe tempo na recepção.',
      en: 'Your appointment at {{hotel}} is on {{date}}. Check in online now: fill in your details and send your documents ahead, and save time at the reception.',
      es: 'Su atención en {{hotel}} está prevista para el {{date}}. Adelante el check-in online: complete sus datos y envíe sus documentos ahora y ahorre tiempo en la recepción.',
    },
  },
  'notifications.mail.checkinLink.button': { pt: 'Fazer check-in online', en: 'Check in online', es: 'Hacer el check-in online' },
  'notifications.mail.checkinLink.qr': {
    pt: 'Se o hotel tiver um totem de autoatendimento, mostre este QR code à câmera dele para encontrar sua reserva.',
    en: 'If the hotel has a self-service kiosk, show this QR code to its camera to find your booking.',
    es: 'Si el hotel tiene un tótem de autoservicio, muestre este código QR a su cámara para encontrar su reserva.',
    hospital: {
      pt: 'Se o hospital tiver um totem de autoatendimento, mostre este QR code à câmera dele para encontrar seu atendimento.',
      en: 'If the hospital has a self-service kiosk, show this QR code to its camera to find your appointment.',
      es: 'Si el hospital tiene un tótem de autoservicio, muestre este código QR a su cámara para encontrar su atención.',
    },
  },
  'notifications.mail.checkinLink.qrAlt': {
    pt: 'QR code do check-in da reserva {{voucher}}',
    en: 'Check-in QR code of booking {{voucher}}',
    es: 'Código QR del check-in de la reserva {{voucher}}',
    hospital: {
      pt: 'QR code do check-in do atendimento {{voucher}}',
      en: 'Check-in QR code of appointment {{voucher}}',
      es: 'Código QR del check-in de la atención {{voucher}}',
    },
  },
  'notifications.mail.checkinLink.howto': {
    pt: 'Para encontrar sua reserva, informe o código {{voucher}} e o seu nome.',
    en: 'To find your booking, enter the code {{voucher}} and your name.',
    es: 'Para encontrar su reserva, informe el código {{voucher}} y su nombre.',
    hospital: {
      pt: 'Para encontrar seu atendimento, informe o código {{voucher}} e o seu nome.',
      en: 'To find your appointment, enter the code {{voucher}} and your name.',
      es: 'Para encontrar su atención, informe el código {{voucher}} y su nombre.',
    },
  },

  'notifications.mail.webcheckinConfirmation.subject': {
    pt: '{{hotel}}: check-in online concluído',
    en: '{{hotel}}: online check-in completed',
    es: '{{hotel}}: check-in online completado',
  },
  'notifications.mail.webcheckinConfirmation.intro': {
    pt: 'Recebemos o seu check-in online da reserva {{voucher}}. Obrigado!',
    en: 'We have received your online check-in for booking {{voucher}}. Thank you!',
    es: 'Recibimos su check-in online de la reserva {{voucher}}. ¡Gracias!',
    hospital: {
      pt: 'Recebemos o seu check-in online do atendimento {{voucher}}. Obrigado!',
      en: 'We have received your online check-in for appointment {{voucher}}. Thank you!',
      es: 'Recibimos su check-in online de la atención {{voucher}}. ¡Gracias!',
    },
  },
  'notifications.mail.webcheckinConfirmation.pending': {
    pt: 'Pessoas desta reserva que ainda não fizeram o check-in online: {{count}}.',
    en: 'People on this booking who have not checked in online yet: {{count}}.',
    es: 'Personas de esta reserva que aún no hicieron el check-in online: {{count}}.',
    hospital: {
      pt: 'Pessoas deste atendimento que ainda não fizeram o check-in online: {{count}}.',
      en: 'People on this appointment who have not checked in online yet: {{count}}.',
      es: 'Personas de esta atención que aún no hicieron el check-in online: {{count}}.',
    },
  },
  'notifications.mail.webcheckinConfirmation.arrival': {
    pt: 'Na chegada, é só se apresentar na recepção.',
    en: 'When you arrive, just go to the reception.',
    es: 'Al llegar, solo preséntese en la recepción.',
  },

  'notifications.mail.paymentReceipt.subject': {
    pt: '{{hotel}}: recibo de pagamento',
    en: '{{hotel}}: payment receipt',
    es: '{{hotel}}: recibo de pago',
  },
  'notifications.mail.paymentReceipt.intro': {
    pt: 'Recebemos o seu pagamento de {{amount}} referente à reserva {{voucher}}. Obrigado!',
    en: 'We have received your payment of {{amount}} for booking {{voucher}}. Thank you!',
    es: 'Recibimos su pago de {{amount}} de la reserva {{voucher}}. ¡Gracias!',
    hospital: {
      pt: 'Recebemos o seu pagamento de {{amount}} referente ao atendimento {{voucher}}. Obrigado!',
      en: 'We have received your payment of {{amount}} for appointment {{voucher}}. Thank you!',
      es: 'Recibimos su pago de {{amount}} de la atención {{voucher}}. ¡Gracias!',
    },
  },
  'notifications.mail.paymentReceipt.balance': {
    pt: 'Saldo em aberto desta fatura: {{amount}}.',
    en: 'Balance still due on this invoice: {{amount}}.',
    es: 'Saldo pendiente de esta factura: {{amount}}.',
  },
  'notifications.mail.paymentReceipt.notFiscal': {
    pt: 'Este recibo confirma o pagamento; ele não substitui a nota fiscal.',
    en: 'This receipt confirms the payment; it is not a tax invoice.',
    es: 'Este recibo confirma el pago; no sustituye la factura fiscal.',
  },

  'notifications.mail.postStaySurvey.subject': {
    pt: '{{hotel}}: como foi a sua estadia?',
    en: '{{hotel}}: how was your stay?',
    es: '{{hotel}}: ¿cómo fue su estadía?',
    hospital: {
      pt: '{{hotel}}: como foi o seu atendimento?',
      en: '{{hotel}}: how was your appointment?',
      es: '{{hotel}}: ¿cómo fue su atención?',
    },
  },
  'notifications.mail.postStaySurvey.intro': {
    pt: 'Obrigado por escolher {{hotel}}. Conte para nós como foi a sua estadia: sua opinião nos ajuda a receber você ainda melhor.',
    en: 'Thank you for choosing {{hotel}}. Tell us how your stay was: your opinion helps us welcome you even better.',
    es: 'Gracias por elegir {{hotel}}. Cuéntenos cómo fue su estadía: su opinión nos ayuda a recibirle aún mejor.',
    hospital: {
      pt: 'Obrigado por escolher {{hotel}}. Conte para nós como foi o seu atendimento: sua opinião nos ajuda a cuidar ainda melhor de você.',
      en: 'Thank you for choosing {{hotel}}. Tell us how your appointment was: your opinion helps us care for you even better.',
      es: 'Gracias por elegir {{hotel}}. Cuéntenos cómo fue su atención: su opinión nos ayuda a cuidarle aún mejor.',
    },
  },
  'notifications.mail.postStaySurvey.reminder': {
    pt: 'Ainda dá tempo de contar para {{hotel}} como foi a sua estadia. Sua opinião faz diferença para nós.',
    en: 'There is still time to tell {{hotel}} how your stay was. Your opinion makes a difference to us.',
    es: 'Todavía está a tiempo de contarle a {{hotel}} cómo fue su estadía. Su opinión marca la diferencia.',
    hospital: {
      pt: 'Ainda dá tempo de contar para {{hotel}} como foi o seu atendimento. Sua opinião faz diferença para nós.',
      en: 'There is still time to tell {{hotel}} how your appointment was. Your opinion makes a difference to us.',
      es: 'Todavía está a tiempo de contarle a {{hotel}} cómo fue su atención. Su opinión marca la diferencia.',
    },
  },
  'notifications.mail.postStaySurvey.button': {
    pt: 'Avaliar a estadia',
    en: 'Rate your stay',
    es: 'Evaluar la estadía',
    hospital: { pt: 'Avaliar o atendimento', en: 'Rate your appointment', es: 'Evaluar la atención' },
  },
  'notifications.mail.postStaySurvey.short': {
    pt: 'Leva menos de um minuto.',
    en: 'It takes less than a minute.',
    es: 'Toma menos de un minuto.',
  },
};
