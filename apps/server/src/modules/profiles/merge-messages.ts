import type { Message } from '../../platform/messages';

/** The merge and split of flagged profiles (pt, en, es; hospital wording where it differs). */
export const mergeMessages: Record<string, Message> = {
  'profiles.merge_other_documents': {
    pt: 'Os dois cadastros têm CPF ou documento diferentes: são duas pessoas e não podem ser unidos.',
    en: 'The two profiles hold different CPFs or documents: they are two people and cannot be merged.',
    es: 'Los dos perfiles tienen CPF o documento distintos: son dos personas y no se pueden combinar.',
  },
  'profiles.merged': {
    pt: 'Cadastros unidos: estadias, consentimentos e e-mails estão agora no cadastro mantido.',
    en: 'Profiles merged: stays, consents and e-mails are now on the profile kept.',
    es: 'Perfiles combinados: estancias, consentimientos y e-mails están ahora en el perfil mantenido.',
  },
  'profiles.marked_distinct': {
    pt: 'Marcados como pessoas diferentes; este par não será sinalizado de novo.',
    en: 'Marked as different people; this pair will not be flagged again.',
    es: 'Marcados como personas distintas; este par no se señalará de nuevo.',
  },
};
