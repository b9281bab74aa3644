import type { Message } from '../../platform/messages';

export const institutionMessages: Record<string, Message> = {
  'institutions.invalid_link': { pt: 'Link de Hotel Inválido', en: 'Invalid hotel link', es: 'Enlace de hotel inválido' },
  'institutions.not_yours': {
    pt: 'Você não tem acesso a este hotel.',
    en: 'You do not have access to this hotel.',
    es: 'No tiene acceso a este hotel.',
    hospital: {
      pt: 'Você não tem acesso a esta instituição.',
      en: 'You do not have access to this institution.',
      es: 'No tiene acceso a esta institución.',
    },
  },
  'institutions.feedback_ok': {
    pt: 'Feedback enviado com sucesso!',
    en: 'Feedback sent successfully!',
    es: '¡Comentario enviado con éxito!',
  },
  'institutions.outbox.hidden': { pt: '[oculto]', en: '[hidden]', es: '[oculto]' },
  'institutions.feedback_mail_subject': {
    pt: 'Feedback de {{name}} ({{hotel}})',
    en: 'Feedback from {{name}} ({{hotel}})',
    es: 'Comentario de {{name}} ({{hotel}})',
  },
  'institutions.logo_not_found': {
    pt: 'Este hotel não tem logotipo.',
    en: 'This hotel has no logo.',
    es: 'Este hotel no tiene logotipo.',
    hospital: {
      pt: 'Esta instituição não tem logotipo.',
      en: 'This institution has no logo.',
      es: 'Esta institución no tiene logotipo.',
    },
  },
};
