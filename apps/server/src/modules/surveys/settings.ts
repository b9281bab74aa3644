import type { Queryable } from '../../db/pool';

export type ReviewSite = 'tripadvisor' | 'google' | 'booking' | 'other';
export interface ReviewLink {
  site: ReviewSite;
  url: string;
}

export interface SurveySettings {
  links: ReviewLink[];
  reminderDays: number;
}

const DEFAULTS: SurveySettings = { links: [], reminderDays: 3 };

export async function surveySettingsOf(db: Queryable, institutionId: number): Promise<SurveySettings> {
  const { rows } = await db.query<{ review_links: ReviewLink[]; reminder_days: number }>(
    'SELECT review_links, reminder_days FROM survey_settings WHERE institution_id = $1',
    [institutionId],
  );
  const r = rows[0];
  return r ? { links: r.review_links, reminderDays: r.reminder_days } : { ...DEFAULTS };
}

export async function reviewLinksOf(db: Queryable, institutionId: number): Promise<ReviewLink[]> {
  return (await surveySettingsOf(db, institutionId)).links;
}

export async function saveSurveySettings(db: Queryable, institutionId: number, s: SurveySettings): Promise<SurveySettings> {
  await db.query(
    `INSERT INTO survey_settings (institution_id, review_links, reminder_days) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (institution_id) DO UPDATE SET review_links = EXCLUDED.review_links, reminder_days = EXCLUDED.reminder_days, updated_at = now()`,
    [institutionId, JSON.stringify(s.links), s.reminderDays],
  );
  return s;
}
