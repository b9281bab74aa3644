import type { ReviewFetch, ReviewSitePort, SiteReview, TripType } from './port';
import { ReviewSiteRefused } from './sandbox';

/**
 * TripAdvisor's Content API (https://tripadvisor-content-api.readme.io): GET {base}/location/{locationId}/reviews
 * ?key=&language=&limit=5&offset= answers { data: [review] } with id, lang, published_date, rating (1-5), title,
 * text, trip_type, travel_date (YYYY-MM-DD or YYYY-MM), url, user.username, user.user_location.name, subratings
 * ({ key: { name, value } }) and owner_response ({ text, published_date }). What it needs: an API key tied to
 * the property's domain (TRIPADVISOR_API_KEY) and the property's location id (the hotel's account). It pages only
 * the newest reviews per language (five a page), so the fetch says complete = false: the history of an account
 * opened today starts with what the API gives, and the scheduled job keeps it from then on.
 */
interface TaReview {
  id: number | string;
  lang?: string;
  published_date?: string;
  rating?: number;
  title?: string;
  text?: string;
  trip_type?: string;
  travel_date?: string;
  url?: string;
  user?: { username?: string; user_location?: { name?: string } };
  subratings?: Record<string, { name?: string; value?: number | string }>;
  owner_response?: { text?: string; published_date?: string } | null;
}

const TRIP: Record<string, TripType> = {
  Business: 'business',
  Couples: 'couples',
  Family: 'family',
  Friends: 'friends',
  Solo: 'solo',
  'Solo travel': 'solo',
};

/** TripAdvisor's sub-rating names (rate_room, rate_value...) to the product's categories. */
const SUBRATING: Record<string, string> = {
  rate_room: 'rooms',
  rate_value: 'value',
  rate_location: 'location',
  rate_cleanliness: 'cleanliness',
  rate_service: 'service',
  rate_sleep: 'sleep_quality',
};

export function mapTripadvisorReview(r: TaReview): SiteReview | null {
  const rating = Number(r.rating);
  const published = r.published_date ? new Date(r.published_date) : null;
  if (!published || Number.isNaN(published.getTime()) || !(rating >= 1 && rating <= 5)) return null;
  const subratings: Record<string, number> = {};
  for (const [key, s] of Object.entries(r.subratings ?? {})) {
    const name = SUBRATING[s.name ?? key] ?? SUBRATING[key];
    const v = Number(s.value);
    if (name && v >= 1 && v <= 5) subratings[name] = v;
  }
  const travel = r.travel_date && /^\d{4}-\d{2}/.test(r.travel_date) ? `${r.travel_date.slice(0, 7)}-01` : null;
  const replyAt = r.owner_response?.published_date ? new Date(r.owner_response.published_date) : null;
  return {
    externalId: String(r.id),
    publishedAt: published,
    stayMonth: travel,
    rating,
    subratings,
    title: r.title?.slice(0, 300) ?? null,
    text: r.text?.slice(0, 8000) ?? null,
    positive: null,
    negative: null,
    language: r.lang?.slice(0, 2) ?? null,
    reviewerName: r.user?.username?.slice(0, 120) ?? null,
    reviewerCountry: null,
    tripType: (r.trip_type && TRIP[r.trip_type]) || null,
    reply:
      r.owner_response?.text && replyAt && !Number.isNaN(replyAt.getTime())
        ? { text: r.owner_response.text.slice(0, 8000), at: replyAt }
        : null,
    url: r.url ?? null,
  };
}

export function tripadvisorClient(opts: { baseUrl: string; apiKey: string; languages?: string[]; timeoutMs?: number }): ReviewSitePort {
  const base = opts.baseUrl.replace(/\/$/, '');
  return {
    source: 'tripadvisor-content-api',
    sourceOf: () => 'tripadvisor-content-api',
    async fetch(site, ref, since, signal): Promise<ReviewFetch> {
      if (site !== 'tripadvisor') throw new Error(`the TripAdvisor client does not fetch ${site}`);
      if (!/^\d{1,12}$/.test(ref)) throw new ReviewSiteRefused('a TripAdvisor location id is digits');
      const reviews: SiteReview[] = [];
      for (const language of opts.languages ?? ['pt', 'en', 'es']) {
        const url = `${base}/location/${ref}/reviews?key=${encodeURIComponent(opts.apiKey)}&language=${language}&limit=5&offset=0`;
        const res = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? 15_000)]),
        });
        if (res.status === 401 || res.status === 403 || res.status === 404)
          throw new ReviewSiteRefused(`TripAdvisor refused location ${ref} (${res.status})`);
        if (!res.ok) throw new Error(`TripAdvisor answered ${res.status}`);
        const body = (await res.json()) as { data?: TaReview[] };
        for (const raw of body.data ?? []) {
          const r = mapTripadvisorReview(raw);
          if (r && (!since || r.publishedAt > since)) reviews.push(r);
        }
      }
      return { reviews, complete: false };
    },
  };
}
