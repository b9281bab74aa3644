import type { CampaignCounts, CampaignRates } from '@gm/contracts/crm/campaign-replies';

/**
 * The figures of campaign e-mail rows (table campaign_emails), as SQL aggregates over rows aliased `e`: each row
 * counts once in `total` and once in each figure it reached (a row delivered, opened and clicked is in all three).
 * `attempted` (delivered or failed: the relay answered) is what the delivery and failure rates divide by.
 */
export const COUNTS_SQL = `count(e.id) AS total,
  count(e.id) FILTER (WHERE e.status IN ('queued', 'sending')) AS queued,
  count(e.id) FILTER (WHERE e.delivered_at IS NOT NULL) AS delivered,
  count(e.id) FILTER (WHERE e.last_viewed_at IS NOT NULL OR e.first_viewed_at IS NOT NULL) AS opened,
  count(e.id) FILTER (WHERE e.visited_at IS NOT NULL) AS clicked,
  count(e.id) FILTER (WHERE e.status = 'failed') AS failed,
  count(e.id) FILTER (WHERE e.unsubscribed_at IS NOT NULL) AS unsubscribed,
  count(e.id) FILTER (WHERE e.delivered_at IS NOT NULL OR e.status = 'failed') AS attempted`;

export interface CountsRow {
  total: string | number;
  queued: string | number;
  delivered: string | number;
  opened: string | number;
  clicked: string | number;
  failed: string | number;
  unsubscribed: string | number;
  attempted: string | number;
}

/** The row of COUNTS_SQL as the reply's counts and rates. */
export function figuresOf(r: CountsRow): { counts: CampaignCounts; rates: CampaignRates } {
  const counts: CampaignCounts = {
    total: Number(r.total),
    queued: Number(r.queued),
    delivered: Number(r.delivered),
    opened: Number(r.opened),
    clicked: Number(r.clicked),
    failed: Number(r.failed),
    unsubscribed: Number(r.unsubscribed),
  };
  return { counts, rates: ratesOf(counts, Number(r.attempted)) };
}

/** A share from 0 to 1, to four places; null when nothing to divide by (a campaign not yet sent has no rates). */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/**
 * Delivery and failure of the attempted rows; opens, clicks and unsubscribes of the delivered ones (the way
 * Mailchimp and Brevo report them: an open rate over mail that never arrived would flatter nobody).
 */
export function ratesOf(c: CampaignCounts, attempted: number): CampaignRates {
  return {
    delivery: share(c.delivered, attempted),
    failure: share(c.failed, attempted),
    open: share(c.opened, c.delivered),
    click: share(c.clicked, c.delivered),
    unsubscribe: share(c.unsubscribed, c.delivered),
  };
}
