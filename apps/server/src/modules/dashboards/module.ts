import { defineModule } from '../../platform/module';
import { checkinQueries, checkinQueryMessages } from './checkin-queries';
import { boardMessages } from './messages';

/**
 * Dashboards (issue 17, spec section 2 /dashboard/*): the families' named queries that read across modules'
 * tables (bookings, their persons, the notification sends) and the dashboards' titles. It writes nothing; the
 * engine (platform/queries.ts) serves every module's named queries. docs/decisions/0070 and 0071.
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  messages: { ...checkinQueryMessages, ...boardMessages },
  queries: checkinQueries,
  owns: [],
});
