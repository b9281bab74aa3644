import { defineModule } from '../../platform/module';
import { checkinQueries, checkinQueryMessages } from './checkin-queries';
import { boardMessages } from './messages';
import { thresholdServices } from './thresholds';

/**
 * Dashboards (issue 17, spec section 2 /dashboard/*): the families' named queries that read across modules'
 * tables (bookings, their persons, the notification sends), the dashboards' titles and each hotel's goals (the
 * progress modal's thresholds, its only table). The engine (platform/queries.ts) serves every module's named queries. docs/decisions/0070 and 0071.
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  messages: { ...checkinQueryMessages, ...boardMessages },
  queries: checkinQueries,
  services: thresholdServices,
  owns: ['dashboard_thresholds'],
});
