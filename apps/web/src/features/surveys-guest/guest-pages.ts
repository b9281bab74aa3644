import type { GuestPath } from '@gm/domain/guest-pages';
import { defineGuestPage } from '../../lib/guest-page';
import { surveysGuestBundle } from './bundle';

const load = () => import('./review-page').then((m) => m.ReviewPage);

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
 */
export const guestPages = PAGES.map(([name, path]) =>
  defineGuestPage({
    name,
    path,
    titleKey: path === '/follow-up' ? 'surveysGuest.page.followUp' : 'surveysGuest.page.title',
    bundle: surveysGuestBundle,
    load,
  }),
);
