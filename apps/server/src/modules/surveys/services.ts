import * as contract from '@gm/contracts/surveys/services';
import { formatDateTime } from '@gm/domain/format';
import { textIn } from '@gm/domain/questionnaire';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { assertLinkOf, surveyGuest } from './access';
import { bookingReviews } from './booking-reviews';
import {
  assertPublishable,
  findQuestionnaire,
  type LoadedQuestionnaire,
  listQuestionnaires,
  publishQuestionnaire,
  questionnaireAtVersion,
} from './questionnaires';
import { findResponse, reviewInvitation, saveResponse, withSavedAnswers } from './responses';
import { defineReviewMessage, listReviews, reviewDetail } from './reviews';
import { saveSurveySettings, surveySettingsOf } from './settings';

const hotelOf = (ctx: InstitutionContext) => settingsOf(ctx.deps.db, ctx.institutionId);
const userOf = (ctx: InstitutionContext) => {
  if (ctx.caller.kind !== 'user') throw forbidden();
  return ctx.caller.idUser;
};

const getQuestions = defineService(contract.getQuestions, {
  summary:
    "The questionnaire a guest answers (the hotel's default NPS unless chaveQue names another), in the version their saved answers keep, with those answers and the hotel's reply; staff get the current version as a preview.",
  sample: () => ({}),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    let q: LoadedQuestionnaire = await findQuestionnaire(ctx.deps.db, ctx.institutionId, input.chaveQue, hotel.hospital);
    let saved = null;
    if (ctx.caller.kind === 'guest') {
      const guest = await surveyGuest(ctx);
      await assertLinkOf(ctx.deps.db, guest.institutionId, input.chaveIns);
      saved = await findResponse(ctx.deps.db, q.id, guest);
      if (saved) q = await questionnaireAtVersion(ctx.deps.db, Number(saved.version_id));
    }
    const submitted = !!saved?.submitted_at;
    const band = saved?.nps == null ? null : saved.nps >= 9 ? 'promoter' : null;
    return {
      status: 1 as const,
      chaveQue: q.key,
      nome: textIn(q.name, ctx.locale),
      finalidade: q.purpose,
      versao: q.version,
      nomeIns: hotel.name,
      hospital: hotel.hospital ? ('S' as const) : ('N' as const),
      questions: withSavedAnswers(q.questions, saved?.questions ?? null),
      seqQue: saved ? Number(saved.id) : null,
      enviado: submitted ? ('S' as const) : ('N' as const),
      mensagemHotel: saved?.reply_text ?? null,
      avaliarEm: await reviewInvitation(ctx.deps.db, ctx.institutionId, band, submitted),
    };
  },
});

const setEvaluation = defineService(contract.setEvaluation, {
  sample: () => ({
    questions: JSON.stringify([{ codPer: 1, grupo: 'Recomendação', tipoPer: 'radiobox', descrPer: 'Recomendaria?', answer: 9 }]),
    enviar: 'N',
  }),
  summary:
    "Saves a guest's answers (enviar = 'N' keeps a draft they may change; 'S' submits them, once). Answers to hidden questions are discarded; an answer that does not fit its question, or a required one left empty on submit, is refused on its question.",
  async handler(ctx, input) {
    const guest = await surveyGuest(ctx);
    await assertLinkOf(ctx.deps.db, guest.institutionId, input.chaveIns);
    const hotel = await settingsOf(ctx.deps.db, guest.institutionId);
    const questionnaire = await findQuestionnaire(ctx.deps.db, guest.institutionId, input.questions[0]?.chaveQue, hotel.hospital);
    const answers = input.questions.map(({ chaveQue: _key, ...q }) => q);
    const saved = await saveResponse(ctx.deps.db, {
      guest,
      questionnaire,
      answers,
      submit: input.enviar === 'S',
      locale: ctx.locale,
      hotel,
    });
    return {
      status: 1 as const,
      seqQue: saved.seqQue,
      enviado: saved.submitted ? ('S' as const) : ('N' as const),
      faixa: saved.band,
      avaliarEm: await reviewInvitation(ctx.deps.db, guest.institutionId, saved.band, saved.submitted),
    };
  },
});

const getEvaluation = defineService(contract.getEvaluation, {
  summary: "The answers given to a questionnaire: a guest's own (their booking), or the hotel's for staff, newest first.",
  sample: () => ({ limit: 10 }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const q = await findQuestionnaire(ctx.deps.db, ctx.institutionId, input.chaveQue, hotel.hospital);
    const guest = ctx.caller.kind === 'guest' ? await surveyGuest(ctx) : null;
    const { rows } = await ctx.deps.db.query<{
      id: string;
      booking_id: string;
      created_at: Date;
      submitted_at: Date | null;
      total: string;
    }>(
      `SELECT id, booking_id, created_at, submitted_at, count(*) OVER () AS total FROM survey_responses
        WHERE institution_id = $1 AND questionnaire_id = $2 AND ($3::bigint IS NULL OR booking_id = $3)
        ORDER BY created_at DESC, id DESC OFFSET $4 LIMIT $5`,
      [ctx.institutionId, q.id, guest?.bookingId ?? null, input.offset, input.limit],
    );
    return {
      status: 1 as const,
      metadata: { totalCount: Number(rows[0]?.total ?? 0) },
      rows: rows.map((r) => ({
        seqQue: Number(r.id),
        codRes: Number(r.booking_id),
        dhInclusao: formatDateTime(r.created_at, hotel.timeZone),
        enviado: r.submitted_at ? ('S' as const) : ('N' as const),
      })),
    };
  },
});

