import type { Message } from '../../platform/messages';

/** The surveys' refusals (pt, en, es; hospital wording where it differs). */
export const surveyMessages: Record<string, Message> = {
  'surveys.not_found': {
    pt: 'Pesquisa não encontrada.',
    en: 'Survey not found.',
    es: 'Encuesta no encontrada.',
  },
  'surveys.link_invalid': {
    pt: 'Este link de avaliação não é mais válido.',
    en: 'This review link is no longer valid.',
    es: 'Este enlace de evaluación ya no es válido.',
  },
  'surveys.wrong_hotel': {
    pt: 'Este link de avaliação é de outro hotel.',
    en: 'This review link belongs to another hotel.',
    es: 'Este enlace de evaluación es de otro hotel.',
    hospital: {
      pt: 'Este link de avaliação é de outra instituição.',
      en: 'This review link belongs to another institution.',
      es: 'Este enlace de evaluación es de otra institución.',
    },
  },
  'surveys.already_submitted': {
    pt: 'Sua avaliação já foi enviada. Obrigado!',
    en: 'Your review has already been sent. Thank you!',
    es: 'Su evaluación ya fue enviada. ¡Gracias!',
  },
  'surveys.unknown_question': {
    pt: 'Esta pergunta não faz parte da pesquisa.',
    en: 'This question is not part of the survey.',
    es: 'Esta pregunta no forma parte de la encuesta.',
  },
  'surveys.answers_refused': {
    pt: 'Confira as respostas destacadas.',
    en: 'Please check the highlighted answers.',
    es: 'Revise las respuestas destacadas.',
  },
  'surveys.answer.required': {
    pt: 'Responda esta pergunta.',
    en: 'Please answer this question.',
    es: 'Responda esta pregunta.',
  },
  'surveys.answer.invalid': {
    pt: 'Esta resposta não é válida para a pergunta.',
    en: 'This answer is not valid for the question.',
    es: 'Esta respuesta no es válida para la pregunta.',
  },
  'surveys.booking_not_found': {
    pt: 'Reserva não encontrada.',
    en: 'Booking not found.',
    es: 'Reserva no encontrada.',
    hospital: { pt: 'Atendimento não encontrado.', en: 'Appointment not found.', es: 'Atención no encontrada.' },
  },
  'surveys.follow_up_not_configured': {
    pt: 'Este questionário de acompanhamento não está disponível.',
    en: 'This follow-up questionnaire is not available.',
    es: 'Este cuestionario de seguimiento no está disponible.',
  },
  'surveys.follow_up_before_main': {
    pt: 'Envie primeiro a sua avaliação: o questionário de acompanhamento vem depois dela.',
    en: 'Please send your review first: the follow-up questionnaire comes after it.',
    es: 'Envíe primero su evaluación: el cuestionario de seguimiento viene después.',
  },
  'surveys.follow_up_not_offered': {
    pt: 'Este questionário de acompanhamento não é para a sua avaliação.',
    en: 'This follow-up questionnaire is not for your review.',
    es: 'Este cuestionario de seguimiento no corresponde a su evaluación.',
  },
  'surveys.follow_up_unknown': {
    pt: 'Escolha um dos questionários publicados do hotel.',
    en: 'Choose one of the hotel’s published questionnaires.',
    es: 'Elija uno de los cuestionarios publicados del hotel.',
    hospital: {
      pt: 'Escolha um dos questionários publicados da instituição.',
      en: 'Choose one of the institution’s published questionnaires.',
      es: 'Elija uno de los cuestionarios publicados de la institución.',
    },
  },
  'surveys.follow_up_is_default': {
    pt: 'A pesquisa principal não pode ser o seu próprio acompanhamento.',
    en: 'The main survey cannot be its own follow-up.',
    es: 'La encuesta principal no puede ser su propio seguimiento.',
  },
  'surveys.review_not_found': {
    pt: 'Avaliação não encontrada.',
    en: 'Review not found.',
    es: 'Evaluación no encontrada.',
  },
  'surveys.authoring': {
    pt: 'Corrija as perguntas destacadas antes de publicar.',
    en: 'Fix the highlighted questions before publishing.',
    es: 'Corrija las preguntas destacadas antes de publicar.',
  },
  'surveys.authoring.duplicate-code': {
    pt: 'Outra pergunta já usa este código.',
    en: 'Another question already uses this code.',
    es: 'Otra pregunta ya usa este código.',
  },
  'surveys.authoring.no-text': {
    pt: 'Escreva o texto da pergunta.',
    en: 'Write the question’s text.',
    es: 'Escriba el texto de la pregunta.',
  },
  'surveys.authoring.no-options': {
    pt: 'Adicione ao menos uma opção.',
    en: 'Add at least one option.',
    es: 'Agregue al menos una opción.',
  },
  'surveys.authoring.duplicate-option': {
    pt: 'Duas opções têm o mesmo valor.',
    en: 'Two options have the same value.',
    es: 'Dos opciones tienen el mismo valor.',
  },
  'surveys.authoring.condition-operator': {
    pt: 'A condição deve começar com ==, !=, <= ou >=.',
    en: 'The condition must start with ==, !=, <= or >=.',
    es: 'La condición debe empezar con ==, !=, <= o >=.',
  },
  'surveys.authoring.condition-json': {
    pt: 'O valor da condição não pôde ser lido.',
    en: 'The condition’s value could not be read.',
    es: 'No se pudo leer el valor de la condición.',
  },
  'surveys.authoring.condition-value': {
    pt: 'A condição compara com um texto, um número, sim/não ou uma lista.',
    en: 'A condition compares with a text, a number, yes/no or a list.',
    es: 'La condición compara con un texto, un número, sí/no o una lista.',
  },
  'surveys.authoring.condition-without-parent': {
    pt: 'Só uma pergunta dependente pode ter condição.',
    en: 'Only a follow-up question can have a condition.',
    es: 'Solo una pregunta dependiente puede tener condición.',
  },
  'surveys.authoring.condition-never-holds': {
    pt: 'Esta condição não combina com o tipo da pergunta principal.',
    en: 'This condition does not fit the parent question’s type.',
    es: 'Esta condición no corresponde al tipo de la pregunta principal.',
  },
  'surveys.authoring.bad-scale': {
    pt: 'A escala de estrelas vai de 2 a 10.',
    en: 'A star scale goes from 2 to 10.',
    es: 'La escala de estrellas va de 2 a 10.',
  },
};
