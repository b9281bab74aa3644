import { randomBytes } from 'node:crypto';
import type { Locale } from '@gm/domain/locale';
import { authoringErrors, type Question } from '@gm/domain/questionnaire';
import type { Db, Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';
import { text } from '../../platform/messages';
import { DEFAULT_NAME, defaultFollowUpQuestions, defaultNpsQuestions, FOLLOW_UP_NAME } from './defaults';

export type Purpose = 'nps' | 'stay' | 'follow-up' | 'custom';

/** A questionnaire with the version a guest answers (its current one, or the one their answers keep). */
export interface LoadedQuestionnaire {
  id: number;
  institutionId: number;
  key: string;
  name: string;
  purpose: Purpose;
  isDefault: boolean;
  versionId: number;
  version: number;
  questions: Question[];
  publishedAt: Date;
}

interface Row {
  id: string;
  institution_id: number;
  public_key: string;
  name: string;
  purpose: Purpose;
  is_default: boolean;
  version_id: string;
  version: number;
  questions: Question[];
  published_at: Date;
}

const SELECT = `SELECT q.id, q.institution_id, q.public_key, q.name, q.purpose, q.is_default,
                       v.id AS version_id, v.version, v.questions, v.published_at
                  FROM questionnaires q`;
const CURRENT = `JOIN LATERAL (SELECT * FROM questionnaire_versions v WHERE v.questionnaire_id = q.id ORDER BY v.version DESC LIMIT 1) v ON true`;

function loaded(r: Row): LoadedQuestionnaire {
  return {
    id: Number(r.id),
    institutionId: r.institution_id,
    key: r.public_key,
    name: r.name,
    purpose: r.purpose,
    isDefault: r.is_default,
    versionId: Number(r.version_id),
    version: r.version,
    questions: r.questions,
    publishedAt: r.published_at,
  };
}

/** A public key nobody guesses from another's: the purpose, then 10 random characters. */
function newKey(purpose: Purpose): string {
  return `${purpose}-${randomBytes(8)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)
    .padEnd(10, '0')}`;
}

/** Creates the hotel's default NPS questionnaire if it has none (one statement: concurrent callers make one). */
export async function ensureDefaultQuestionnaire(db: Queryable, institutionId: number, hospital: boolean): Promise<void> {
  await db.query(
    `WITH q AS (
       INSERT INTO questionnaires (institution_id, public_key, name, purpose, is_default)
       VALUES ($1, $2, $3, 'nps', true)
       ON CONFLICT (institution_id) WHERE is_default AND archived_at IS NULL DO NOTHING
       RETURNING id, institution_id)
     INSERT INTO questionnaire_versions (questionnaire_id, institution_id, version, questions)
     SELECT id, institution_id, 1, $4::jsonb FROM q`,
    [institutionId, newKey('nps'), DEFAULT_NAME, JSON.stringify(defaultNpsQuestions(hospital))],
  );
}

/**
 * Creates the hotel's bundled "what went wrong" follow-up if it has none (decision 0049), like the default: one
 * statement, so concurrent callers make one. Returns its id.
 */
export async function ensureBundledFollowUp(db: Queryable, institutionId: number, hospital: boolean): Promise<{ id: number; key: string }> {
  const find = () =>
    db.query<{ id: string; public_key: string }>(
      "SELECT id, public_key FROM questionnaires WHERE institution_id = $1 AND bundled = 'follow-up' AND archived_at IS NULL",
      [institutionId],
    );
  let { rows } = await find();
  if (!rows[0]) {
    await db.query(
      `WITH q AS (
         INSERT INTO questionnaires (institution_id, public_key, name, purpose, bundled)
         VALUES ($1, $2, $3, 'follow-up', 'follow-up')
         ON CONFLICT (institution_id, bundled) WHERE bundled IS NOT NULL AND archived_at IS NULL DO NOTHING
         RETURNING id, institution_id)
       INSERT INTO questionnaire_versions (questionnaire_id, institution_id, version, questions)
       SELECT id, institution_id, 1, $4::jsonb FROM q`,
      [institutionId, newKey('follow-up'), FOLLOW_UP_NAME, JSON.stringify(defaultFollowUpQuestions(hospital))],
    );
    ({ rows } = await find());
  }
  return { id: Number(rows[0]!.id), key: rows[0]!.public_key };
}

/**
 * The hotel's questionnaire by its key (its current version), or its default when no key is given. Another hotel's
 * key is "not found", never its questions.
 */
export async function findQuestionnaire(
  db: Queryable,
  institutionId: number,
  key: string | undefined,
  hospital: boolean,
): Promise<LoadedQuestionnaire> {
  if (!key) {
    const sql = `${SELECT} ${CURRENT} WHERE q.institution_id = $1 AND q.is_default AND q.archived_at IS NULL`;
    // Every guest's first call reads it: prepared once per connection (docs/decisions/0052-survey-speed.md).
    const query = { name: 'surveys.default-questionnaire', text: sql, values: [institutionId] };
    let { rows } = await db.query<Row>(query);
    if (!rows[0]) {
      // The hotel's first survey: its default questionnaire is made now (read first, so answering never writes here).
      await ensureDefaultQuestionnaire(db, institutionId, hospital);
      ({ rows } = await db.query<Row>(query));
    }
    return loaded(rows[0]!);
  }
  const { rows } = await db.query<Row>(`${SELECT} ${CURRENT} WHERE q.public_key = $1 AND q.institution_id = $2`, [key, institutionId]);
  if (!rows[0]) throw new AppError('surveys.not_found', { httpStatus: 404, field: 'chaveQue' });
  return loaded(rows[0]);
}

/** The questionnaire as a given version (the one a guest's answers keep). */
export async function questionnaireAtVersion(db: Queryable, versionId: number): Promise<LoadedQuestionnaire> {
  const { rows } = await db.query<Row>(`${SELECT} JOIN questionnaire_versions v ON v.questionnaire_id = q.id WHERE v.id = $1`, [versionId]);
  return loaded(rows[0]!);
}

export interface QuestionnaireWithCount extends LoadedQuestionnaire {
  answers: number;
}

export async function listQuestionnaires(db: Db, institutionId: number, hospital: boolean): Promise<QuestionnaireWithCount[]> {
  await ensureDefaultQuestionnaire(db, institutionId, hospital);
  await ensureBundledFollowUp(db, institutionId, hospital);
  const { rows } = await db.query<Row & { answers: string }>(
    `${SELECT.replace('FROM questionnaires q', ', n.answers FROM questionnaires q')} ${CURRENT}
       CROSS JOIN LATERAL (SELECT count(*) AS answers FROM survey_responses r
                            WHERE r.questionnaire_id = q.id AND r.submitted_at IS NOT NULL) n
      WHERE q.institution_id = $1 AND q.archived_at IS NULL
      ORDER BY q.is_default DESC, q.id`,
    [institutionId],
  );
  return rows.map((r) => ({ ...loaded(r), answers: Number(r.answers) }));
}

/** Refuses a questionnaire with authoring errors, each on its question ('questions.<codPer>'), worded for the hotel. */
export function assertPublishable(questions: Question[], locale: Locale, hotel: { hospital: boolean }): void {
  const errors = authoringErrors(questions);
  if (errors.length === 0) return;
  throw new AppError('surveys.authoring', {
    field: `questions.${errors[0]!.codPer}`,
    extra: {
      errors: errors.map((e) => ({ path: `questions.${e.codPer}`, message: text(`surveys.authoring.${e.code}`, locale, hotel) })),
    },
  });
}

/**
 * Publishes questions as a questionnaire's next version (a new questionnaire without a key). Answers already given
 * keep the version they answered; drafts in progress move on with the guest's next save.
 */
export async function publishQuestionnaire(
  tx: Queryable,
  institutionId: number,
  userId: number | null,
  input: { key?: string | undefined; name: string; purpose: Purpose; questions: Question[] },
): Promise<{ id: number; key: string; created: boolean }> {
  let id: number;
  let key: string;
  let created = false;
  if (input.key) {
    const { rows } = await tx.query<{ id: string; is_default: boolean }>(
      `UPDATE questionnaires SET name = $3, purpose = CASE WHEN is_default THEN purpose ELSE $4 END
        WHERE public_key = $1 AND institution_id = $2 AND archived_at IS NULL RETURNING id, is_default`,
      [input.key, institutionId, input.name, input.purpose],
    );
    if (!rows[0]) throw new AppError('surveys.not_found', { httpStatus: 404, field: 'chaveQue' });
    id = Number(rows[0].id);
    key = input.key;
  } else {
    key = newKey(input.purpose);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO questionnaires (institution_id, public_key, name, purpose) VALUES ($1, $2, $3, $4) RETURNING id`,
      [institutionId, key, input.name, input.purpose],
    );
    id = Number(rows[0]!.id);
    created = true;
  }
  await tx.query(
    `INSERT INTO questionnaire_versions (questionnaire_id, institution_id, version, questions, published_by)
     SELECT $1, $2, coalesce(max(version), 0) + 1, $3::jsonb, $4 FROM questionnaire_versions WHERE questionnaire_id = $1`,
    [id, institutionId, JSON.stringify(input.questions), userId],
  );
  return { id, key, created };
}
