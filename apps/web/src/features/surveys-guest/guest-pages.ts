import type { GuestPath } from '@gm/domain/guest-pages';
import { defineGuestPage, type GuestPageRender } from '../../lib/guest-page';
import { surveysGuestBundle } from './bundle';
import { seedSurvey } from './survey-seed';

const load = () => import('./review-page').then((m) => m.ReviewPage);

/** The server's first screen of the link (0046), set before the first render on the server and before hydrating. */
const fromSurveyLink: GuestPageRender = {
  openLink: (_route, _link, search, data) => seedSurvey(search, data),
  close: () => seedSurvey(null),
};

const PAGES: readonly [name: string, path: GuestPath][] = [
  ['ReviewStay-Public', '/reviewstay'],
  ['ReviewStaySantaClara-Public', '/reviewstay-santa-clara'],
  ['ReviewStayDm-Public', '/reviewstay-dm'],
  ['ReviewStayHotel-Public', '/reviewstay-hotel'],
  ['FollowUp-Public', '/follow-up'],
];

/**
 * The post-stay review (issue 14, docs/decisions/0045-guest-review-pages.md): /reviewstay from the survey e-mail,
 * its partner-branded copies, and /follow-up for a named follow-up questionnaire. One page reads the address.
 * Rendered by the server from the link's token (docs/decisions/0046-review-server-render.md): the questionnaire's
 * first screen, or the "no longer valid" screen; what the server cannot tell (no answer) is left to the browser.
 */
export const guestPages = PAGES.map(([name, path]) =>
  defineGuestPage({
    name,
    path,
    titleKey: path === '/follow-up' ? 'surveysGuest.page.followUp' : 'surveysGuest.page.title',
    bundle: surveysGuestBundle,
    load,
    ssr: fromSurveyLink,
  }),
);
