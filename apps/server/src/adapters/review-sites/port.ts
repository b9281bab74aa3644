/**
 * Review sites (issue 17, "Sources outside the product"; docs/decisions/0072-review-sites.md): the reviews a
 * property receives on TripAdvisor and Booking.com, fetched by a scheduled job into external_reviews, where the
 * tripadvisor2 and booking2 dashboards read them.
 */
export type ReviewSite = 'tripadvisor' | 'booking';
export const REVIEW_SITES: readonly ReviewSite[] = ['tripadvisor', 'booking'];

/** The native scale of each site's overall rating: TripAdvisor's 1-5 bubbles, Booking.com's 1-10 score. */
export const SITE_SCALE: Record<ReviewSite, number> = { tripadvisor: 5, booking: 10 };

/**
 * The categories each site rates (keys as the site names them): TripAdvisor's six sub-ratings (1-5), Booking.com's
 * seven category scores (1-10).
 */
export const SITE_CATEGORIES: Record<ReviewSite, readonly string[]> = {
  tripadvisor: ['rooms', 'value', 'location', 'cleanliness', 'service', 'sleep_quality'],
  booking: ['staff', 'facilities', 'cleanliness', 'comfort', 'value', 'location', 'wifi'],
};

export type TripType = 'business' | 'couples' | 'family' | 'friends' | 'solo';

export interface SiteReview {
  /** The site's own id of the review (the upsert key with the site). */
  externalId: string;
  publishedAt: Date;
  /** First day of the month of the stay, when the site gives it. */
  stayMonth: string | null;
  /** On the site's scale (SITE_SCALE). */
  rating: number;
  /** Category -> rating on the site's scale. */
  subratings: Record<string, number>;
  title: string | null;
  /** TripAdvisor's text; Booking.com's two halves are `positive` and `negative`. */
  text: string | null;
  positive: string | null;
  negative: string | null;
  language: string | null;
  reviewerName: string | null;
  /** ISO alpha-2, when known. */
  reviewerCountry: string | null;
  tripType: TripType | null;
  /** The property's public reply, if any. */
  reply: { text: string; at: Date } | null;
  url: string | null;
}

export interface ReviewFetch {
  reviews: SiteReview[];
  /** True when the site gave every review since `since` (a client whose API pages only the newest says false). */
  complete: boolean;
}

/**
 * A property's reviews on one site published after `since` (null: as far back as the site gives). Throws on an
 * outage or a refusal (bad key, unknown property): the job records the error on the account and tries again later.
 */
export interface ReviewSitePort {
  readonly source: string;
  /** Which client fetches a site here (the staff screen says whether reviews are real or the sandbox's). */
  sourceOf(site: ReviewSite): string;
  fetch(site: ReviewSite, externalRef: string, since: Date | null, signal: AbortSignal): Promise<ReviewFetch>;
}
