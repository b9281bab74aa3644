import { type ReviewSite, type ReviewSitePort, SITE_SCALE, type SiteReview } from '../../adapters/review-sites/review-sites';
import { type Db, type Queryable, withTransaction } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler, scheduleJob } from '../../platform/jobs';

/**
 * Fetching a hotel's reviews from a review site into external_reviews (docs/decisions/0072-review-sites.md). Each
 * fetch asks again for the last 14 days before the newest review it holds, so a reply the property posted after
 * the review was first fetched arrives too; rows are upserted by (hotel, site, the site's id), so a fetch repeated
 * after a crash or by two processes writes each review once.
 */
export const SYNC_ALL_JOB = 'reputation.sync-all';
export const SYNC_ACCOUNT_JOB = 'reputation.sync-account';
/** Every six hours at minute 41 (review sites publish with delays of hours; more often buys nothing). */
const SYNC_CRON = '41 */6 * * *';
const REFETCH_DAYS = 14;
const FETCH_TIMEOUT_MS = 60_000;

const COLUMNS = [
  'external_id',
  'published_at',
  'stay_month',
  'rating',
  'rating_100',
  'subratings',
  'title',
  'body',
  'positive',
  'negative',
  'language',
  'reviewer_name',
  'reviewer_country',
  'trip_type',
  'reply',
  'replied_at',
  'url',
] as const;
const TYPES = ['text', 'timestamptz', 'date', 'numeric', 'smallint', 'jsonb', ...Array(9).fill('text'), 'timestamptz', 'text'];

/** Writes fetched reviews (insert or refresh), returns how many rows were new. */
export async function upsertReviews(db: Queryable, institutionId: number, site: ReviewSite, reviews: SiteReview[]): Promise<number> {
  let inserted = 0;
  const scale = SITE_SCALE[site];
  for (let i = 0; i < reviews.length; i += 2000) {
    const part = reviews.slice(i, i + 2000);
    const values: unknown[][] = COLUMNS.map(() => []);
    for (const r of part) {
      const row = [
        r.externalId,
        r.publishedAt.toISOString(),
        r.stayMonth,
        r.rating,
        Math.round(((r.rating - 1) / (scale - 1)) * 100),
        JSON.stringify(r.subratings),
        r.title,
        r.text,
        r.positive,
        r.negative,
        r.language,
        r.reviewerName,
        r.reviewerCountry,
        r.tripType,
        r.reply?.text ?? null,
        r.reply?.at.toISOString() ?? null,
        r.url,
      ];
      for (const [c, v] of row.entries()) values[c]!.push(v);
    }
    const { rows } = await db.query<{ inserted: boolean }>(
      `INSERT INTO external_reviews (institution_id, site, ${COLUMNS.join(', ')})
       SELECT $1, $2, * FROM unnest(${COLUMNS.map((_, c) => `$${c + 3}::${TYPES[c]}[]`).join(', ')})
       ON CONFLICT (institution_id, site, external_id) DO UPDATE
          SET rating = EXCLUDED.rating, rating_100 = EXCLUDED.rating_100, subratings = EXCLUDED.subratings,
              title = EXCLUDED.title, body = EXCLUDED.body, positive = EXCLUDED.positive, negative = EXCLUDED.negative,
              reply = EXCLUDED.reply, replied_at = EXCLUDED.replied_at, url = EXCLUDED.url, fetched_at = now()
        WHERE (external_reviews.reply, external_reviews.rating, external_reviews.body, external_reviews.positive,
               external_reviews.negative) IS DISTINCT FROM
              (EXCLUDED.reply, EXCLUDED.rating, EXCLUDED.body, EXCLUDED.positive, EXCLUDED.negative)
       RETURNING (xmax = 0) AS inserted`,
      [institutionId, site, ...values],
    );
    inserted += rows.filter((r) => r.inserted).length;
  }
  return inserted;
}

export interface SyncOutcome {
  fetched: number;
  inserted: number;
  error: string | null;
}

/**
 * One account's fetch: from 14 days before its newest review (or the site's whole history the first time). A
 * failure is recorded on the account (the staff screen shows it) and the next scheduled run tries again.
 */
export async function syncAccount(db: Db, port: ReviewSitePort, institutionId: number, site: ReviewSite): Promise<SyncOutcome | null> {
  const { rows } = await db.query<{ external_ref: string; newest: Date | null }>(
    `SELECT a.external_ref, (SELECT max(published_at) FROM external_reviews r WHERE r.institution_id = a.institution_id AND r.site = a.site) AS newest
       FROM review_site_accounts a WHERE a.institution_id = $1 AND a.site = $2 AND a.enabled`,
    [institutionId, site],
  );
  const account = rows[0];
  if (!account) return null;
  const since = account.newest ? new Date(account.newest.getTime() - REFETCH_DAYS * 86_400_000) : null;
  try {
    const { reviews } = await port.fetch(site, account.external_ref, since, AbortSignal.timeout(FETCH_TIMEOUT_MS));
    const inserted = await withTransaction(db, async (tx) => {
      const n = await upsertReviews(tx, institutionId, site, reviews);
      await tx.query(
        `UPDATE review_site_accounts SET last_synced_at = now(), last_attempt_at = now(), last_error = NULL
          WHERE institution_id = $1 AND site = $2`,
        [institutionId, site],
      );
      return n;
    });
    return { fetched: reviews.length, inserted, error: null };
  } catch (error) {
    const message = String((error as Error).message ?? error).slice(0, 500);
    await db.query('UPDATE review_site_accounts SET last_attempt_at = now(), last_error = $3 WHERE institution_id = $1 AND site = $2', [
      institutionId,
      site,
      message,
    ]);
    return { fetched: 0, inserted: 0, error: message };
  }
}

/** Queues one account's fetch (deduplicated: one queued or running per account). */
export async function queueAccountSync(db: Queryable, institutionId: number, site: ReviewSite): Promise<void> {
  await enqueueJob(db, {
    kind: SYNC_ACCOUNT_JOB,
    payload: { institutionId, site },
    dedupeKey: `reputation:${institutionId}:${site}`,
    maxAttempts: 1,
  });
}

export const syncAllJob: JobHandler = async (deps) => {
  const { rows } = await deps.db.query<{ institution_id: number; site: ReviewSite }>(
    'SELECT institution_id, site FROM review_site_accounts WHERE enabled ORDER BY institution_id, site',
  );
  for (const r of rows) await queueAccountSync(deps.db, r.institution_id, r.site);
  return undefined;
};

export const syncAccountJob: JobHandler = async (deps, job) => {
  const institutionId = Number(job.payload.institutionId);
  const site = job.payload.site === 'booking' ? 'booking' : 'tripadvisor';
  const outcome = await syncAccount(deps.db, deps.ports.reviewSites, institutionId, site);
  if (outcome?.error) deps.log?.warn({ institutionId, site, error: outcome.error }, 'review site fetch failed');
  return undefined;
};

/** Schedules the six-hourly fetch of every account (an upsert: every process may call it at start; main.ts does). */
export async function scheduleReviewSync(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await scheduleJob(deps.db, SYNC_ALL_JOB, SYNC_CRON);
}
