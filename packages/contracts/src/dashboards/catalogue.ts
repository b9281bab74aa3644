import type { PermissionRequirement } from '@gm/domain/permissions';
import { PERMISSIONS as P } from '../permissions';
import { REVIEW_SECTIONS, REVIEW_TYPES } from './reviews';

/**
 * The dashboards (spec section 2, /dashboard/{family}/{section}) and the named queries each draws, in order: the
 * web draws each card by its query's chart hint (metadataQuery), and executeQueryXls/{dashboard name} writes one
 * workbook with a sheet per card. docs/dashboards.md is the catalogue in prose.
 */
export interface DashboardDef {
  /** `{family}-{section}`, the workbook's name in executeQueryXls. */
  name: string;
  family:
    | 'check-in'
    | 'nps'
    // tagsync and tagpanel families (decision 0075).
    | 'tagsync'
    | 'tagpanel'
    // The review sites (decision 0076).
    | 'tripadvisor2'
    | 'booking2'
    // Totem and door-lock families (decision 0073).
    | 'totem'
    | 'door-lock'
    // The messaging assistant and WhatsApp links (decision 0074).
    | 'taglaura'
    | 'auto-wpp';
  section: string;
  /**
   * The values of a `{type}` level between family and section (/dashboard/{family}/{type}/{section}), the first the
   * default; the cards take it as TIPOVIAJANTE. Absent: the path has no type level.
   */
  types?: readonly string[];
  permission: PermissionRequirement;
  cards: readonly string[];
  /** Opens compared with the previous period (the comparative screens). */
  compare?: boolean;
  /** Looks ahead: the period defaults to today and the next 7 days (expected arrivals). */
  ahead?: boolean;
}

const checkin = (section: string, cards: string[], extra: Partial<DashboardDef> = {}): DashboardDef => ({
  name: `check-in-${section}`,
  family: 'check-in',
  section,
  permission: P.DASH.webcheckins,
  cards,
  ...extra,
});
const nps = (section: string, cards: string[], extra: Partial<DashboardDef> = {}): DashboardDef => ({
  name: `nps-${section}`,
  family: 'nps',
  section,
  permission: P.DASH.nps,
  cards,
  ...extra,
});

// tagsync and tagpanel families (decision 0075): tagpanel's campaign figures need DASH tagpanel, its guest screens
// (birthdays, frequent guests, bookings attributed to campaigns) DASH roi (spec section 6: "roi (tagpanel guests)").
const tagsync = (section: string, cards: string[], extra: Partial<DashboardDef> = {}): DashboardDef => ({
  name: `tagsync-${section}`,
  family: 'tagsync',
  section,
  permission: P.DASH.tagsync,
  cards,
  ...extra,
});
const tagpanel = (section: string, cards: string[], extra: Partial<DashboardDef> = {}): DashboardDef => ({
  name: `tagpanel-${section}`,
  family: 'tagpanel',
  section,
  permission: P.DASH.tagpanel,
  cards,
  ...extra,
});
/**
 * The review-site families (decision 0076): the same four sections for TripAdvisor (queries `tripadvisor-*`) and
 * Booking.com (`bookingcom-*`), each under the traveller types of REVIEW_TYPES.
 */
function reviewBoards(family: 'tripadvisor2' | 'booking2', prefix: string, permission: PermissionRequirement): DashboardDef[] {
  const cards: Record<(typeof REVIEW_SECTIONS)[number], string[]> = {
    summary: ['summary', 'ratings', 'distribution', 'trip-types'],
    categories: ['categories', 'category-trend'],
    replies: ['replies', 'reply-trend', 'unanswered'],
    reviews: ['reviews'],
  };
  return REVIEW_SECTIONS.map((section) => ({
    name: `${family}-${section}`,
    family,
    section,
    permission,
    types: REVIEW_TYPES,
    cards: cards[section].map((c) => `${prefix}-${c}`),
  }));
}
// Totem and door-lock families (decision 0073).
const totem = (section: string, cards: string[]): DashboardDef => ({
  name: `totem-${section}`,
  family: 'totem',
  section,
  permission: P.DASH.webcheckins,
  cards,
});
const doorLock = (section: string, cards: string[]): DashboardDef => ({
  name: `door-lock-${section}`,
  family: 'door-lock',
  section,
  permission: P.DASH.doorLock,
  cards,
});
// The hotel's messaging assistant and its WhatsApp links (decision 0074).
const taglaura = (section: string, cards: string[]): DashboardDef => ({
  name: `taglaura-${section}`,
  family: 'taglaura',
  section,
  permission: P.DASH.taglaura,
  cards,
});

