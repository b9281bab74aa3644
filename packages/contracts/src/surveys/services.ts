import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  bookingReviewsInput,
  defineReviewMessageInput,
  findStayInput,
  getEvaluationInput,
  getQuestionsInput,
  listReviewsInput,
  reviewDetailInput,
  saveQuestionnaireInput,
  setEvaluationInput,
  surveySettingsInput,
} from './inputs';
import {
  bookingReviewsReply,
  defineReviewMessageReply,
  findStayReply,
  getEvaluationReply,
  getQuestionsReply,
  listQuestionnairesReply,
  listReviewsReply,
  questionnaireSummary,
  reviewDetailReply,
  setEvaluationReply,
  surveySettingsReply,
} from './replies';

/**
 * Evaluation and questionnaire (spec section 7). A guest calls with the survey link's token (or their check-in
 * booking token); staff need DASH:{codIns}:nps in their current hotel (docs/decisions/0043-survey-engine.md).
 */
const RESP = ['/jwt/brokerJson/resp'];
const staff = { access: 'user', permission: P.DASH.nps, needsInstitution: true } as const;

export const getQuestions = defineContract({
  name: 'ListQuestionsService',
  basePaths: RESP,
  access: ['guest', 'user'],
  permission: P.DASH.nps,
  needsInstitution: true,
  input: getQuestionsInput,
  output: getQuestionsReply,
});

/**
 * A visitor without a survey link (the website widget) finds their stay by voucher and name or e-mail: the survey
 * token for that guest once the stay has begun (decision 0055). Public, limited per address like the booking search.
 */
export const findStay = defineContract({
  name: 'LocalizarEstadiaService',
  basePaths: RESP,
  access: 'public',
  rateLimit: 'auth',
  input: findStayInput,
  output: findStayReply,
});

export const setEvaluation = defineContract({
  name: 'InserirAlterarRespostaService',
  basePaths: RESP,
  access: 'guest',
  needsInstitution: true,
  writes: true,
  input: setEvaluationInput,
  output: setEvaluationReply,
});

export const getEvaluation = defineContract({
  name: 'ListRespostasService',
  basePaths: RESP,
  access: ['guest', 'user'],
  permission: P.DASH.nps,
  needsInstitution: true,
  input: getEvaluationInput,
  output: getEvaluationReply,
});

export const defineReviewMessage = defineContract({
  ...staff,
  name: 'DefineMsgAvaliacaoService',
  basePaths: ['/jwt/broker/core'],
  writes: true,
  input: defineReviewMessageInput,
  output: defineReviewMessageReply,
});

export const listReviews = defineContract({
  ...staff,
  name: 'ListAvaliacoesService',
  // The CRM shows the reviews too (docs/decisions/0056-crm-campaign-screens.md): DASH:nps or TAGPANEL, on /broker/tagpanel.
  basePaths: ['/jwt/brokerJson/tagpanel', '/broker/tagpanel', ...RESP],
  permission: [P.DASH.nps, P.TAGPANEL.any],
  input: listReviewsInput,
  output: listReviewsReply,
});

export const getReview = defineContract({
  ...staff,
  name: 'ConsultarAvaliacaoService',
  basePaths: RESP,
  input: reviewDetailInput,
  output: reviewDetailReply,
});

/**
 * The answers of one booking's guests, for its view in the back office: under DASH:nps like the reviews list and the
 * reply (docs/decisions/0047-booking-survey-answers.md), not under the booking's TRIAL reading.
 */
export const listBookingReviews = defineContract({
  ...staff,
  name: 'ListAvaliacoesReservaService',
  basePaths: RESP,
  input: bookingReviewsInput,
  output: bookingReviewsReply,
});

export const listQuestionnaires = defineContract({
  ...staff,
  name: 'ListQuestionariosService',
  basePaths: RESP,
  input: emptyInput,
  output: listQuestionnairesReply,
});

export const saveQuestionnaire = defineContract({
  ...staff,
  name: 'SalvarQuestionarioService',
  basePaths: RESP,
  writes: true,
  input: saveQuestionnaireInput,
  output: questionnaireSummary,
});

export const getSurveySettings = defineContract({
  ...staff,
  name: 'ConsultarConfigPesquisaService',
  basePaths: RESP,
  input: emptyInput,
  output: surveySettingsReply,
});

export const saveSurveySettings = defineContract({
  ...staff,
  name: 'SalvarConfigPesquisaService',
  basePaths: RESP,
  writes: true,
  input: surveySettingsInput,
  output: surveySettingsReply,
});
