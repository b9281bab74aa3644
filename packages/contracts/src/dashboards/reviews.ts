/**
 * The review-site dashboards' two path levels (/dashboard/tripadvisor2/{type}/{section}, /dashboard/booking2/{type}/
 * {section}; docs/decisions/0076-review-dashboards.md). `{type}` is whose reviews: every review, or one traveller type
 * as both sites classify them (TripAdvisor's "Traveler type", Booking.com's "Reviewer type"); `{section}` is the
 * screen. The named queries take the type as their TIPOVIAJANTE parameter.
 */
export const REVIEW_TYPES = ['all', 'business', 'couples', 'family', 'friends', 'solo'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_SECTIONS = ['summary', 'categories', 'replies', 'reviews'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];
