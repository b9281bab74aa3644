import { setWording } from '../../i18n/i18n';
import type { Questionnaire } from './api';

/**
 * The review page's first screen as the server read it from the link's token (docs/decisions/0046-review-server-render.md):
 * handed to the page's first render on the server (src/guest/ssr.tsx) and again in the browser before hydrating it
 * (src/guest/main.tsx), so both draw the same without the page asking ListQuestionsService. Its own small module
 * (the guest entry's page table imports it, guest-pages.ts; the page's chunk does the rest): kept for the address
 * it was read from, the same query string on both sides.
 */

/** What the server hands over: the questionnaire, or null for a link that no longer opens it. */
export interface SurveyScreen {
  survey: Questionnaire | null;
}

let seeded: { search: string; screen: SurveyScreen } | null = null;

function isScreen(data: unknown): data is SurveyScreen {
  const survey = (data as { survey?: { questions?: unknown } } | null)?.survey;
  return survey === null || Array.isArray(survey?.questions);
}

/** The server's first screen of this address (null clears it: after the server's render, or once the page took it). */
export function seedSurvey(search: string | null, data?: unknown): void {
  seeded = search !== null && isScreen(data) ? { search, screen: data } : null;
  if (seeded?.screen.survey) setWording(seeded.screen.survey.hospital === 'S' ? 'hospital' : undefined);
}

/** The seeded first screen of this address, if any. */
export function seededSurvey(search: string): SurveyScreen | null {
  return seeded?.search === search ? seeded.screen : null;
}
