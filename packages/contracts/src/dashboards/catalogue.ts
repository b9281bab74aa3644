import type { PermissionRequirement } from '@gm/domain/permissions';
import { PERMISSIONS as P } from '../permissions';

/**
 * The dashboards (spec section 2, /dashboard/{family}/{section}) and the named queries each draws, in order: the
 * web draws each card by its query's chart hint (metadataQuery), and executeQueryXls/{dashboard name} writes one
 * workbook with a sheet per card. docs/dashboards.md is the catalogue in prose.
 */
export interface DashboardDef {
  /** `{family}-{section}`, the workbook's name in executeQueryXls. */
  name: string;
  family: 'check-in' | 'nps' | 'taglaura' | 'auto-wpp';
  section: string;
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

// The hotel's messaging assistant and its WhatsApp links (decision 0074).
const taglaura = (section: string, cards: string[]): DashboardDef => ({
  name: `taglaura-${section}`,
  family: 'taglaura',
  section,
  permission: P.DASH.taglaura,
  cards,
});

export const DASHBOARDS: readonly DashboardDef[] = [
  checkin('summary', ['checkin-summary', 'checkin-arrivals', 'checkin-steps', 'checkin-timing']),
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
