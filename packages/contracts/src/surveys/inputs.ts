import { z } from 'zod';
import { isoDate } from '../common';
import { answerSchema, optionSchema, questionListSchema, questionSchema, questionsJson } from './questions';

/** chaveQue: a questionnaire's public key; absent, the hotel's default (the post-stay NPS). */
export const chaveQue = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{6,40}$/, 'invalid_key');
/** chaveIns: the hotel's link code (the h of /checkin?h=...); a guest's token names the hotel anyway. */
export const chaveIns = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,60}$/, 'invalid_key');

/**
 * seguimento = 'S': the guest opens a follow-up (/follow-up, decision 0049). The questionnaire must be one the hotel
 * chose as a follow-up for the guest's main answer; without chaveQue, the one it chose for that answer's score.
 */
const seguimento = z.enum(['S', 'N']).optional();

/** ListQuestionsService (getQuestions): the questionnaire a guest answers, with their saved answers. */
export const getQuestionsInput = z.object({ chaveQue: chaveQue.optional(), chaveIns: chaveIns.optional(), seguimento });

/** One answered question as the guest's page sends it; the first item carries chaveQue (spec section 7). */
export const answeredQuestionSchema = questionSchema.extend({ chaveQue: chaveQue.optional() });

/**
 * InserirAlterarRespostaService (setEvaluation): the questions with the guest's answers, as a JSON string.
 * enviar = 'N' keeps them as a draft the guest may change; 'S' (default) submits them.
 */
export const setEvaluationInput = z.object({
  questions: questionsJson(z.array(answeredQuestionSchema).min(1).max(200)),
  chaveIns: chaveIns.optional(),
  enviar: z.enum(['S', 'N']).default('S'),
  seguimento,
});

/** ListRespostasService (getEvaluation): the answers given to a questionnaire. */
export const getEvaluationInput = z.object({
  chaveQue: chaveQue.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** ConsultarAvaliacaoService: one review's answers, for staff. */
export const reviewDetailInput = z.object({ seqQue: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** ListAvaliacoesReservaService: every guest's answers (submitted or draft) of one booking of the hotel. */
export const bookingReviewsInput = z.object({ codRes: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** DefineMsgAvaliacaoService: the hotel's reply to a stay review, shown to the guest. */
export const defineReviewMessageInput = z.object({
  seqQue: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  mensagem: z.string().trim().min(1).max(2000),
});

export const npsBand = z.enum(['promoter', 'passive', 'detractor']);

/** ListAvaliacoesService: the staff list of reviews, by period, questionnaire and score, with the period's NPS. */
export const listReviewsInput = z
  .object({
    dtInicio: isoDate,
    dtFim: isoDate,
    chaveQue: chaveQue.optional(),
    faixa: npsBand.optional(),
    busca: z.string().trim().max(80).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((f) => f.dtInicio <= f.dtFim, { path: ['dtFim'], message: 'end_before_start' });

export const surveyPurpose = z.enum(['nps', 'stay', 'follow-up', 'custom']);

/** SalvarQuestionarioService: publishes a questionnaire's questions as its next version (a new one without chaveQue). */
export const saveQuestionnaireInput = z.object({
  chaveQue: chaveQue.optional(),
  nome: z.string().trim().min(1).max(400),
  finalidade: surveyPurpose,
  questions: questionsJson(questionListSchema),
});

export const reviewLink = z.object({
  site: z.enum(['tripadvisor', 'google', 'booking', 'other']),
  url: z
    .string()
    .trim()
    .url()
    .max(500)
    .refine((u) => /^https:\/\//i.test(u), 'https_only'),
});

/**
 * SalvarConfigPesquisaService: where promoters are invited to review, the reminder's delay, and the follow-ups
 * (decision 0049): the questionnaire detractors (0-6) are invited to after their answer, and the one for everybody
 * else, each a key of the hotel's questionnaires or null for none. Absent, a follow-up is left as it was.
 */
export const surveySettingsInput = z.object({
  links: z.array(reviewLink).max(6),
  lembreteDias: z.coerce.number().int().min(1).max(30),
  seguimentoDetratores: chaveQue.nullable().optional(),
  seguimentoDemais: chaveQue.nullable().optional(),
});

export { answerSchema, optionSchema };
