import type { Message } from '../../platform/messages';

/** The review-site accounts' refusals (pt, en, es). */
export const reputationMessages: Record<string, Message> = {
  'reputation.account_not_found': {
    pt: 'Cadastre a conta do hotel neste site antes de buscar as avaliações.',
    en: "Add the hotel's account on this site before fetching its reviews.",
    es: 'Registre la cuenta del hotel en este sitio antes de buscar las reseñas.',
  },
};
