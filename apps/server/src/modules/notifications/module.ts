import { defineModule } from '../../platform/module';
import { arrivalQrRoutes } from './arrival-qr';
import { notificationMessages } from './messages';
import { POST_STAY_JOB, postStayJob } from './post-stay';
import { PRE_ARRIVAL_JOB, preArrivalJob } from './pre-arrival';
import { notificationReactions } from './reactions';
import { SEND_JOB, sendJob } from './sends';
import { notificationServices } from './services';
import { staffNoticeServices } from './staff-services';

/**
 * The hotel's notification mails (/config/notificationssettings): the settings (stored on the institution), the
 * templates with their preview, and the sending. It sits above bookings, billing, checkin and institutions and reads
 * them through their public.ts; it learns of a completed web check-in, a payment paid or failed and a PMS
 * registration error through their business events (platform/domain-events.ts), queuing one job per mail in the
 * event's transaction, and of upcoming arrivals through an hourly job. A detractor's answer and a finished web check-in
 * also become the back office's in-app notifications (the bell, /dashboard/notifications/list; decision 0048), each
 * user with their own read state.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: [...notificationServices, ...staffNoticeServices],
  jobs: { [SEND_JOB]: sendJob, [PRE_ARRIVAL_JOB]: preArrivalJob, [POST_STAY_JOB]: postStayJob },
  routes: [arrivalQrRoutes],
  reactions: notificationReactions,
  messages: notificationMessages,
  owns: ['notification_sends', 'guest_mail_languages', 'staff_notifications', 'staff_notification_marks', 'staff_notification_reads'],
});
