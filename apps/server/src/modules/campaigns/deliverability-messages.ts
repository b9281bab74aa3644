import type { Message } from '../../platform/messages';

/** The suppression list's words (pt, en, es). */
export const deliverabilityMessages: Record<string, Message> = {
  'campaigns.suppression_not_found': {
    pt: 'Este endereço não está na lista de bloqueio.',
    en: 'This address is not on the suppression list.',
    es: 'Esta dirección no está en la lista de bloqueo.',
  },
  'campaigns.suppression_removed': {
    pt: 'O endereço {{address}} volta a receber e-mails de marketing.',
    en: '{{address}} will receive marketing e-mails again.',
    es: 'La dirección {{address}} vuelve a recibir e-mails de marketing.',
  },
};
