import type { Message } from '../../platform/messages';

/** /grant-person-access's refusals, confirmations and invitation mail (docs/decisions/0054-guest-preferences.md). */
export const grantMessages: Record<string, Message> = {
  'checkin.grant_exists': {
    pt: 'Esta pessoa já tem acesso. Revogue o acesso atual para enviar um novo convite.',
    en: 'This person already has access. Revoke the current access to send a new invitation.',
    es: 'Esta persona ya tiene acceso. Revoque el acceso actual para enviar una nueva invitación.',
  },
  'checkin.grant_limit': {
    pt: 'A reserva já tem {{max}} acessos concedidos. Revogue um para conceder outro.',
    en: 'The booking already has {{max}} people with access. Revoke one to grant another.',
    es: 'La reserva ya tiene {{max}} accesos concedidos. Revoque uno para conceder otro.',
    hospital: {
      pt: 'O atendimento já tem {{max}} acessos concedidos. Revogue um para conceder outro.',
      en: 'The appointment already has {{max}} people with access. Revoke one to grant another.',
      es: 'La atención ya tiene {{max}} accesos concedidos. Revoque uno para conceder otro.',
    },
  },
  'checkin.grant_not_found': {
    pt: 'Acesso não encontrado ou já revogado.',
    en: 'Access not found or already revoked.',
    es: 'Acceso no encontrado o ya revocado.',
  },
  'checkin.grant_invalid': {
    pt: 'Este convite não é válido ou o acesso foi revogado. Peça um novo convite a quem o enviou.',
    en: 'This invitation is not valid or the access was revoked. Ask whoever sent it for a new one.',
    es: 'Esta invitación no es válida o el acceso fue revocado. Pida una nueva a quien la envió.',
  },
  'checkin.grant_sent': {
    pt: 'Convite enviado para {{email}}.',
    en: 'Invitation sent to {{email}}.',
    es: 'Invitación enviada a {{email}}.',
  },
  'checkin.grant_revoked': {
    pt: 'Acesso revogado.',
    en: 'Access revoked.',
    es: 'Acceso revocado.',
  },
  'checkin.mail.grant.subject': {
    pt: '{{by}} compartilhou uma reserva no {{hotel}} com você',
    en: '{{by}} shared a booking at {{hotel}} with you',
    es: '{{by}} compartió una reserva en {{hotel}} con usted',
    hospital: {
      pt: '{{by}} compartilhou um atendimento no {{hotel}} com você',
      en: '{{by}} shared an appointment at {{hotel}} with you',
      es: '{{by}} compartió una atención en {{hotel}} con usted',
    },
  },
  'checkin.mail.grant.body': {
    pt: 'Olá, {{name}}.\n\n{{by}} concedeu a você acesso à reserva {{voucher}} no {{hotel}}: você pode ver a reserva, fazer o check-in online, pagar e informar preferências.\n\nAbra: {{link}}\n\nO link é pessoal; deixa de valer se o acesso for revogado.',
    en: 'Hello, {{name}}.\n\n{{by}} gave you access to booking {{voucher}} at {{hotel}}: you can see the booking, check in online, pay and give preferences.\n\nOpen: {{link}}\n\nThe link is personal; it stops working if the access is revoked.',
    es: 'Hola, {{name}}.\n\n{{by}} le concedió acceso a la reserva {{voucher}} en {{hotel}}: puede ver la reserva, hacer el check-in online, pagar e informar preferencias.\n\nAbra: {{link}}\n\nEl enlace es personal; deja de valer si el acceso es revocado.',
    hospital: {
      pt: 'Olá, {{name}}.\n\n{{by}} concedeu a você acesso ao atendimento {{voucher}} no {{hotel}}: você pode ver o atendimento, fazer o check-in online, pagar e informar necessidades.\n\nAbra: {{link}}\n\nO link é pessoal; deixa de valer se o acesso for revogado.',
      en: 'Hello, {{name}}.\n\n{{by}} gave you access to appointment {{voucher}} at {{hotel}}: you can see it, check in online, pay and give your needs.\n\nOpen: {{link}}\n\nThe link is personal; it stops working if the access is revoked.',
      es: 'Hola, {{name}}.\n\n{{by}} le concedió acceso a la atención {{voucher}} en {{hotel}}: puede verla, hacer el check-in online, pagar e informar necesidades.\n\nAbra: {{link}}\n\nEl enlace es personal; deja de valer si el acceso es revocado.',
    },
  },
};
