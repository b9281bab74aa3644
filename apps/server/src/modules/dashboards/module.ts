import { defineModule } from '../../platform/module';
import { checkinQueries, checkinQueryMessages } from './checkin-queries';
import { doorLockQueries, doorLockQueryMessages } from './doorlock-queries';
import { boardMessages } from './messages';
// tagsync and tagpanel families (decision 0075).
import { tagpanelBoardMessages, tagpanelQueries, tagpanelQueryMessages } from './tagpanel-queries';
import { tagsyncBoardMessages, tagsyncQueries, tagsyncQueryMessages } from './tagsync-queries';
import { thresholdServices } from './thresholds';
import { totemQueries, totemQueryMessages } from './totem-queries';

/**
 * Dashboards (issue 17, spec section 2 /dashboard/*): the families' named queries that read across modules'
 * tables (bookings, their persons, the notification sends, the kiosks' sessions, payments and door keys), the dashboards' titles and each hotel's goals (the
 * progress modal's thresholds, its only table). The engine (platform/queries.ts) serves every module's named queries. docs/decisions/0070 and 0071.
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  messages: {
    ...checkinQueryMessages,
    ...boardMessages,
    // tagsync and tagpanel families (decision 0075).
    ...tagsyncQueryMessages,
    ...tagsyncBoardMessages,
    ...tagpanelQueryMessages,
    ...tagpanelBoardMessages,
    // Totem and door-lock families (decision 0073).
    ...totemQueryMessages,
    ...doorLockQueryMessages,
  },
  queries: [
    ...checkinQueries,
    // tagsync and tagpanel families (decision 0075).
    ...tagsyncQueries,
    ...tagpanelQueries,
    // Totem and door-lock families (decision 0073).
    ...totemQueries,
    ...doorLockQueries,
  ],
  services: thresholdServices,
  owns: ['dashboard_thresholds'],
});
