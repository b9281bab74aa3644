import type { Message } from '../../platform/messages';

/** The facial booking search's consent text and refusals (docs/decisions/0068-facial-booking-search.md). */
export const faceMessages: Record<string, Message> = {
  'checkin.face_consent_text': {
    pt: 'Autorizo {{hotel}} a usar a foto do meu rosto para encontrar minha reserva no totem de autoatendimento. Apenas uma representação numérica do rosto é guardada, nunca a foto para este fim, e ela é apagada após a minha saída. Posso retirar este consentimento a qualquer momento (LGPD, art. 11).',
    en: 'I authorise {{hotel}} to use the photo of my face to find my booking at the self-service kiosk. Only a numeric representation of the face is kept for this, never the photo, and it is deleted after I check out. I may withdraw this consent at any time (LGPD, art. 11).',
    es: 'Autorizo a {{hotel}} a usar la foto de mi rostro para encontrar mi reserva en el tótem de autoservicio. Solo se guarda una representación numérica del rostro, nunca la foto para este fin, y se borra después de mi salida. Puedo retirar este consentimiento en cualquier momento (LGPD, art. 11).',
    hospital: {
      pt: 'Autorizo {{hotel}} a usar a foto do meu rosto para encontrar meu atendimento no totem de autoatendimento. Apenas uma representação numérica do rosto é guardada, nunca a foto para este fim, e ela é apagada após a minha alta. Posso retirar este consentimento a qualquer momento (LGPD, art. 11).',
      en: 'I authorise {{hotel}} to use the photo of my face to find my appointment at the self-service kiosk. Only a numeric representation of the face is kept for this, never the photo, and it is deleted after I am discharged. I may withdraw this consent at any time (LGPD, art. 11).',
      es: 'Autorizo a {{hotel}} a usar la foto de mi rostro para encontrar mi atención en el tótem de autoservicio. Solo se guarda una representación numérica del rostro, nunca la foto para este fin, y se borra después de mi alta. Puedo retirar este consentimiento en cualquier momento (LGPD, art. 11).',
    },
  },
  'checkin.face_search_off': {
    pt: 'A busca facial não está disponível neste hotel.',
    en: 'Facial search is not available at this hotel.',
    es: 'La búsqueda facial no está disponible en este hotel.',
    hospital: {
      pt: 'A busca facial não está disponível nesta unidade.',
      en: 'Facial search is not available at this facility.',
      es: 'La búsqueda facial no está disponible en esta unidad.',
    },
  },
  'checkin.face_consent_required': {
    pt: 'Para usar a busca facial, aceite antes o termo de consentimento.',
    en: 'To use the facial search, first accept the consent term.',
    es: 'Para usar la búsqueda facial, acepte antes el término de consentimiento.',
  },
  'checkin.face_bad_image': {
    pt: 'Não foi possível ler a foto. Tente novamente.',
    en: 'The photo could not be read. Please try again.',
    es: 'No fue posible leer la foto. Inténtelo de nuevo.',
  },
  'checkin.face_not_found': {
    pt: 'Nenhum rosto encontrado na foto. Olhe para a câmera e tente novamente.',
    en: 'No face was found in the photo. Look at the camera and try again.',
    es: 'No se encontró ningún rostro en la foto. Mire a la cámara e inténtelo de nuevo.',
  },
  'checkin.face_rate_limited': {
    pt: 'Muitas tentativas. Aguarde {{seconds}} segundos ou busque pelo voucher.',
    en: 'Too many attempts. Wait {{seconds}} seconds or search by voucher.',
    es: 'Demasiados intentos. Espere {{seconds}} segundos o busque por el voucher.',
  },
  'checkin.face_ticket_invalid': {
    pt: 'A busca expirou. Tire uma nova foto ou busque pelo voucher.',
    en: 'The search has expired. Take a new photo or search by voucher.',
    es: 'La búsqueda expiró. Tome una nueva foto o busque por el voucher.',
  },
  'checkin.face_second_factor': {
    pt: 'Os dados não conferem. Confira o primeiro nome ou o voucher.',
    en: 'The details do not match. Check the first name or the voucher.',
    es: 'Los datos no coinciden. Verifique el primer nombre o el voucher.',
  },
};
