import type { Message } from '../../platform/messages';

/** The CRM templates' refusals and the test mail's words (pt, en, es; hospital wording where it differs). */
export const campaignMessages: Record<string, Message> = {
  'campaigns.template_not_found': {
    pt: 'Modelo de e-mail não encontrado.',
    en: 'E-mail template not found.',
    es: 'Plantilla de e-mail no encontrada.',
  },
  'campaigns.template_too_large': {
    pt: 'O e-mail ficou com {{size}} KB; o limite é {{max}} KB (o Gmail corta mensagens maiores). Remova linhas ou encurte os textos.',
    en: 'The e-mail is {{size}} KB; the limit is {{max}} KB (Gmail clips larger messages). Remove rows or shorten the texts.',
    es: 'El e-mail tiene {{size}} KB; el límite es {{max}} KB (Gmail recorta los mensajes más grandes). Quite filas o acorte los textos.',
  },
  'campaigns.unknown_merge_field': {
    pt: 'O campo {{name}} não existe. Use um dos campos da lista.',
    en: 'There is no field called {{name}}. Use one of the fields in the list.',
    es: 'El campo {{name}} no existe. Use uno de los campos de la lista.',
  },
  'campaigns.test_sent': {
    pt: 'E-mail de teste enviado para {{to}}.',
    en: 'Test e-mail sent to {{to}}.',
    es: 'E-mail de prueba enviado a {{to}}.',
  },
  'campaigns.test_subject': {
    pt: '[Teste] {{subject}}',
    en: '[Test] {{subject}}',
    es: '[Prueba] {{subject}}',
  },
  'campaigns.test_text': {
    pt: 'Este é um teste do modelo "{{name}}", com dados de exemplo. Abra em um leitor de e-mail que mostre HTML.',
    en: 'This is a test of the template "{{name}}", with sample data. Open it in a mail reader that shows HTML.',
    es: 'Esta es una prueba de la plantilla "{{name}}", con datos de ejemplo. Ábrala en un lector de e-mail que muestre HTML.',
  },
  'campaigns.sample_guest': {
    pt: 'Maria Silva',
    en: 'Mary Smith',
    es: 'María García',
  },
  'campaigns.sample_first_name': { pt: 'Maria', en: 'Mary', es: 'María' },
  // Campaign delivery (docs/decisions/0058-campaign-delivery.md): the unsubscribe link.
  'campaigns.unsubscribe_link_invalid': {
    pt: 'Este link de descadastro não é válido. Abra o link do e-mail mais recente que você recebeu.',
    en: 'This unsubscribe link is not valid. Open the link in the most recent e-mail you received.',
    es: 'Este enlace para darse de baja no es válido. Abra el enlace del e-mail más reciente que recibió.',
  },
};
