import type { ReviewFetch, ReviewSite, ReviewSitePort, SiteReview, TripType } from './port';
import { ReviewSiteRefused } from './sandbox';

/**
 * Booking.com has no public reviews API: its reviews reach a property's systems through Booking.com's
 * connectivity partners (channel managers and reputation vendors admitted to its Connectivity APIs). This client
 * reads them from such a partner as a JSON feed the product defines (docs/review-sites.md):
 * GET {url}?property={ref}&since={ISO instant} with `Authorization: Bearer {token}` answers
 * { reviews: [{ id, published_at, stay_month?, score (1-10), categories?: { staff: 9, ... }, title?, positive?,
 * negative?, language?, reviewer_name?, reviewer_country?, traveller_type?, reply?: { text, at }, url? }],
 * complete: boolean }. The same feed shape serves any site a partner relays.
 */
interface FeedReview {
  id: string | number;
  published_at: string;
  stay_month?: string | null;
  score: number;
  categories?: Record<string, number>;
  title?: string | null;
  text?: string | null;
  positive?: string | null;
  negative?: string | null;
  language?: string | null;
  reviewer_name?: string | null;
  reviewer_country?: string | null;
  traveller_type?: string | null;
  reply?: { text: string; at: string } | null;
  url?: string | null;
}

const TRIPS = new Set<TripType>(['business', 'couples', 'family', 'friends', 'solo']);

export function mapFeedReview(r: FeedReview, scale: number): SiteReview | null {
  const published = new Date(r.published_at);
  const score = Number(r.score);
  if (Number.isNaN(published.getTime()) || !(score >= 1 && score <= scale) || r.id === undefined) return null;
  const subratings: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.categories ?? {})) if (/^[a-z_]{1,30}$/.test(k) && v >= 1 && v <= scale) subratings[k] = v;
  const replyAt = r.reply ? new Date(r.reply.at) : null;
  const cut = (s: string | null | undefined, n: number) => (s ? s.slice(0, n) : null);
  return {
    externalId: String(r.id).slice(0, 120),
    publishedAt: published,
    stayMonth: r.stay_month && /^\d{4}-\d{2}/.test(r.stay_month) ? `${r.stay_month.slice(0, 7)}-01` : null,
    rating: score,
    subratings,
    title: cut(r.title, 300),
    text: cut(r.text, 8000),
    positive: cut(r.positive, 4000),
    negative: cut(r.negative, 4000),
    language: cut(r.language, 2),
    reviewerName: cut(r.reviewer_name, 120),
    reviewerCountry: r.reviewer_country && /^[A-Za-z]{2}$/.test(r.reviewer_country) ? r.reviewer_country.toUpperCase() : null,
    tripType: r.traveller_type && TRIPS.has(r.traveller_type as TripType) ? (r.traveller_type as TripType) : null,
    reply: r.reply && replyAt && !Number.isNaN(replyAt.getTime()) ? { text: r.reply.text.slice(0, 8000), at: replyAt } : null,
    url: r.url ?? null,
  };
}

export function feedClient(opts: { site: ReviewSite; url: string; token: string; scale: number; timeoutMs?: number }): ReviewSitePort {
  return {
    source: `${opts.site}-feed`,
    sourceOf: () => `${opts.site}-feed`,
    async fetch(site, ref, since, signal): Promise<ReviewFetch> {
      if (site !== opts.site) throw new Error(`the ${opts.site} feed does not fetch ${site}`);
      const u = new URL(opts.url);
      u.searchParams.set('property', ref);
      if (since) u.searchParams.set('since', since.toISOString());
      const res = await fetch(u, {
        headers: { accept: 'application/json', authorization: `Bearer ${opts.token}` },
        signal: AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? 30_000)]),
      });
      if (res.status === 401 || res.status === 403 || res.status === 404)
        throw new ReviewSiteRefused(`the ${site} feed refused ${ref} (${res.status})`);
      if (!res.ok) throw new Error(`the ${site} feed answered ${res.status}`);
      const body = (await res.json()) as { reviews?: FeedReview[]; complete?: boolean };
      const reviews = (body.reviews ?? []).map((r) => mapFeedReview(r, opts.scale)).filter((r): r is SiteReview => r !== null);
      return { reviews, complete: body.complete !== false };
    },
  };
}
