import { PERMISSIONS } from '@gm/contracts/permissions';
import { IconClipboardList, IconMessageStar, IconMoodSmile } from '@tabler/icons-react';
import { withFeatureBundle } from '../../i18n/feature-bundles';
import type { AppRoute, NavGroup } from '../../lib/route-types';
import { surveysBundle } from './i18n/bundle';

/** One import() site for the feature's pages (each site weighs on the entry bundle). */
const pages = withFeatureBundle(surveysBundle, () => import('./pages'));

/**
 * The staff's survey screens (issue 14, docs/decisions/0044-survey-staff-screens.md): the reviews with the NPS and
 * the replies, and the questionnaires with their editor and the survey settings. DASH:{codIns}:nps (spec section 6:
 * the guest-experience manager's function).
 */
export const routes: AppRoute[] = [
  {
    name: 'SurveyReviews',
    path: '/surveys/reviews',
    permission: PERMISSIONS.DASH.nps,
    titleKey: 'shell.nav.surveyReviews',
    nav: { labelKey: 'shell.nav.surveyReviews', icon: IconMessageStar, group: 'surveys', order: 51 },
    page: () => pages().then((m) => m.ReviewsPage),
  },
  {
    name: 'SurveyQuestionnaires',
    path: '/surveys/questionnaires',
    permission: PERMISSIONS.DASH.nps,
    titleKey: 'shell.nav.questionnaires',
    nav: { labelKey: 'shell.nav.questionnaires', icon: IconClipboardList, group: 'surveys', order: 52 },
    page: () => pages().then((m) => m.QuestionnairesPage),
  },
];

export const navGroups: NavGroup[] = [{ id: 'surveys', labelKey: 'shell.nav.surveys', icon: IconMoodSmile, order: 50 }];
