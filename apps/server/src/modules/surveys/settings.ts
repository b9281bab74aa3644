import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';

export type ReviewSite = 'tripadvisor' | 'google' | 'booking' | 'other';
export interface ReviewLink {
  site: ReviewSite;
  url: string;
}

/** A follow-up questionnaire as the settings name it: its id and public key (chaveQue). */
export interface FollowUpRef {
  id: number;
  key: string;
}

export interface SurveySettings {
  links: ReviewLink[];
  reminderDays: number;
  /**
   * The follow-up for detractors (0-6) and for everybody else (decision 0049). Until the hotel chooses
   * (`followUpsChosen` false) detractors get the bundled follow-up (resolved by followUpsOf).
   */
  followUpDetractors: FollowUpRef | null;
  followUpOthers: FollowUpRef | null;
  followUpsChosen: boolean;
}

const DEFAULTS: SurveySettings = { links: [], reminderDays: 3, followUpDetractors: null, followUpOthers: null, followUpsChosen: false };

const ref = (id: string | null, key: string | null): FollowUpRef | null => (id && key ? { id: Number(id), key } : null);

export async function surveySettingsOf(db: Queryable, institutionId: number): Promise<SurveySettings> {
  const { rows } = await db.query<{
    review_links: ReviewLink[];
    reminder_days: number;
    detractors_id: string | null;
    detractors_key: string | null;
    others_id: string | null;
    others_key: string | null;
    follow_ups_chosen: boolean;
  }>({
    name: 'surveys.settings', // every sent survey reads it: prepared once per connection
    text: `SELECT s.review_links, s.reminder_days, s.follow_ups_chosen,
            d.id AS detractors_id, d.public_key AS detractors_key, o.id AS others_id, o.public_key AS others_key
       FROM survey_settings s
       LEFT JOIN questionnaires d ON d.id = s.follow_up_detractors AND d.archived_at IS NULL
       LEFT JOIN questionnaires o ON o.id = s.follow_up_others AND o.archived_at IS NULL
      WHERE s.institution_id = $1`,
    values: [institutionId],
  });
  const r = rows[0];
  if (!r) return { ...DEFAULTS };
  return {
    links: r.review_links,
    reminderDays: r.reminder_days,
    followUpDetractors: ref(r.detractors_id, r.detractors_key),
    followUpOthers: ref(r.others_id, r.others_key),
    followUpsChosen: r.follow_ups_chosen,
  };
}

export async function reviewLinksOf(db: Queryable, institutionId: number): Promise<ReviewLink[]> {
  return (await surveySettingsOf(db, institutionId)).links;
}

/**
 * A follow-up the hotel names by key: one of its own questionnaires, not archived and not its default (the main
 * survey cannot follow itself). Another hotel's key, or an unknown one, is refused on its field.
 */
export async function followUpByKey(db: Queryable, institutionId: number, key: string, field: string): Promise<FollowUpRef> {
  const { rows } = await db.query<{ id: string; is_default: boolean }>(
    'SELECT id, is_default FROM questionnaires WHERE public_key = $1 AND institution_id = $2 AND archived_at IS NULL',
    [key, institutionId],
  );
  if (!rows[0]) throw new AppError('surveys.follow_up_unknown', { field });
  if (rows[0].is_default) throw new AppError('surveys.follow_up_is_default', { field });
  return { id: Number(rows[0].id), key };
}

export async function saveSurveySettings(db: Queryable, institutionId: number, s: SurveySettings): Promise<SurveySettings> {
  await db.query(
    `INSERT INTO survey_settings (institution_id, review_links, reminder_days, follow_up_detractors, follow_up_others, follow_ups_chosen)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6)
     ON CONFLICT (institution_id) DO UPDATE SET review_links = EXCLUDED.review_links, reminder_days = EXCLUDED.reminder_days,
        follow_up_detractors = EXCLUDED.follow_up_detractors, follow_up_others = EXCLUDED.follow_up_others,
        follow_ups_chosen = EXCLUDED.follow_ups_chosen, updated_at = now()`,
    [
      institutionId,
      JSON.stringify(s.links),
      s.reminderDays,
      s.followUpDetractors?.id ?? null,
      s.followUpOthers?.id ?? null,
      s.followUpsChosen,
    ],
  );
  return s;
}
