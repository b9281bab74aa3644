import type { Message } from '../../platform/messages';

/** Upload, image and terms messages (pt is the source wording). */
export const documentMessages: Record<string, Message> = {
  'documents.bad_upload': {
    pt: 'Envio de arquivo inválido. Tente enviar a imagem novamente.',
    en: 'Invalid file upload. Please try sending the image again.',
    es: 'Envío de archivo inválido. Intente enviar la imagen nuevamente.',
  },
  'documents.no_file': { pt: 'Nenhuma imagem enviada.', en: 'No image was sent.', es: 'No se envió ninguna imagen.' },
  'documents.not_image': {
    pt: 'O arquivo enviado não é uma imagem JPEG, PNG ou WebP.',
    en: 'The file is not a JPEG, PNG or WebP image.',
    es: 'El archivo enviado no es una imagen JPEG, PNG o WebP.',
  },
  'documents.too_large': {
    pt: 'A imagem é grande demais (máximo de {{mb}} MB).',
    en: 'The image is too large (at most {{mb}} MB).',
    es: 'La imagen es demasiado grande (máximo {{mb}} MB).',
  },
  'documents.too_many_pixels': {
    pt: 'A imagem tem resolução grande demais. Envie uma foto comum da câmera.',
    en: 'The image resolution is too large. Send an ordinary camera photo.',
    es: 'La resolución de la imagen es demasiado grande. Envíe una foto común de la cámara.',
  },
  'documents.polyglot': {
    pt: 'O arquivo contém dados que não são de imagem e foi recusado.',
    en: 'The file contains data that is not an image and was refused.',
    es: 'El archivo contiene datos que no son de imagen y fue rechazado.',
  },
  'documents.corrupt': {
    pt: 'A imagem está corrompida ou incompleta. Tire a foto novamente.',
    en: 'The image is corrupt or incomplete. Please take the photo again.',
    es: 'La imagen está dañada o incompleta. Tome la foto nuevamente.',
  },
  'documents.too_small': {
    pt: 'A imagem é pequena demais para ser lida. Tire a foto mais de perto ou com mais resolução.',
    en: 'The image is too small to be read. Take the photo closer or at a higher resolution.',
    es: 'La imagen es demasiado pequeña para leerse. Tome la foto más de cerca o con más resolución.',
  },
  'documents.blank': {
    pt: 'A imagem está em branco ou sem conteúdo legível. Tire a foto novamente.',
    en: 'The image is blank or has no readable content. Please take the photo again.',
    es: 'La imagen está en blanco o sin contenido legible. Tome la foto nuevamente.',
  },
  'documents.blank_signature': {
    pt: 'A assinatura está vazia. Assine antes de salvar.',
    en: 'The signature is empty. Sign before saving.',
    es: 'La firma está vacía. Firme antes de guardar.',
  },
  'documents.link_invalid': {
    pt: 'Link de imagem inválido.',
    en: 'Invalid image link.',
    es: 'Enlace de imagen inválido.',
  },
  'documents.link_expired': {
    pt: 'O link da imagem expirou. Abra a página novamente.',
    en: 'The image link has expired. Open the page again.',
    es: 'El enlace de la imagen expiró. Abra la página nuevamente.',
  },
  'documents.not_found': { pt: 'Imagem não encontrada.', en: 'Image not found.', es: 'Imagen no encontrada.' },
  'documents.in_use': {
    pt: 'Esta imagem já faz parte de um check-in concluído e não pode ser removida.',
    en: 'This image belongs to a completed check-in and cannot be removed.',
    es: 'Esta imagen ya forma parte de un check-in concluido y no puede eliminarse.',
  },
  'documents.term_not_found': { pt: 'Termo não encontrado.', en: 'Term not found.', es: 'Término no encontrado.' },
  'documents.removed': { pt: 'Imagem removida.', en: 'Image removed.', es: 'Imagen eliminada.' },
  // Terms the guest accepts, and the accepted-term page.
  'documents.terms_title': {
    pt: 'Termo de responsabilidade e consentimento',
    en: 'Statement of responsibility and consent',
    es: 'Término de responsabilidad y consentimiento',
  },
  'documents.terms_body': {
    pt: 'Declaro que as informações e os documentos que enviei são verdadeiros e estou ciente de que serão usados para o meu registro de hóspede (Ficha Nacional de Registro de Hóspedes, Lei 11.771/2008) e tratados conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018), somente para a minha identificação e segurança durante a hospedagem. Concordo com as normas de hospedagem de {{hotel}}, incluindo os horários de entrada e saída.',
    en: 'I declare that the information and documents I sent are true and I am aware that they will be used for my guest registration (Brazilian National Guest Register, Law 11,771/2008) and processed under the General Data Protection Law (Law 13,709/2018), only for my identification and safety during the stay. I agree to the house rules of {{hotel}}, including check-in and check-out times.',
    es: 'Declaro que la información y los documentos que envié son verdaderos y estoy consciente de que se usarán para mi registro de huésped (Ficha Nacional de Registro de Huéspedes de Brasil, Ley 11.771/2008) y se tratarán conforme a la Ley General de Protección de Datos (Ley 13.709/2018), solo para mi identificación y seguridad durante la estadía. Acepto las normas de hospedaje de {{hotel}}, incluidos los horarios de entrada y salida.',
    hospital: {
      pt: 'Declaro que as informações e os documentos que enviei são verdadeiros e estou ciente de que serão usados para o meu cadastro de atendimento e tratados conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018), somente para a minha identificação e segurança durante o atendimento. Concordo com as normas de {{hotel}}.',
      en: 'I declare that the information and documents I sent are true and I am aware that they will be used for my appointment registration and processed under the General Data Protection Law (Law 13,709/2018), only for my identification and safety during the appointment. I agree to the rules of {{hotel}}.',
      es: 'Declaro que la información y los documentos que envié son verdaderos y estoy consciente de que se usarán para mi registro de atención y se tratarán conforme a la Ley General de Protección de Datos (Ley 13.709/2018), solo para mi identificación y seguridad durante la atención. Acepto las normas de {{hotel}}.',
    },
  },
  'documents.term_accepted_at': { pt: 'Data do aceite', en: 'Accepted on', es: 'Fecha de aceptación' },
  'documents.term_ip': { pt: 'IP', en: 'IP', es: 'IP' },
  'documents.term_device': { pt: 'Dispositivo', en: 'Device', es: 'Dispositivo' },
  'documents.term_assisted': {
    pt: 'Aceite assistido pela equipe',
    en: 'Acceptance assisted by staff',
    es: 'Aceptación asistida por el equipo',
  },
  'documents.term_guest': { pt: 'Hóspede', en: 'Guest', es: 'Huésped', hospital: { pt: 'Paciente', en: 'Patient', es: 'Paciente' } },
  'documents.term_signature': { pt: 'Assinatura', en: 'Signature', es: 'Firma' },
  'documents.no_signature': { pt: 'Sem Assinatura', en: 'No signature', es: 'Sin firma' },
};
