import { PERMISSIONS } from '@gm/contracts/permissions';
import {
  IconActivity,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconClipboardList,
  IconDoorEnter,
  IconLayoutGrid,
  IconUserPlus,
} from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute, NavGroup } from '../../lib/route-types';
import { bookingsBundle } from './i18n/bundle';

/**
 * The feature's pages, one chunk loaded with the feature's translations. One import() site on purpose:
 * each site carries its chunk's dependency list in the entry bundle every page (sign-in too) downloads.
 */
const pages = withFeatureBundle(bookingsBundle, () => import('./pages'));

/** The operation screens of spec section 2 with their TRIAL permissions (section 6), and /new/index. */
export const routes: AppRoute[] = [
  {
    name: 'OperationBookings',
    path: '/operation/bookings',
    permission: PERMISSIONS.TRIAL.reservas,
    titleKey: 'shell.nav.bookings',
    nav: { labelKey: 'shell.nav.bookings', icon: IconCalendarEvent, group: 'operation', order: 21, home: true },
    page: () => pages().then((m) => m.BookingsPage),
  },
  {
    name: 'OperationReception',
    path: '/operation/reception',
    permission: PERMISSIONS.TRIAL.checkinouts,
    titleKey: 'shell.nav.reception',
    nav: { labelKey: 'shell.nav.reception', icon: IconDoorEnter, group: 'operation', order: 22, home: true },
    page: () => pages().then((m) => m.ReceptionPage),
  },
  {
    name: 'OperationPending',
    path: '/operation/pending',
    permission: PERMISSIONS.TRIAL.pessoas,
    titleKey: 'shell.nav.pending',
    nav: { labelKey: 'shell.nav.pending', icon: IconClipboardList, group: 'operation', order: 23, home: true },
    page: () => pages().then((m) => m.PendingPage),
  },
  {
    name: 'OperationActivity',
    path: '/operation/activity',
    permission: PERMISSIONS.TRIAL.reservas,
    titleKey: 'shell.nav.activity',
    nav: { labelKey: 'shell.nav.activity', icon: IconActivity, group: 'operation', order: 24 },
    page: () => pages().then((m) => m.ActivityPage),
  },
  {
    name: 'OperationReservationsMapping',
    path: '/operation/reservations-mapping',
    permission: PERMISSIONS.TRIAL.mapa,
    // Only for hotels with the reservations map (HASMAPARESERVAS = S).
    enabled: ({ contextIns }) => contextIns?.HASMAPARESERVAS === 'S',
    titleKey: 'shell.nav.reservationsMap',
    nav: { labelKey: 'shell.nav.reservationsMap', icon: IconLayoutGrid, group: 'operation', order: 20 },
    page: () => pages().then((m) => m.MappingPage),
  },
  {
    name: 'NewPerson',
    path: '/new/index',
    permission: PERMISSIONS.CHANGEINS.novapessoa,
    titleKey: 'shell.nav.newPerson',
    nav: { labelKey: 'shell.nav.newPerson', icon: IconUserPlus, order: 10, home: true },
    page: () => pages().then((m) => m.NewPersonPage),
  },
];

export const navGroups: NavGroup[] = [{ id: 'operation', labelKey: 'shell.nav.operation', icon: IconBuildingSkyscraper, order: 20 }];
