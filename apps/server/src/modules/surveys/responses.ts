import type { Locale } from '@gm/domain/locale';
import {
  type Answer,
  allQuestions,
  hasAnswer,
  type NpsCategory,
  npsCategory,
  type Question,
  settleAnswers,
  visibleQuestions,
} from '@gm/domain/questionnaire';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import { emitDomainEvent } from '../../platform/domain-events';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import type { InstitutionSettings } from '../institutions/public';
import type { SurveyGuest } from './access';
import { type LoadedQuestionnaire, questionnaireAtVersion } from './questionnaires';
import { reviewLinksOf, type SurveySettings } from './settings';

/**
 * A statement of the submit path, prepared once per connection under its name: PostgreSQL parses and plans it once
 * instead of on every call (docs/decisions/0052-survey-speed.md).
 */
const prepared = (name: string, text: string, values: unknown[]) => ({ name: `surveys.${name}`, text, values });

/** One guest's answers to one questionnaire for one booking. */
export interface ResponseRow {
  id: string;
  version_id: string;
  questions: Question[];
  submitted_at: Date | null;
  reply_text: string | null;
  nps: number | null;
  /** The main answer this one follows (a follow-up's), or null. */
  follow_up_of: string | null;
}

export async function findResponse(
  db: Queryable,
  questionnaireId: number,
  guest: SurveyGuest,
  opts: { forUpdate?: boolean } = {},
): Promise<ResponseRow | null> {
  const sql = `SELECT id, version_id, questions, submitted_at, reply_text, nps, follow_up_of FROM survey_responses
      WHERE questionnaire_id = $1 AND booking_id = $2 AND booking_person_id IS NOT DISTINCT FROM $3`;
  const values = [questionnaireId, guest.bookingId, guest.personId];
  const { rows } = await db.query<ResponseRow>(
    opts.forUpdate ? prepared('find-for-update', `${sql} FOR UPDATE`, values) : prepared('find', sql, values),
  );
  return rows[0] ?? null;
}

/** The questions of a version with a guest's saved answers laid on them (by question code). */
export function withSavedAnswers(questions: Question[], saved: Question[] | null): Question[] {
  if (!saved) return questions;
  const byCode = new Map(allQuestions(saved).map((q) => [q.codPer, q]));
  const lay = (list: Question[]): Question[] =>
    list.map((q) => {
      const s = byCode.get(q.codPer);
      const next: Question = s ? { ...q, answer: s.answer ?? null, respText: s.respText ?? null } : q;
      return q.children?.length ? { ...next, children: lay(q.children) } : next;
    });
  return lay(questions);
}

/** The figures a response row keeps beside its answers: the 0-10 score, the stars' mean (0-5), the first remark. */
export function figuresOf(questions: Question[]): { nps: number | null; rating: number | null; comment: string | null } {
  const visible = visibleQuestions(questions).map((v) => v.question);
  const npsQ = visible.find((q) => q.metric === 'nps' && typeof q.answer === 'number');
  const stars = visible.filter((q) => q.metric === 'rating' && typeof q.answer === 'number');
  const mean = stars.length ? stars.reduce((sum, q) => sum + ((q.answer as number) / (q.scale ?? 5)) * 5, 0) / stars.length : null;
  const remark = visible.find((q) => (q.tipoPer === 'texto' || q.tipoPer === 'smallText') && hasAnswer(q.answer));
  return {
    nps: npsQ ? (npsQ.answer as number) : null,
    rating: mean === null ? null : Math.round(mean * 100) / 100,
    comment: remark ? String(remark.answer).slice(0, 4000) : null,
  };
}

function scoreOf(answer: Answer | undefined): number | null {
  if (typeof answer === 'number' && Number.isFinite(answer)) return answer;
  if (typeof answer === 'string' && /^\d{1,12}$/.test(answer)) return Number(answer);
  return null;
}

export interface SaveResult {
  seqQue: number;
  submitted: boolean;
  band: NpsCategory | null;
  /** The 0-10 score kept (null for a follow-up, which never counts). */
  nps: number | null;
}

/**
 * setEvaluation: lays the guest's answers on the version their answers keep (the current one for a first save),
 * discards answers to hidden questions, and refuses an answer that does not fit its question or, on submit, a
 * required question left empty, each on its question ('questions.<codPer>'). Submitted answers are final.
 */
