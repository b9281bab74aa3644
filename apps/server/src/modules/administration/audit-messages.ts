import type { Message } from '../../platform/messages';

/** The audit trail's words: the export's columns and the actions' names (the web's bundle has the same names). */
export const auditMessages: Record<string, Message> = {
  'administration.audit.retention_saved': {
    pt: 'O histórico de auditoria será mantido por {{days}} dias.',
    en: 'The audit trail will be kept for {{days}} days.',
    es: 'El historial de auditoría se conservará durante {{days}} días.',
  },
  'administration.audit.sheet': { pt: 'Auditoria', en: 'Audit trail', es: 'Auditoría' },
  'administration.audit.column.at': { pt: 'Data e hora', en: 'Date and time', es: 'Fecha y hora' },
  'administration.audit.column.action': { pt: 'Ação', en: 'Action', es: 'Acción' },
  'administration.audit.column.actor': { pt: 'Quem', en: 'Who', es: 'Quién' },
  'administration.audit.column.as': { pt: 'Vendo como', en: 'Viewing as', es: 'Viendo como' },
  'administration.audit.column.target': { pt: 'Sobre', en: 'On', es: 'Sobre' },
  'administration.audit.column.before': { pt: 'Antes', en: 'Before', es: 'Antes' },
  'administration.audit.column.after': { pt: 'Depois', en: 'After', es: 'Después' },
  'administration.audit.column.ip': { pt: 'IP', en: 'IP', es: 'IP' },
  'administration.audit.action.emulation.start': {
    pt: 'Início de emulação',
    en: 'Emulation started',
    es: 'Inicio de emulación',
  },
  'administration.audit.action.emulation.stop': { pt: 'Fim de emulação', en: 'Emulation ended', es: 'Fin de emulación' },
  'administration.audit.action.emulation.call': {
    pt: 'Ação durante emulação',
    en: 'Action while emulating',
    es: 'Acción durante emulación',
  },
  'administration.audit.action.audit.retention': {
    pt: 'Retenção da auditoria',
    en: 'Audit retention',
    es: 'Retención de la auditoría',
  },
  'administration.audit.action.document.reveal': {
    pt: 'Documento exibido por completo',
    en: 'Full document shown',
    es: 'Documento mostrado completo',
  },
  'administration.audit.action.guest.merge': { pt: 'Cadastros mesclados', en: 'Profiles merged', es: 'Registros combinados' },
  'administration.audit.action.booking.create': { pt: 'Reserva criada', en: 'Booking created', es: 'Reserva creada' },
  'administration.audit.action.booking.update': { pt: 'Reserva alterada', en: 'Booking changed', es: 'Reserva modificada' },
  'administration.audit.action.booking.checkin': { pt: 'Check-in', en: 'Check-in', es: 'Check-in' },
  'administration.audit.action.booking.checkout': { pt: 'Check-out', en: 'Check-out', es: 'Check-out' },
  'administration.audit.action.booking.checkout_postponed': {
    pt: 'Check-out adiado',
    en: 'Check-out postponed',
    es: 'Check-out aplazado',
  },
  'administration.audit.action.booking.registration_release': {
    pt: 'Cadastro enviado ao PMS',
    en: 'Registration sent to the PMS',
    es: 'Registro enviado al PMS',
  },
  'administration.audit.action.booking.registration_synced': {
    pt: 'Cadastro marcado como sincronizado',
    en: 'Registration marked as synced',
    es: 'Registro marcado como sincronizado',
  },
  'administration.audit.action.payment.charge': { pt: 'Cobrança', en: 'Charge', es: 'Cobro' },
  'administration.audit.action.payment.reserve': { pt: 'Pré-autorização', en: 'Pre-authorisation', es: 'Preautorización' },
  'administration.audit.action.payment.capture': { pt: 'Captura', en: 'Capture', es: 'Captura' },
  'administration.audit.action.payment.cancel': {
    pt: 'Cancelamento de pagamento',
    en: 'Payment cancelled',
    es: 'Cancelación de pago',
  },
  'administration.audit.action.invoice.create': { pt: 'Fatura criada', en: 'Invoice created', es: 'Factura creada' },
  'administration.audit.action.invoice.cancel': { pt: 'Fatura cancelada', en: 'Invoice cancelled', es: 'Factura cancelada' },
};
