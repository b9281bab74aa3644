import * as contract from '@gm/contracts/notifications/services';
import { type AnyService, defineService } from '../../platform/registry';
import { schedulePostStaySurveys } from './post-stay';
import { schedulePreArrivalInvitations } from './pre-arrival';
import { sampleData } from './samples';
import { hotelNotifications, mailHotel, saveNotificationSettings, settingsReply } from './settings';
import { renderTemplate } from './templates';

const read = defineService(contract.getNotificationSettings, {
  summary: "The hotel's notification settings: guest and staff mails, each on or off, its language and (staff) recipients.",
  async handler(ctx) {
    return settingsReply(await hotelNotifications(ctx.deps, ctx.institutionId));
  },
});

const save = defineService(contract.saveNotificationSettings, {
  summary:
    "Replaces the hotel's notification settings (every mail); staff recipients are validated one by one. Records the changed fields in the audit trail.",
  sample: () => ({
    guest: {
      checkinLink: { enabled: true, language: 'guest', daysBefore: 2 },
      webcheckinConfirmation: { enabled: true, language: 'guest' },
      paymentReceipt: { enabled: true, language: 'hotel' },
      postStaySurvey: { enabled: false, language: 'guest' },
    },
    staff: {
      webcheckinFinished: { enabled: true, recipients: ['recepcao@demo.test'], language: 'hotel' },
      pmsRegistrationError: { enabled: false, recipients: [], language: 'pt' },
      paymentFailure: { enabled: true, recipients: ['financeiro@demo.test'], language: 'hotel' },
      surveyDetractor: { enabled: true, recipients: ['gerencia@demo.test'], language: 'hotel' },
    },
  }),
  async handler(ctx, input) {
    const saved = await saveNotificationSettings(ctx, input, async (tx, next) => {
      if (next.guest.checkinLink.enabled) await schedulePreArrivalInvitations(tx);
      if (next.guest.postStaySurvey.enabled) await schedulePostStaySurveys(tx);
    });
    return settingsReply(saved);
  },
});

const preview = defineService(contract.previewNotification, {
  summary: "One mail rendered with sample data of the hotel (its name, logo and wording), in a language (default the hotel's).",
  sample: () => ({ template: 'paymentReceipt', language: 'en' }),
  async handler(ctx, input) {
    const n = await hotelNotifications(ctx.deps, ctx.institutionId);
    const language = input.language ?? n.hotel.language;
    const mail = renderTemplate(sampleData(input.template, n, language, ctx.deps.config.publicUrl), mailHotel(ctx.deps, n), language);
    return { ...mail, language };
  },
});

export const notificationServices: AnyService[] = [read, save, preview];
