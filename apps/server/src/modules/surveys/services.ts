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
import { findStay } from './find-stay';
import { followUpInvitation, followUpParent, followUpsOf } from './follow-ups';
import { questionsFor } from './guest-questions';
import { assertPublishable, findQuestionnaire, type LoadedQuestionnaire, listQuestionnaires, publishQuestionnaire } from './questionnaires';
import { reviewInvitation, saveResponse } from './responses';
import { defineReviewMessage, listReviews, reviewDetail } from './reviews';
import { followUpByKey, type SurveySettings, saveSurveySettings, surveySettingsOf } from './settings';

const hotelOf = (ctx: InstitutionContext) => settingsOf(ctx.deps.db, ctx.institutionId);
const userOf = (ctx: InstitutionContext) => {
  if (ctx.caller.kind !== 'user') throw forbidden();
  return ctx.caller.idUser;
};

const getQuestions = defineService(contract.getQuestions, {
  summary:
    "The questionnaire a guest answers (the hotel's default NPS unless chaveQue names another; with seguimento = 'S' a follow-up the hotel chose for the guest's answer), in the version their saved answers keep, with those answers, the hotel's reply and the follow-up they are invited to; staff get the current version as a preview.",
  sample: () => ({}),
  handler: (ctx, input) => questionsFor(ctx, input),
});

const setEvaluation = defineService(contract.setEvaluation, {
  sample: () => ({
    questions: JSON.stringify([{ codPer: 1, grupo: 'Recomendação', tipoPer: 'radiobox', descrPer: 'Recomendaria?', answer: 9 }]),
    enviar: 'N',
  }),
  summary:
    "Saves a guest's answers (enviar = 'N' keeps a draft they may change; 'S' submits them, once). Answers to hidden questions are discarded; an answer that does not fit its question, or a required one left empty on submit, is refused on its question. A follow-up (decision 0049) is kept with the main answer and never counts in the NPS.",
  async handler(ctx, input) {
    const guest = await surveyGuest(ctx);
    const db = ctx.deps.db;
    await assertLinkOf(db, guest.institutionId, input.chaveIns);
    const hotel = await settingsOf(db, guest.institutionId);
    const questionnaire = await findQuestionnaire(db, guest.institutionId, input.questions[0]?.chaveQue, hotel.hospital);
    const followUpOf = await followUpParent(db, guest, questionnaire, hotel.hospital, input.seguimento === 'S');
    const answers = input.questions.map(({ chaveQue: _key, ...q }) => q);
    const saved = await saveResponse(db, {
      guest,
      questionnaire,
      answers,
      submit: input.enviar === 'S',
      locale: ctx.locale,
      hotel,
      followUpOf,
    });
    const main = saved.submitted && followUpOf === null;
    // What the thank-you offers (review sites, a follow-up) comes from the settings, read once.
    const settings = saved.submitted ? await surveySettingsOf(db, guest.institutionId) : undefined;
    return {
      status: 1 as const,
      seqQue: saved.seqQue,
      enviado: saved.submitted ? ('S' as const) : ('N' as const),
      faixa: saved.band,
      avaliarEm: await reviewInvitation(db, guest.institutionId, saved.band, saved.submitted, settings),
      seguimento: main
        ? await followUpInvitation(db, guest, hotel.hospital, { questionnaireId: questionnaire.id, nps: saved.nps }, settings)
        : null,
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
  handler: async (ctx, input) => reviewDetail(ctx.deps.db, ctx.institutionId, input.seqQue, (await hotelOf(ctx)).timeZone),
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

/** The settings as the wire says them: the follow-ups in force by key (the bundled one until the hotel chooses). */
async function settingsReply(ctx: InstitutionContext, s: SurveySettings) {
  const hotel = await hotelOf(ctx);
  const f = await followUpsOf(ctx.deps.db, ctx.institutionId, hotel.hospital);
  return {
    links: s.links,
    lembreteDias: s.reminderDays,
    seguimentoDetratores: f.detractors?.key ?? null,
    seguimentoDemais: f.others?.key ?? null,
  };
}

const readSettings = defineService(contract.getSurveySettings, {
  summary:
    'Where promoters are invited to post a public review (TripAdvisor, Google...), the reminder’s delay in days, and the follow-up questionnaires for detractors and for everybody else.',
  handler: async (ctx) => settingsReply(ctx, await surveySettingsOf(ctx.deps.db, ctx.institutionId)),
});

const writeSettings = defineService(contract.saveSurveySettings, {
  summary:
    'Replaces the review links, the reminder’s delay and the follow-ups (a key of the hotel’s questionnaires, null for none, absent unchanged).',
  sample: () => ({ links: [{ site: 'google', url: 'https://g.page/r/hotel-demo/review' }], lembreteDias: 3 }),
  async handler(ctx, input) {
    const hotel = await hotelOf(ctx);
    const s = await withTransaction(ctx.deps.db, async (tx) => {
      const before = await surveySettingsOf(tx, ctx.institutionId);
      const current = await followUpsOf(tx, ctx.institutionId, hotel.hospital);
      const pick = async (key: string | null | undefined, field: string, kept: SurveySettings['followUpOthers']) =>
        key === undefined ? kept : key === null ? null : followUpByKey(tx, ctx.institutionId, key, field);
      const next = await saveSurveySettings(tx, ctx.institutionId, {
        links: input.links,
        reminderDays: input.lembreteDias,
        followUpDetractors: await pick(input.seguimentoDetratores, 'seguimentoDetratores', current.detractors),
        followUpOthers: await pick(input.seguimentoDemais, 'seguimentoDemais', current.others),
        followUpsChosen: before.followUpsChosen || input.seguimentoDetratores !== undefined || input.seguimentoDemais !== undefined,
      });
      await recordAudit(tx, ctx, {
        action: 'settings.change',
        target: { type: 'survey_settings', id: ctx.institutionId },
        before,
        after: next,
      });
      return next;
    });
    return settingsReply(ctx, s);
  },
});

const lookup = defineService(contract.findStay, {
  summary:
    "A visitor without a survey link (the website widget's entry) finds their stay on /reviewstay?h=...: the hotel's link code, the voucher and one guest's name (first and last) or the booking's e-mail; once the stay has begun (never cancelled), that guest's survey token. The same refusal for a wrong voucher, name or e-mail; limited per address.",
  sample: (fx) => ({ chaveIns: 'hotel-demo', voucher: fx.voucher, nome: 'Leakcheck Guestname' }),
  handler: (ctx, input) => findStay(ctx, input),
});

export const surveyServices: AnyService[] = [
  getQuestions,
  lookup,
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
