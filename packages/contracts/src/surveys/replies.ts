import { z } from 'zod';
import { flag } from '../common';
import { npsBand, reviewLink, surveyPurpose } from './inputs';
import { questionSchema } from './questions';

const npsSummary = z.object({
  score: z.number().nullable(),
  promoters: z.number(),
  passives: z.number(),
  detractors: z.number(),
  total: z.number(),
});

/** ListQuestionsService: the questionnaire (its current version, or the version the guest's answers keep). */
export const getQuestionsReply = z.object({
  status: z.literal(1),
  chaveQue: z.string(),
  nome: z.string(),
  finalidade: surveyPurpose,
  versao: z.number(),
  nomeIns: z.string(),
  /** A hospital's questionnaire: the guest's page uses the hospital wording (patient, care). */
  hospital: flag,
  questions: z.array(questionSchema),
  /** The guest's answers, when they have some: seqQue, submitted or not, the hotel's reply. */
  seqQue: z.number().nullable(),
  enviado: flag,
  mensagemHotel: z.string().nullable(),
  /** After a promoter's answer: where to post a public review. */
  avaliarEm: z.array(reviewLink),
  /** After a sent main answer: the follow-up questionnaire (chaveQue) the guest is invited to, if any (decision 0049). */
  seguimento: z.string().nullable(),
  /** Whether the booking's stay has begun or ended (the menu's "review your stay" shows then); 'S' for staff. */
  estadiaIniciada: flag,
});
export type GetQuestionsReply = z.output<typeof getQuestionsReply>;

export const setEvaluationReply = z.object({
  status: z.literal(1),
  seqQue: z.number(),
  enviado: flag,
  faixa: npsBand.nullable(),
  avaliarEm: z.array(reviewLink),
  /** The follow-up questionnaire (chaveQue) the guest is now invited to, if any (decision 0049). */
  seguimento: z.string().nullable(),
});

export const getEvaluationReply = z.object({
  status: z.literal(1),
  metadata: z.object({ totalCount: z.number() }),
  rows: z.array(z.object({ seqQue: z.number(), codRes: z.number(), dhInclusao: z.string(), enviado: flag })),
});

export const defineReviewMessageReply = z.object({
  status: z.literal(1),
  seqQue: z.number(),
  mensagem: z.string(),
  dhResposta: z.string(),
});

export const reviewRow = z.object({
  seqQue: z.number(),
  codRes: z.number(),
  voucher: z.string().nullable(),
  hospede: z.string().nullable(),
  questionario: z.string(),
  versao: z.number(),
  nota: z.number().nullable(),
  faixa: npsBand.nullable(),
  avaliacao: z.number().nullable(),
  comentario: z.string().nullable(),
  idioma: z.enum(['pt', 'en', 'es']),
  dhEnvio: z.string(),
  resposta: z.string().nullable(),
  dhResposta: z.string().nullable(),
});
export type ReviewRow = z.output<typeof reviewRow>;

/** A follow-up's answers under the main answer it follows (decision 0049). */
export const followUpAnswers = z.object({
  seqQue: z.number(),
  nome: z.string(),
  versao: z.number(),
  enviado: flag,
  dhEnvio: z.string().nullable(),
  questions: z.array(questionSchema),
});

/** ConsultarAvaliacaoService: the questions of the version the guest answered, with their answers (hidden ones empty). */
export const reviewDetailReply = z.object({
  seqQue: z.number(),
  versao: z.number(),
  enviado: flag,
  questions: z.array(questionSchema),
  /** The follow-up the guest sent after this answer, or null. */
  seguimento: followUpAnswers.nullable(),
});
export type ReviewDetailReply = z.output<typeof reviewDetailReply>;

export const listReviewsReply = z.object({
  /**
   * totalCapped: the count stopped at its cap (a search counts up to 10,000 matches): totalCount is then a floor, shown
   * as "10,000+". Absent from older servers: read it as false.
   */
  metadata: z.object({ totalCount: z.number(), totalCapped: z.boolean().optional() }),
  nps: npsSummary,
  data: z.array(reviewRow),
});
export type ListReviewsReply = z.output<typeof listReviewsReply>;

export const questionnaireSummary = z.object({
  chaveQue: z.string(),
  nome: z.string(),
  finalidade: surveyPurpose,
  padrao: flag,
  versao: z.number(),
  publicadoEm: z.string(),
  respostas: z.number(),
  questions: z.array(questionSchema),
});
export type QuestionnaireSummary = z.output<typeof questionnaireSummary>;

export const listQuestionnairesReply = z.object({ data: z.array(questionnaireSummary) });

export const surveySettingsReply = z.object({
  links: z.array(reviewLink),
  lembreteDias: z.number(),
  /** The follow-ups in force: the hotel's choice, or the bundled one for detractors until it chooses. */
  seguimentoDetratores: z.string().nullable(),
  seguimentoDemais: z.string().nullable(),
});

/**
 * ListAvaliacoesReservaService: one guest's answers to one questionnaire for the booking, submitted or still a draft,
 * with the questions of the version they answered (texts in their three languages; hidden ones without answers).
 */
export const bookingReview = z.object({
  seqQue: z.number(),
  chaveQue: z.string(),
  questionario: z.string(),
  versao: z.number(),
  /** The booking person who answered; null: the booking's own link (a booking token), not one guest's. */
  codPes: z.number().nullable(),
  hospede: z.string().nullable(),
  enviado: flag,
  /** When it was sent (submitted), or last saved for a draft. */
  dhEnvio: z.string().nullable(),
  dhAtualizacao: z.string(),
  nota: z.number().nullable(),
  faixa: npsBand.nullable(),
  avaliacao: z.number().nullable(),
  comentario: z.string().nullable(),
  idioma: z.enum(['pt', 'en', 'es']),
  resposta: z.string().nullable(),
  dhResposta: z.string().nullable(),
  questions: z.array(questionSchema),
});
export type BookingReview = z.output<typeof bookingReview>;

export const bookingReviewsReply = z.object({ codRes: z.number(), data: z.array(bookingReview) });
export type BookingReviewsReply = z.output<typeof bookingReviewsReply>;
