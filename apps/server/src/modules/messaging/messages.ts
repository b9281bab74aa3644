import type { Message } from '../../platform/messages';

/** The WhatsApp number's refusals (pt, en, es). */
export const messagingMessages: Record<string, Message> = {
  'messaging.externalRef': {
    pt: 'Informe a identificação do número de telefone como aparece no WhatsApp Manager.',
    en: 'Enter the phone number ID as WhatsApp Manager shows it.',
    es: 'Ingrese el identificador del número de teléfono como aparece en WhatsApp Manager.',
  },
  'messaging.number_refused': {
    pt: 'O WhatsApp não reconhece este número para a conta configurada.',
    en: 'WhatsApp does not know this number for the configured account.',
    es: 'WhatsApp no reconoce este número para la cuenta configurada.',
  },
  'messaging.provider_unavailable': {
    pt: 'O WhatsApp não respondeu. Tente novamente em alguns minutos.',
    en: 'WhatsApp did not answer. Try again in a few minutes.',
    es: 'WhatsApp no respondió. Intente nuevamente en unos minutos.',
  },
  'messaging.number_taken': {
    pt: 'Este número já está cadastrado em outra unidade.',
    en: 'This number is already set up for another property.',
    es: 'Este número ya está registrado en otra unidad.',
  },
  'messaging.account_not_found': {
    pt: 'Cadastre o número de WhatsApp antes de buscar as mensagens.',
    en: 'Add the WhatsApp number before fetching its messages.',
    es: 'Registre el número de WhatsApp antes de buscar los mensajes.',
  },
};