export async function saveResponse(
  db: Db,
  opts: {
    guest: SurveyGuest;
    questionnaire: LoadedQuestionnaire;
    answers: Question[];
    submit: boolean;
    locale: Locale;
    hotel: InstitutionSettings;
    /** A follow-up's main answer (decision 0049): linked, and never counted in the NPS. */
    followUpOf?: number | null;
  },
): Promise<SaveResult> {
  const { guest, answers, submit, locale, hotel } = opts;
  return withTransaction(db, async (tx) => {
    // One guest's saves run one after another (a double tap on "send" stores once): a saved answer is locked here; two
    // first saves meet on the insert's unique key, and the second does not overwrite a sent answer (below).
    const existing = await findResponse(tx, opts.questionnaire.id, guest, { forUpdate: true });
    if (existing?.submitted_at) throw new AppError('surveys.already_submitted', { httpStatus: 409 });
    const version = existing ? await questionnaireAtVersion(tx, Number(existing.version_id)) : opts.questionnaire;
    const known = new Set(allQuestions(version.questions).map((q) => q.codPer));
    const unknown = allQuestions(answers).find((q) => !known.has(q.codPer));
    if (unknown) throw new AppError('surveys.unknown_question', { field: `questions.${unknown.codPer}` });
    const settled = settleAnswers(withSavedAnswers(version.questions, answers));
    const errors = settled.errors.filter((e) => submit || e.code === 'invalid');
    if (errors.length) {
      throw new AppError('surveys.answers_refused', {
        field: `questions.${errors[0]!.codPer}`,
        extra: { errors: errors.map((e) => ({ path: `questions.${e.codPer}`, message: text(`surveys.answer.${e.code}`, locale, hotel) })) },
      });
    }
    const followUpOf = opts.followUpOf ?? null;
    const counted = figuresOf(settled.questions);
    const figures = followUpOf === null ? counted : { ...counted, nps: null };
    const { rows } = await tx.query<{ id: string; submitted_at: Date | null; inserted: boolean }>(
      prepared(
        'insert-response',
        `INSERT INTO survey_responses (institution_id, questionnaire_id, version_id, booking_id, booking_person_id, language,
                                     questions, nps, rating, comment, submitted_at, follow_up_of)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, CASE WHEN $11 THEN now() END, $12)
       ON CONFLICT (questionnaire_id, booking_id, booking_person_id) DO UPDATE
          SET language = EXCLUDED.language, questions = EXCLUDED.questions, nps = EXCLUDED.nps, rating = EXCLUDED.rating,
              comment = EXCLUDED.comment, submitted_at = EXCLUDED.submitted_at, follow_up_of = EXCLUDED.follow_up_of,
              updated_at = now()
        WHERE survey_responses.submitted_at IS NULL
       RETURNING id, submitted_at, (xmax = 0) AS inserted`,
        [
          guest.institutionId,
          version.id,
          version.versionId,
          guest.bookingId,
          guest.personId,
          locale,
          JSON.stringify(settled.questions),
          figures.nps,
          figures.rating,
          figures.comment,
          submit,
          followUpOf,
        ],
      ),
    );
    // Sent meanwhile by a first save that met this one on the unique key: nothing updated.
    if (!rows[0]) throw new AppError('surveys.already_submitted', { httpStatus: 409 });
    const id = Number(rows[0].id);
    const submittedAt = rows[0].submitted_at;
    // A first save has no answer rows yet (most submits are a first save: one round trip less).
    if (!rows[0].inserted) await tx.query(prepared('clear-answers', 'DELETE FROM survey_answers WHERE response_id = $1', [id]));
    const visible = visibleQuestions(settled.questions)
      .map((v) => v.question)
      .filter((q) => hasAnswer(q.answer) || hasAnswer(q.respText ?? null));
    if (visible.length) {
      await tx.query(
        prepared(
          'insert-answers',
          `INSERT INTO survey_answers (response_id, institution_id, questionnaire_id, question_code, value, score, remark, answered_at)
         SELECT $1, $2, $3, x.code, x.value, x.score, x.remark, coalesce($4, now())
           FROM jsonb_to_recordset($5::jsonb) AS x(code integer, value jsonb, score numeric, remark text)`,
          [
            id,
            guest.institutionId,
            version.id,
            submittedAt,
            JSON.stringify(
              visible.map((q) => ({
                code: q.codPer,
                value: q.answer ?? null,
                score: scoreOf(q.answer),
                remark: q.respText?.trim() || null,
              })),
            ),
          ],
        ),
      );
    }
    const band = figures.nps === null ? null : npsCategory(figures.nps);
    if (submit) await publishEvent(tx, { institutionId: guest.institutionId, type: 'surveys.changed', id });
    // A follow-up raises no business event (no mail, no notice) and counts in no tally.
    if (submit && followUpOf === null) {
      await emitDomainEvent(tx, {
        type: band === 'detractor' ? 'survey.detractor' : 'survey.submitted',
        institutionId: guest.institutionId,
        bookingId: guest.bookingId,
        personId: guest.personId,
        locale,
        details: { responseId: id, nps: figures.nps },
      });
    }
    // Last, so the tally's row is locked only for the commit (and spread over 16 slots).
    if (submit && followUpOf === null) {
      await tx.query(
        prepared(
          'tally',
          `INSERT INTO survey_nps_daily (institution_id, questionnaire_id, day, slot, answers, promoters, passives, detractors)
         VALUES ($1, $2, (now() AT TIME ZONE $3)::date, $7, 1, $4, $5, $6)
         ON CONFLICT (institution_id, questionnaire_id, day, slot) DO UPDATE
            SET answers = survey_nps_daily.answers + 1,
                promoters = survey_nps_daily.promoters + EXCLUDED.promoters,
                passives = survey_nps_daily.passives + EXCLUDED.passives,
                detractors = survey_nps_daily.detractors + EXCLUDED.detractors`,
          [
            guest.institutionId,
            version.id,
            hotel.timeZone,
            band === 'promoter' ? 1 : 0,
            band === 'passive' ? 1 : 0,
            band === 'detractor' ? 1 : 0,
            id % 16,
          ],
        ),
      );
    }
    return { seqQue: id, submitted: submit, band, nps: figures.nps };
  });
}

/** What a guest sees after submitting: where to post a public review, for a promoter only. */
export async function reviewInvitation(
  db: Queryable,
  institutionId: number,
  band: NpsCategory | null,
  submitted: boolean,
  settings?: SurveySettings,
) {
  if (!submitted || band !== 'promoter') return [];
  return settings ? settings.links : reviewLinksOf(db, institutionId);
}