export const DASHBOARDS: readonly DashboardDef[] = [
  // The family's overview (decision 0083): the figures, both series, the channels, the steps, then the two lists.
  checkin('summary', [
    'checkin-summary',
    'checkin-arrivals',
    'checkin-links',
    'checkin-origins',
    'checkin-steps',
    'checkin-timing',
    'checkin-reservations',
    'checkin-list',
  ]),
  checkin('reservations', ['checkin-summary', 'checkin-reservations']),
  checkin('list', ['checkin-list']),
  checkin('link', ['checkin-links']),
  checkin('comparative', ['checkin-arrivals', 'checkin-origins'], { compare: true }),
  checkin('fill', ['checkin-steps', 'checkin-timing']),
  checkin('provision-summary', ['checkin-provision-days'], { ahead: true }),
  checkin('provision', ['checkin-provision'], { ahead: true }),
  nps('summary', ['nps-summary', 'surveys-nps']),
  nps('rating', ['nps-questions']),
  nps('list', ['nps-responses']),
  nps('reviews', ['nps-reviews']),
  nps('link', ['nps-invitations']),
  nps('comparative', ['surveys-nps', 'nps-questionnaires'], { compare: true }),
  nps('advanced', ['nps-summary', 'nps-detractors']),
  // tagsync and tagpanel families (decision 0075).
  tagsync('summary', ['tagsync-summary', 'tagsync-evolution', 'tagsync-fields', 'tagsync-errors']),
  tagsync('guest-upd-log', ['tagsync-log']),
  tagsync('guest-upd-log-grouped', ['tagsync-log-grouped']),
  tagpanel('summary', ['tagpanel-summary', 'tagpanel-evolution', 'tagpanel-returning']),
  tagpanel('comparative', ['tagpanel-evolution', 'tagpanel-campaigns', 'tagpanel-returning'], { compare: true }),
  tagpanel('birthdayGuests', ['tagpanel-birthdays'], { permission: P.DASH.roi }),
  tagpanel('frequentGuests', ['tagpanel-frequent'], { permission: P.DASH.roi }),
  tagpanel('reservations', ['tagpanel-attribution', 'tagpanel-attributed'], { permission: P.DASH.roi }),
  ...reviewBoards('tripadvisor2', 'tripadvisor', P.DASH.tripadvisor),
  ...reviewBoards('booking2', 'bookingcom', P.DASH.roi),
  // Totem and door-lock families (decision 0073).
  totem('summary', ['totem-summary', 'totem-sessions', 'totem-dropoff', 'totem-search']),
  totem('pagamento', ['totem-payments-summary', 'totem-payments', 'totem-payment-outcomes', 'totem-payment-step', 'totem-payment-list']),
  totem('checkin', ['totem-summary', 'totem-keys', 'totem-devices', 'totem-session-list']),
  doorLock('operations', ['doorlock-summary', 'doorlock-operations', 'doorlock-outcomes', 'doorlock-origins', 'doorlock-log']),
  doorLock('operations-room-dl', ['doorlock-summary', 'doorlock-rooms']),
  // The messaging assistant (taglaura) and the WhatsApp links (auto-wpp), decision 0074.
  taglaura('summary', ['taglaura-summary', 'taglaura-messages']),
  taglaura('numbers', ['taglaura-topics', 'taglaura-conversations']),
  taglaura('notifications', ['taglaura-notifications', 'taglaura-notification-days', 'taglaura-notification-list']),
  {
    name: 'auto-wpp-link-wpp',
    family: 'auto-wpp',
    section: 'link-wpp',
    permission: P.DASH.autoWpp,
    cards: ['wpp-links-summary', 'wpp-links', 'wpp-links-channels'],
  },
];

export const dashboardByName = (name: string) => DASHBOARDS.find((d) => d.name === name);

/**
 * The cards drawn as paged tables (their query's chart hint is `table`): such a card knows its paging before its
 * metadata arrives, so every card asks for its rows and its metadata at once, not one after the other (decision
 * 0082; apps/server/test/dashboards.test.ts checks the list against the queries).
 */
export const TABLE_CARDS: ReadonlySet<string> = new Set([
  'bookingcom-reviews',
  'bookingcom-unanswered',
  'checkin-list',
  'checkin-provision',
  'checkin-reservations',
  'doorlock-log',
  'nps-detractors',
  'nps-responses',
  'nps-reviews',
  'taglaura-conversations',
  'taglaura-notification-list',
  'tagpanel-attributed',
  'tagpanel-birthdays',
  'tagpanel-frequent',
  'tagsync-errors',
  'tagsync-log',
  'tagsync-log-grouped',
  'totem-payment-list',
  'totem-session-list',
  'tripadvisor-reviews',
  'tripadvisor-unanswered',
]);
