import type { Message } from '../../platform/messages';

/** The CRM profiles' and segments' refusals and confirmations (pt, en, es; hospital wording where it differs). */
export const profileMessages: Record<string, Message> = {
  'profiles.not_found': {
    pt: 'Hóspede não encontrado.',
    en: 'Guest not found.',
    es: 'Huésped no encontrado.',
    hospital: { pt: 'Paciente não encontrado.', en: 'Patient not found.', es: 'Paciente no encontrado.' },
  },
  'profiles.segment_not_found': {
    pt: 'Segmento não encontrado.',
    en: 'Segment not found.',
    es: 'Segmento no encontrado.',
  },
  'profiles.segment_name_taken': {
    pt: 'Já existe um segmento com este nome.',
    en: 'A segment with this name already exists.',
    es: 'Ya existe un segmento con este nombre.',
  },
  'profiles.segment_unreadable': {
    pt: 'O filtro deste segmento não pode ser lido; edite-o e salve novamente.',
    en: "This segment's filter cannot be read; edit it and save it again.",
    es: 'El filtro de este segmento no se puede leer; edítelo y guárdelo de nuevo.',
  },
  'profiles.segment_saved': { pt: 'Segmento salvo.', en: 'Segment saved.', es: 'Segmento guardado.' },
  'profiles.segment_removed': { pt: 'Segmento removido.', en: 'Segment removed.', es: 'Segmento eliminado.' },
  'profiles.consent_saved': {
    pt: 'Consentimento registrado.',
    en: 'Consent recorded.',
    es: 'Consentimiento registrado.',
  },
};
