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
  family: 'check-in' | 'nps' | 'totem' | 'door-lock';
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
  // Totem and door-lock families (decision 0073).
  totem('summary', ['totem-summary', 'totem-sessions', 'totem-dropoff', 'totem-search']),
  totem('pagamento', ['totem-payments-summary', 'totem-payments', 'totem-payment-outcomes', 'totem-payment-list']),
  totem('checkin', ['totem-summary', 'totem-keys', 'totem-devices', 'totem-session-list']),
  doorLock('operations', ['doorlock-summary', 'doorlock-operations', 'doorlock-outcomes', 'doorlock-origins', 'doorlock-log']),
  doorLock('operations-room-dl', ['doorlock-summary', 'doorlock-rooms']),
];

export const dashboardByName = (name: string) => DASHBOARDS.find((d) => d.name === name);
