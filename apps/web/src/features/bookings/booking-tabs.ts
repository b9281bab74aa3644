import { PERMISSIONS } from '@gm/contracts/permissions';
import type { PermissionRequirement } from '@gm/domain/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadBillingTab } from '../billing/public';
import { loadSurveyTab } from '../surveys/public';
import type { BookingModalMode } from './booking-form';

import type { BookingTabProps } from './booking-tab-props';

export type { BookingTabProps };

/**
 * A tab of the booking modals after the first (the booking form / Sumário, which the modal owns). The
 * modal shows an entry when the modal's mode is listed and the user holds the permission (any one of a
 * list; instance: the current hotel). Other features add their tab here (billing: 'Cobrança' with
 * PAY:{codIns}:listfaturas, modes edit, view, checkin and postpone; surveys: 'Avaliação' with DASH:{codIns}:nps).
 */
export interface BookingTab {
  key: string;
  labelKey: string;
  permission?: PermissionRequirement | PermissionRequirement[];
  modes: readonly BookingModalMode[];
  component: LazyExoticComponent<ComponentType<BookingTabProps>>;
}

/** Documents: editing only in the new/edit modal (spec section 2), and in the view, check-in and check-out modals. */
export const bookingTabs: BookingTab[] = [
  {
    key: 'documents',
    labelKey: 'bookings.tabs.documents',
    modes: ['edit', 'view', 'checkin', 'postpone'],
    component: lazy(() => import('./documents-tab').then((m) => ({ default: m.DocumentsTab }))),
  },
  {
    // What the guest said about the stay (/fill-preferences, decision 0054), read-only.
    key: 'preferences',
    labelKey: 'bookings.tabs.preferences',
    permission: [PERMISSIONS.TRIAL.reservas, PERMISSIONS.TRIAL.checkinouts],
    modes: ['edit', 'view', 'checkin', 'postpone'],
    component: lazy(() => import('./preferences-tab').then((m) => ({ default: m.PreferencesTab }))),
  },
  {
    // Room keys from the desk (decision 0066): the reception's permission.
    key: 'keys',
    labelKey: 'bookings.tabs.keys',
    permission: PERMISSIONS.TRIAL.checkinouts,
    modes: ['view', 'checkin', 'postpone'],
    component: lazy(() => import('./door-keys-tab').then((m) => ({ default: m.DoorKeysTab }))),
  },
  {
    key: 'billing',
    labelKey: 'bookings.tabs.billing',
    permission: PERMISSIONS.PAY.listfaturas,
    modes: ['edit', 'view', 'checkin', 'postpone'],
    component: lazy(() => loadBillingTab().then((BillingTab) => ({ default: BillingTab }))),
  },
  {
    // The guests' answers to the hotel's surveys and the replies: the guest-experience manager's (decision 0047).
    key: 'survey',
    labelKey: 'bookings.tabs.survey',
    permission: PERMISSIONS.DASH.nps,
    modes: ['edit', 'view', 'checkin', 'postpone'],
    component: lazy(() => loadSurveyTab().then((SurveyTab) => ({ default: SurveyTab }))),
  },
];

/** The tabs a modal shows, in order, for its mode and the user's permissions. */
export function visibleTabs(
  tabs: readonly BookingTab[],
  mode: BookingModalMode,
  allowed: (p: PermissionRequirement | PermissionRequirement[]) => boolean,
): BookingTab[] {
  return tabs.filter((tab) => tab.modes.includes(mode) && (!tab.permission || allowed(tab.permission)));
}
