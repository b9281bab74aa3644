import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import type { SurveyGuest } from './access';
import { ensureBundledFollowUp, type LoadedQuestionnaire } from './questionnaires';
import { type FollowUpRef, type SurveySettings, surveySettingsOf } from './settings';

/**
 * Follow-up questionnaires (docs/decisions/0049-survey-follow-ups.md): after the main survey, a detractor (0-6) is
 * invited to the hotel's detractors' follow-up, anybody else to the others' one when the hotel chose one. A
 * follow-up opens only with the same link, after the main answer was sent, for the questionnaire the hotel chose for
 * that answer's band; its answers point at the main answer and never count in the NPS.
 */
export interface FollowUps {
  detractors: FollowUpRef | null;
  others: FollowUpRef | null;
}

/** The follow-ups a hotel invites to now: its choice, or (until it chooses) the bundled one for detractors. */
export async function followUpsOf(db: Queryable, institutionId: number, hospital: boolean, settings?: SurveySettings): Promise<FollowUps> {
  const s = settings ?? (await surveySettingsOf(db, institutionId));
  if (s.followUpsChosen) return { detractors: s.followUpDetractors, others: s.followUpOthers };
  return { detractors: await ensureBundledFollowUp(db, institutionId, hospital), others: null };
}

/** The follow-up for a main answer's score: detractors' for 0-6, the others' for 7-10 or no score. */
export function followUpForScore(f: FollowUps, nps: number | null): FollowUpRef | null {
  return nps !== null && nps <= 6 ? f.detractors : f.others;
}

interface MainAnswer {
  id: number;
  questionnaireId: number;
  nps: number | null;
}

/** The guest's last sent answer that is not a follow-up (the main survey a follow-up follows). */
async function mainAnswerOf(db: Queryable, guest: SurveyGuest, followUpIds: number[]): Promise<MainAnswer | null> {
  const { rows } = await db.query<{ id: string; questionnaire_id: string; nps: number | null }>(
    `SELECT id, questionnaire_id, nps FROM survey_responses
      WHERE booking_id = $1 AND booking_person_id IS NOT DISTINCT FROM $2 AND institution_id = $3
        AND submitted_at IS NOT NULL AND follow_up_of IS NULL AND questionnaire_id <> ALL($4::bigint[])
      ORDER BY submitted_at DESC, id DESC LIMIT 1`,
    [guest.bookingId, guest.personId, guest.institutionId, followUpIds],
  );
  const r = rows[0];
  return r ? { id: Number(r.id), questionnaireId: Number(r.questionnaire_id), nps: r.nps } : null;
}

const idsOf = (f: FollowUps) => [f.detractors?.id, f.others?.id].filter((id): id is number => typeof id === 'number');

/**
 * Whether answering this questionnaire is a follow-up, and of which main answer. A questionnaire the hotel chose as
 * a follow-up always is one; one asked as a follow-up (`/follow-up`) or made for follow-ups but not chosen is refused.
 */
export async function followUpParent(
  db: Queryable,
  guest: SurveyGuest,
  q: LoadedQuestionnaire,
  hospital: boolean,
  asked: boolean,
): Promise<number | null> {
  // The default questionnaire is the main survey (never a follow-up: the settings refuse it), read without a query.
  if (q.isDefault && !asked) return null;
  const f = await followUpsOf(db, guest.institutionId, hospital);
  const ids = idsOf(f);
  if (!ids.includes(q.id)) {
    if (asked || q.purpose === 'follow-up') throw new AppError('surveys.follow_up_not_configured', { httpStatus: 404, field: 'chaveQue' });
    return null;
  }
  const main = await mainAnswerOf(db, guest, ids);
  if (!main) throw new AppError('surveys.follow_up_before_main');
  if (followUpForScore(f, main.nps)?.id !== q.id) throw new AppError('surveys.follow_up_not_offered', { httpStatus: 403 });
  return main.id;
}

/** /follow-up without a questionnaire key: the follow-up the guest's main answer invites to. */
export async function followUpKeyOf(db: Queryable, guest: SurveyGuest, hospital: boolean): Promise<string> {
  const f = await followUpsOf(db, guest.institutionId, hospital);
  const main = await mainAnswerOf(db, guest, idsOf(f));
  const ref = main ? followUpForScore(f, main.nps) : null;
  if (!main) throw new AppError('surveys.follow_up_before_main');
  if (!ref) throw new AppError('surveys.follow_up_not_configured', { httpStatus: 404, field: 'chaveQue' });
  return ref.key;
}

/**
 * After a main answer was sent: the follow-up to invite the guest to (its chaveQue), unless the hotel has none for
 * that score or the guest already sent it.
 */
export async function followUpInvitation(
  db: Queryable,
  guest: SurveyGuest,
  hospital: boolean,
  main: { questionnaireId: number; nps: number | null },
  settings?: SurveySettings,
): Promise<string | null> {
  const s = settings ?? (await surveySettingsOf(db, guest.institutionId));
  // Until the hotel chooses, only detractors are invited (to the bundled follow-up): nothing to look up for others.
  if (!s.followUpsChosen && (main.nps === null || main.nps > 6)) return null;
  const f = await followUpsOf(db, guest.institutionId, hospital, s);
  const ref = followUpForScore(f, main.nps);
  if (!ref || ref.id === main.questionnaireId) return null;
  const { rowCount } = await db.query(
    `SELECT 1 FROM survey_responses WHERE questionnaire_id = $1 AND booking_id = $2 AND booking_person_id IS NOT DISTINCT FROM $3
        AND submitted_at IS NOT NULL`,
    [ref.id, guest.bookingId, guest.personId],
  );
  return (rowCount ?? 0) > 0 ? null : ref.key;
}
