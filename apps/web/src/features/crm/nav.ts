import { IconAddressBook } from '@tabler/icons-react';
import type { NavGroup } from '../../lib/route-types';

/** The CRM's drawer group (issue 15): guests and segments here, the templates and campaigns beside them. */
export const navGroups: NavGroup[] = [{ id: 'crm', labelKey: 'shell.nav.crm', icon: IconAddressBook, order: 55 }];

/** The new CRM screens are for hotels with HASTAGPANELVDOIS = S (spec section 6); the others keep /legacy-tagpanel. */
export const newCrm = ({ contextIns }: { contextIns: { HASTAGPANELVDOIS?: string } | null }) => contextIns?.HASTAGPANELVDOIS === 'S';

/** The legacy CRM (/legacy-tagpanel/*): the hotels without HASTAGPANELVDOIS. */
export const legacyCrm = (ctx: { contextIns: { HASTAGPANELVDOIS?: string } | null }) => !newCrm(ctx);