const defineMessage = defineService(contract.defineReviewMessage, {
  summary: "The hotel's reply to a stay review (replacing an earlier one): the guest sees it on their review page.",
  sample: (fx) => ({ seqQue: Number(fx.extra.surveyResponseId ?? 1), mensagem: 'Obrigado pela sua avaliação!' }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const userId = userOf(ctx);
    return withTransaction(ctx.deps.db, async (tx) => {
      const reply = await defineReviewMessage(tx, ctx.institutionId, userId, input.seqQue, input.mensagem, hotel.timeZone);
      await recordAudit(tx, ctx, { action: 'survey.reply', target: { type: 'survey_response', id: input.seqQue } });
      return reply;
    });
  },
});

const reviews = defineService(contract.listReviews, {
  summary: 'Submitted reviews of a period (by questionnaire, NPS band and words), newest first, with the period’s NPS.',
  sample: () => ({ dtInicio: '2026-01-01', dtFim: '2026-12-31', limit: 10 }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const q = input.chaveQue ? await findQuestionnaire(ctx.deps.db, ctx.institutionId, input.chaveQue, hotel.hospital) : null;
    return listReviews(ctx.deps.db, ctx.institutionId, hotel.timeZone, {
      dtInicio: input.dtInicio,
      dtFim: input.dtFim,
      questionnaireId: q?.id ?? null,
      band: input.faixa,
      search: input.busca,
      offset: input.offset,
      limit: input.limit,
    });
  },
});

const review = defineService(contract.getReview, {
  summary: "One review of the hotel: the questions of the version the guest answered, with the guest's answers.",
  sample: (fx) => ({ seqQue: Number(fx.extra.surveyResponseId ?? 1) }),
  handler: (ctx, input) => reviewDetail(ctx.deps.db, ctx.institutionId, input.seqQue),
});

const ofBooking = defineService(contract.listBookingReviews, {
  summary:
    "A booking's answers for its view: each guest's, submitted or draft, with the questions of the version answered and the hotel's reply. Another hotel's booking is not found.",
  sample: (fx) => ({ codRes: fx.bookingId }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    return bookingReviews(ctx.deps.db, ctx.institutionId, input.codRes, hotel.timeZone);
  },
});

const summaryOf = (q: LoadedQuestionnaire & { answers?: number }, timeZone: string) => ({
  chaveQue: q.key,
  nome: q.name,
  finalidade: q.purpose,
  padrao: q.isDefault ? ('S' as const) : ('N' as const),
  versao: q.version,
  publicadoEm: formatDateTime(q.publishedAt, timeZone),
  respostas: q.answers ?? 0,
  questions: q.questions,
});

const questionnaires = defineService(contract.listQuestionnaires, {
  summary: "The hotel's questionnaires (the default NPS first), each in its current version with its count of answers.",
  async handler(ctx) {
    const hotel = await hotelOf(ctx);
    const list = await listQuestionnaires(ctx.deps.db, ctx.institutionId, hotel.hospital);
    return { data: list.map((q) => summaryOf(q, hotel.timeZone)) };
  },
});

const save = defineService(contract.saveQuestionnaire, {
  summary:
    'Publishes a questionnaire as its next version (a new questionnaire without chaveQue). Answers keep the version they answered. Authoring errors (conditions, options) are refused on their question.',
  sample: () => ({
    nome: 'Pesquisa de amostra',
    finalidade: 'custom',
    questions: JSON.stringify([{ codPer: 1, grupo: 'Geral', tipoPer: 'stars', descrPer: 'Como foi?', metric: 'rating' }]),
  }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    assertPublishable(input.questions, ctx.locale, hotel);
    const userId = userOf(ctx);
    const published = await withTransaction(ctx.deps.db, async (tx) => {
      const p = await publishQuestionnaire(tx, ctx.institutionId, userId, {
        key: input.chaveQue,
        name: input.nome,
        purpose: input.finalidade,
        questions: input.questions,
      });
      await recordAudit(tx, ctx, {
        action: p.created ? 'survey.create' : 'survey.publish',
        target: { type: 'questionnaire', id: p.key, label: textIn(input.nome, 'pt') },
      });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'surveys.changed', id: p.id });
      return p;
    });
    const q = await findQuestionnaire(ctx.deps.db, ctx.institutionId, published.key, hotel.hospital);
    return summaryOf(q, hotel.timeZone);
  },
});

const readSettings = defineService(contract.getSurveySettings, {
  summary: 'Where promoters are invited to post a public review (TripAdvisor, Google...), and the reminder’s delay in days.',
  async handler(ctx) {
    const s = await surveySettingsOf(ctx.deps.db, ctx.institutionId);
    return { links: s.links, lembreteDias: s.reminderDays };
  },
});

const writeSettings = defineService(contract.saveSurveySettings, {
  summary: 'Replaces the review links and the reminder’s delay.',
  sample: () => ({ links: [{ site: 'google', url: 'https://g.page/r/hotel-demo/review' }], lembreteDias: 3 }),
  async handler(ctx, input) {
    const s = await withTransaction(ctx.deps.db, async (tx) => {
      const before = await surveySettingsOf(tx, ctx.institutionId);
      const next = await saveSurveySettings(tx, ctx.institutionId, { links: input.links, reminderDays: input.lembreteDias });
      await recordAudit(tx, ctx, {
        action: 'settings.change',
        target: { type: 'survey_settings', id: ctx.institutionId },
        before,
        after: next,
      });
      return next;
    });
    return { links: s.links, lembreteDias: s.reminderDays };
  },
});

export const surveyServices: AnyService[] = [
  getQuestions,
  setEvaluation,
  getEvaluation,
  defineMessage,
  reviews,
  review,
  ofBooking,
  questionnaires,
  save,
  readSettings,
  writeSettings,
];
