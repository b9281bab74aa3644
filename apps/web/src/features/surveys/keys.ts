/** The surveys' query keys (a file of its own: other features import them without the calls and contracts). */
export const surveyKeys = {
  all: ['surveys'] as const,
  reviews: ['surveys', 'reviews'] as const,
  review: (seqQue: number) => ['surveys', 'review', seqQue] as const,
  /** A booking's answers (its view's Survey tab): under reviews, so a guest's submit or a reply refreshes it too. */
  booking: (codRes: number) => ['surveys', 'reviews', 'booking', codRes] as const,
  questionnaires: ['surveys', 'questionnaires'] as const,
  settings: ['surveys', 'settings'] as const,
};
