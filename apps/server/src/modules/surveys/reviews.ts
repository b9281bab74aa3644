import { formatDateTime } from '@gm/domain/format';
import { type NpsCategory, npsCategory, npsScore, type Question } from '@gm/domain/questionnaire';
import type { Db, Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { HOTEL_NPS_DAYS } from './nps-days';

/** The staff's list of reviews (ListAvaliacoesService): submitted answers of a period, with the period's NPS. */
export interface ReviewFilters {
  dtInicio: string;
  dtFim: string;
  questionnaireId: number | null;
  band?: NpsCategory | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

const BAND_SQL: Record<NpsCategory, string> = {
  promoter: 'r.nps >= 9',
  passive: 'r.nps BETWEEN 7 AND 8',
  detractor: 'r.nps <= 6',
};

interface ReviewDbRow {
  id: string;
  booking_id: string;
  voucher: string | null;
  guest: string | null;
  questionnaire: string;
  version: number;
  nps: number | null;
  rating: string | null;
  comment: string | null;
  language: 'pt' | 'en' | 'es';
  submitted_at: Date;
  reply_text: string | null;
  replied_at: Date | null;
}

/** The period in the hotel's days: [start 00:00, end + 1 day 00:00) in its time zone. */
const period = (tz: string) =>
  `r.submitted_at >= ($2::date)::timestamp AT TIME ZONE ${tz} AND r.submitted_at < ($3::date + 1)::timestamp AT TIME ZONE ${tz}`;

export async function listReviews(db: Db, institutionId: number, timeZone: string, f: ReviewFilters) {
  const band = f.band ? `AND ${BAND_SQL[f.band]}` : '';
  const params = [
    institutionId,
    f.dtInicio,
    f.dtFim,
    f.questionnaireId,
    f.search ? `%${f.search.toLowerCase()}%` : null,
    f.offset,
    timeZone,
    f.limit,
  ];
  const { rows } = await db.query<ReviewDbRow>(
    `SELECT r.id, r.booking_id, b.voucher, coalesce(p.webcheck_name, p.name) AS guest, q.name AS questionnaire, v.version,
            r.nps, r.rating, r.comment, r.language, r.submitted_at, r.reply_text, r.replied_at
       FROM survey_responses r
       JOIN questionnaires q ON q.id = r.questionnaire_id
       JOIN questionnaire_versions v ON v.id = r.version_id
       JOIN bookings b ON b.id = r.booking_id
       LEFT JOIN booking_persons p ON p.id = r.booking_person_id
      WHERE r.institution_id = $1 AND r.submitted_at IS NOT NULL AND r.follow_up_of IS NULL AND ${period('$7')}
        AND ($4::bigint IS NULL OR r.questionnaire_id = $4) ${band}
        AND ($5::text IS NULL OR lower(coalesce(r.comment, '') || ' ' || coalesce(p.name, '') || ' ' || coalesce(b.voucher, '')) LIKE $5)
      ORDER BY r.submitted_at DESC, r.id DESC
      OFFSET $6 LIMIT $8`,
    params,
  );
  const counts = await npsOfPeriod(db, institutionId, f.dtInicio, f.dtFim, f.questionnaireId);
  const { answers: _all, ...nps } = counts;
  const count = await countReviews(db, f, counts, params);
  return {
    metadata: { totalCount: count.total, totalCapped: count.capped },
    nps,
    data: rows.map((r) => ({
      seqQue: Number(r.id),
      codRes: Number(r.booking_id),
      voucher: r.voucher,
      hospede: r.guest,
      questionario: r.questionnaire,
      versao: r.version,
      nota: r.nps,
      faixa: r.nps === null ? null : npsCategory(r.nps),
      avaliacao: r.rating === null ? null : Number(r.rating),
      comentario: r.comment,
      idioma: r.language,
      dhEnvio: formatDateTime(r.submitted_at, timeZone),
      resposta: r.reply_text,
      dhResposta: r.replied_at ? formatDateTime(r.replied_at, timeZone) : null,
    })),
  };
}

/** Searches are counted up to this many (the list says "10,000+" beyond). */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * The list's count: without words to search, the daily tally holds it (all answers, or one NPS band), a few hundred
 * rows whatever the period; a search counts its matches, up to SEARCH_COUNT_CAP: one more row is read so that
 * exactly 10,000 matches and more than 10,000 are told apart (capped: the count is a floor).
 */
async function countReviews(
  db: Db,
  f: ReviewFilters,
  tally: Awaited<ReturnType<typeof npsOfPeriod>>,
  params: unknown[],
): Promise<{ total: number; capped: boolean }> {
  if (!f.search) {
    const total =
      f.band === 'promoter'
        ? tally.promoters
        : f.band === 'passive'
          ? tally.passives
          : f.band === 'detractor'
            ? tally.detractors
            : tally.answers;
    return { total, capped: false };
  }
  const band = f.band ? `AND ${BAND_SQL[f.band]}` : '';
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (
       SELECT 1 FROM survey_responses r
         JOIN bookings b ON b.id = r.booking_id
         LEFT JOIN booking_persons p ON p.id = r.booking_person_id
        WHERE r.institution_id = $1 AND r.submitted_at IS NOT NULL AND r.follow_up_of IS NULL AND ${period('$6')}
          AND ($4::bigint IS NULL OR r.questionnaire_id = $4) ${band}
          AND lower(coalesce(r.comment, '') || ' ' || coalesce(p.name, '') || ' ' || coalesce(b.voucher, '')) LIKE $5
        LIMIT ${SEARCH_COUNT_CAP + 1}) x`,
    [params[0], params[1], params[2], params[3], params[4], params[6]],
  );
  const n = Number(rows[0]!.n);
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
}

/**
 * The NPS of a period: over every questionnaire from the closed days and the open days' tally (about 365 rows a
 * year), for one questionnaire from its tally (a closed day's slots are folded into one row: about 365 rows too).
 */
export async function npsOfPeriod(db: Db, institutionId: number, from: string, to: string, questionnaireId: number | null) {
  const source =
    questionnaireId === null
      ? HOTEL_NPS_DAYS
      : '(SELECT answers, promoters, passives, detractors FROM survey_nps_daily WHERE institution_id = $1 AND day BETWEEN $2::date AND $3::date AND questionnaire_id = $4)';
  const { rows } = await db.query<{ a: string; p: string; s: string; d: string }>(
    `SELECT coalesce(sum(answers), 0) AS a, coalesce(sum(promoters), 0) AS p, coalesce(sum(passives), 0) AS s, coalesce(sum(detractors), 0) AS d
       FROM ${source} days`,
    questionnaireId === null ? [institutionId, from, to] : [institutionId, from, to, questionnaireId],
  );
  const c = { promoters: Number(rows[0]!.p), passives: Number(rows[0]!.s), detractors: Number(rows[0]!.d) };
  return { ...c, total: c.promoters + c.passives + c.detractors, score: npsScore(c), answers: Number(rows[0]!.a) };
}

/** DefineMsgAvaliacaoService: the hotel's reply to a review (replacing an earlier one), shown on the guest's page. */
export async function defineReviewMessage(
  db: Queryable,
  institutionId: number,
  userId: number,
  responseId: number,
  message: string,
  timeZone: string,
) {
  const { rows } = await db.query<{ id: string; replied_at: Date }>(
    `UPDATE survey_responses SET reply_text = $3, replied_by = $4, replied_at = now()
      WHERE id = $1 AND institution_id = $2 AND submitted_at IS NOT NULL RETURNING id, replied_at`,
    [responseId, institutionId, message, userId],
  );
  if (!rows[0]) throw new AppError('surveys.review_not_found', { httpStatus: 404, field: 'seqQue' });
  await publishEvent(db, { institutionId, type: 'surveys.changed', id: responseId });
  return { status: 1 as const, seqQue: responseId, mensagem: message, dhResposta: formatDateTime(rows[0].replied_at, timeZone) };
}

/**
 * ConsultarAvaliacaoService: one review of the hotel with the questions of its version and the guest's answers, and
 * under it the follow-up the guest sent after it (decision 0049; a follow-up still a draft is the guest's own).
 */
export async function reviewDetail(db: Queryable, institutionId: number, responseId: number, timeZone: string) {
  const { rows } = await db.query<{ id: string; version: number; questions: Question[]; submitted_at: Date | null }>(
    `SELECT r.id, v.version, r.questions, r.submitted_at FROM survey_responses r JOIN questionnaire_versions v ON v.id = r.version_id
      WHERE r.id = $1 AND r.institution_id = $2`,
    [responseId, institutionId],
  );
  const r = rows[0];
  if (!r) throw new AppError('surveys.review_not_found', { httpStatus: 404, field: 'seqQue' });
  const follow = await db.query<{ id: string; name: string; version: number; questions: Question[]; submitted_at: Date | null }>(
    `SELECT f.id, q.name, v.version, f.questions, f.submitted_at FROM survey_responses f
       JOIN questionnaires q ON q.id = f.questionnaire_id JOIN questionnaire_versions v ON v.id = f.version_id
      WHERE f.follow_up_of = $1 AND f.institution_id = $2 AND f.submitted_at IS NOT NULL ORDER BY f.submitted_at DESC, f.id DESC LIMIT 1`,
    [responseId, institutionId],
  );
  const f = follow.rows[0];
  const flag = (at: Date | null) => (at ? ('S' as const) : ('N' as const));
  return {
    seqQue: Number(r.id),
    versao: r.version,
    enviado: flag(r.submitted_at),
    questions: r.questions,
    seguimento: f
      ? {
          seqQue: Number(f.id),
          nome: f.name,
          versao: f.version,
          enviado: flag(f.submitted_at),
          dhEnvio: f.submitted_at ? formatDateTime(f.submitted_at, timeZone) : null,
          questions: f.questions,
        }
      : null,
  };
}
