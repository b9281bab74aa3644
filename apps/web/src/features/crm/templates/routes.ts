import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconLayoutGrid, IconMail } from '@tabler/icons-react';
import { withFeatureBundle } from '../../../i18n/feature-bundles';
import type { AppRoute } from '../../../lib/route-types';
import { newCrm } from '../nav';
import { templatesBundle } from './i18n/bundle';

/** One import() site for the list pages; the designer is its own chunk (it carries drag and drop). */
const pages = withFeatureBundle(templatesBundle, () => import('./pages'));
const designer = withFeatureBundle(templatesBundle, () => import('./designer/designer-page'));

/**
 * The CRM's e-mail templates (issue 15, spec section 2 /tagpanel/template/*, docs/decisions/0051-crm-templates.md):
 * TAGPANEL:{codIns}:* of the current hotel.
 */
export const routes: AppRoute[] = [
  {
    name: 'TemplateList',
    path: '/tagpanel/template/list',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmTemplates',
    nav: { labelKey: 'shell.nav.crmTemplates', icon: IconMail, group: 'crm', order: 71 },
    page: () => pages().then((m) => m.TemplatesPage),
  },
  {
    name: 'TemplateNew',
    path: '/tagpanel/template/new',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmTemplates',
    page: () => pages().then((m) => m.NewTemplatePage),
  },
  {
    name: 'Templates',
    path: '/tagpanel/templates',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmStarters',
    nav: { labelKey: 'shell.nav.crmStarters', icon: IconLayoutGrid, group: 'crm', order: 72 },
    page: () => pages().then((m) => m.StartersPage),
  },
  {
    // The designer without a template starts one: the new-template modal.
    name: 'TemplateDesignNew',
    path: '/tagpanel/template/design',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmTemplates',
    page: () => pages().then((m) => m.NewTemplatePage),
  },
  {
    name: 'TemplateDesign',
    path: '/tagpanel/template/design/:id',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmDesigner',
    page: () => designer().then((m) => m.DesignerPage),
  },
  {
    name: 'TemplateSave',
    path: '/tagpanel/template/save/:id',
    permission: PERMISSIONS.TAGPANEL.any,
    enabled: newCrm,
    titleKey: 'shell.nav.crmDesigner',
    page: () => designer().then((m) => m.DesignerSettingsPage),
  },
];
