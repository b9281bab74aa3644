import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  bookingReviewsInput,
  defineReviewMessageInput,
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
  basePaths: ['/jwt/brokerJson/tagpanel', ...RESP],
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
