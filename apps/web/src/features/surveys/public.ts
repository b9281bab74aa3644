import type { FunctionComponent } from 'react';
import { loadFeatureBundle } from '../../i18n/feature-bundles';
import { surveysBundle } from './i18n/bundle';

/**
 * What other features may use of surveys (they import it only through this file): the query keys, and the booking
 * modal's Survey tab as a loader (its chunk and the surveys' words come when the tab is first shown, so the bookings
 * screens do not carry them).
 */
export { surveyKeys } from './keys';

/** The booking modal's Survey tab (Avaliação): the booking's guests' answers and the hotel's replies (DASH:nps). */
export function loadSurveyTab(): Promise<FunctionComponent<{ codRes: number }>> {
  return Promise.all([import('./booking/booking-survey-tab'), loadFeatureBundle(surveysBundle)]).then(([m]) => m.BookingSurveyTab);
}
