// The CRM guests' pages, one chunk (routes.ts loads it with the words).
export { FlaggedPairsPage } from './flagged-pairs-page';
export { GuestProfilePage } from './guest-profile-page';
export { GuestsSummaryPage } from './guests-summary-page';
export { LegacyExplorePage } from './legacy/legacy-explore-page';
export { GuestsLocationPage } from './location/guests-location-page';
export { SuppressionsPage } from './suppressions-page';
