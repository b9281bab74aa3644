import { IconSettings, IconUserCircle } from '@tabler/icons-react';
import type { NavGroup } from '../lib/route-types';

/** Drawer submenus shared by several features. */
export const navGroups: NavGroup[] = [
  { id: 'account', labelKey: 'shell.nav.account', icon: IconUserCircle, order: 80 },
  { id: 'settings', labelKey: 'shell.nav.settings', icon: IconSettings, order: 90 },
];
