import { type Db, withTransaction } from '../../../db/pool';

/** One row's opens and clicks since the last flush. */
interface Tally {
  emailId: number;
  institutionId: number;
  opens: number;
  clicks: number;
  firstOpen: Date | null;
  lastOpen: Date | null;
  firstClick: Date | null;
}

/** How long a hit waits in memory at most, and how many rows make a flush start at once. */
export const FLUSH_MS = 200;
const FLUSH_ROWS = 2000;
/** While the database refuses, at most this many rows are kept for the next try; beyond, the counts are dropped. */
const KEEP_ROWS = 100_000;

/**
 * All rows' counts in one statement, without waiting for the WAL flush. The same meaning as one UPDATE per hit:
 * an open counts a view (first and last view times); a click counts a click, its first visit, and proves an open
 * (images are often blocked), so the first view is set and views is at least 1.
 */
const FLUSH = `UPDATE campaign_emails e
   SET views = greatest(e.views + h.opens, CASE WHEN h.clicks > 0 THEN 1 ELSE 0 END),
       clicks = e.clicks + h.clicks,
       visited_at = COALESCE(e.visited_at, h.first_click),
       first_viewed_at = COALESCE(e.first_viewed_at, least(h.first_open, h.first_click)),
       last_viewed_at = CASE WHEN h.last_open IS NOT NULL THEN greatest(e.last_viewed_at, h.last_open)
                             ELSE COALESCE(e.last_viewed_at, h.first_click) END
  FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[])
       AS h(id, institution_id, opens, clicks, first_open, last_open, first_click)
 WHERE e.id = h.id AND e.institution_id = h.institution_id`;

/**
 * The tracking links' counts, written behind (decision 0058): a pixel or a redirect answers at once and its hit is
 * added to this process's tally, which one UPDATE writes every FLUSH_MS (or sooner past FLUSH_ROWS rows). Several
 * server processes each add their own tallies (`views + n`), so nothing is shared in memory between requests beyond
 * a fraction of a second of counters; a crash loses at most that, like the asynchronous commit it replaces. A
 * delivery state is never written here.
 */
export class TrackingHits {
  /** By `emailId:institutionId` (a forged pair counts nothing in the database, and never mixes with the real row). */
  private tally = new Map<string, Tally>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  open(row: { emailId: number; institutionId: number }, at = new Date()): void {
    const t = this.of(row);
    t.opens += 1;
    t.firstOpen ??= at;
    t.lastOpen = at;
    this.due();
  }

  click(row: { emailId: number; institutionId: number }, at = new Date()): void {
    const t = this.of(row);
    t.clicks += 1;
    t.firstClick ??= at;
    this.due();
  }

  private of(row: { emailId: number; institutionId: number }): Tally {
    const key = `${row.emailId}:${row.institutionId}`;
    let t = this.tally.get(key);
    if (!t) {
      t = {
        emailId: row.emailId,
        institutionId: row.institutionId,
        opens: 0,
        clicks: 0,
        firstOpen: null,
        lastOpen: null,
        firstClick: null,
      };
      this.tally.set(key, t);
    }
    return t;
  }

  private due(): void {
    if (this.tally.size >= FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes what is counted so far (one flush at a time); resolves when it is in the database. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    if (this.tally.size === 0) return;
    const batch = this.tally;
    this.tally = new Map();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
      if (this.tally.size > 0) this.due();
    });
    await this.flushing;
  }

  private async write(batch: Map<string, Tally>): Promise<void> {
    const ids: number[] = [];
    const hotels: number[] = [];
    const opens: number[] = [];
    const clicks: number[] = [];
    const firstOpen: (Date | null)[] = [];
    const lastOpen: (Date | null)[] = [];
    const firstClick: (Date | null)[] = [];
    for (const t of batch.values()) {
      ids.push(t.emailId);
      hotels.push(t.institutionId);
      opens.push(t.opens);
      clicks.push(t.clicks);
      firstOpen.push(t.firstOpen);
      lastOpen.push(t.lastOpen);
      firstClick.push(t.firstClick);
    }
    try {
      await withTransaction(this.db, async (client) => {
        await client.query('SET LOCAL synchronous_commit TO off');
        await client.query({
          name: 'campaigns.tracking-flush',
          text: FLUSH,
          values: [ids, hotels, opens, clicks, firstOpen, lastOpen, firstClick],
        });
      });
    } catch (error) {
      // Kept for the next flush (merged with newer hits) while the database is away, up to KEEP_ROWS rows.
      for (const [key, t] of batch) {
        if (this.tally.size >= KEEP_ROWS) break;
        const now = this.tally.get(key);
        if (!now) this.tally.set(key, t);
        else {
          now.opens += t.opens;
          now.clicks += t.clicks;
          now.firstOpen = t.firstOpen ?? now.firstOpen;
          now.firstClick = t.firstClick ?? now.firstClick;
          now.lastOpen ??= t.lastOpen;
        }
      }
      this.warn(`campaign tracking: ${batch.size} rows' counts not written yet (${(error as Error).message})`);
    }
  }

  /** The server closes: the last counts are written. */
  async close(): Promise<void> {
    await this.flush();
  }
}
