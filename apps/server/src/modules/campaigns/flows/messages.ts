import type { Message } from '../../../platform/messages';

/** The flows' refusals (pt, en, es). */
export const flowMessages: Record<string, Message> = {
  'campaigns.flow_not_found': {
    pt: 'Automação não encontrada.',
    en: 'Automation not found.',
    es: 'Automatización no encontrada.',
  },
  'campaigns.flow_template_missing': {
    pt: 'Escolha o modelo de e-mail deste passo.',
    en: 'Choose the e-mail template for this step.',
    es: 'Elija la plantilla de e-mail de este paso.',
  },
  'campaigns.flow_changed': {
    pt: 'Esta automação foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
    en: 'Someone else changed this automation. Reload the page and make your change again.',
    es: 'Otra persona cambió esta automatización. Recargue la página y repita el cambio.',
  },
};
