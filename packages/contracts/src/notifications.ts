import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { z } from 'zod';
import { email } from './common';

/**
 * A hotel's notification settings (/config/notificationssettings, CHANGEINS notifications): which e-mails go to
 * guests and to staff, in which language, to whom. Stored as one JSON document on the institution; a kind a later
 * issue adds gets its default until the hotel saves it.
 */

/** Mails to the guest of a booking. */
export const GUEST_MAILS = ['checkinLink', 'webcheckinConfirmation', 'paymentReceipt', 'postStaySurvey'] as const;
/** Mails to the hotel's staff (the recipients the hotel lists). */
export const STAFF_MAILS = ['webcheckinFinished', 'pmsRegistrationError', 'paymentFailure', 'surveyDetractor'] as const;
export type GuestMail = (typeof GUEST_MAILS)[number];
export type StaffMail = (typeof STAFF_MAILS)[number];
export type MailTemplate = GuestMail | StaffMail;
export const MAIL_TEMPLATES = [...GUEST_MAILS, ...STAFF_MAILS] as const;

/** Guest mails: the guest's own language when known, else the hotel's; or always one language. */
export const guestMailLanguage = z.enum(['guest', 'hotel', ...SUPPORTED_LOCALES]);
/** Staff mails: the hotel's language, or one language. */
export const staffMailLanguage = z.enum(['hotel', ...SUPPORTED_LOCALES]);
export const concreteLanguage = z.enum(SUPPORTED_LOCALES);

/** At most this many staff recipients per mail. */
export const MAX_RECIPIENTS = 10;
export const MAX_DAYS_BEFORE = 30;

const guestMail = z.strictObject({ enabled: z.boolean(), language: guestMailLanguage });
const checkinLinkMail = z.strictObject({
  enabled: z.boolean(),
  language: guestMailLanguage,
  daysBefore: z.number().int().min(0).max(MAX_DAYS_BEFORE),
});

const recipients = z
  .array(email)
  .max(MAX_RECIPIENTS)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((address, i) => {
      const key = address.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: 'duplicate_email' });
      seen.add(key);
    });
  });

const staffMail = z.strictObject({ enabled: z.boolean(), recipients, language: staffMailLanguage }).superRefine((m, ctx) => {
  if (m.enabled && m.recipients.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'recipients_required' });
});

/** SalvarNotificacoesService's input: every mail's settings (the whole document; the form sends all of it). */
export const notificationSettingsInput = z.strictObject({
  guest: z.strictObject({
    checkinLink: checkinLinkMail,
    webcheckinConfirmation: guestMail,
    paymentReceipt: guestMail,
    postStaySurvey: guestMail,
  }),
  staff: z.strictObject({
    webcheckinFinished: staffMail,
    pmsRegistrationError: staffMail,
    paymentFailure: staffMail,
    // Added with the surveys (issue 14): a form saved before then sends no value and gets the default.
    surveyDetractor: staffMail.default({ enabled: false, recipients: [], language: 'hotel' }),
  }),
});
export type NotificationSettings = z.output<typeof notificationSettingsInput>;
export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;

/**
 * What a hotel that never saved the section gets: every mail off (an installation that updates does not start
 * mailing guests by itself), the guest's language, invitations two days before arrival, no recipients.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  guest: {
    checkinLink: { enabled: false, language: 'guest', daysBefore: 2 },
    webcheckinConfirmation: { enabled: false, language: 'guest' },
    paymentReceipt: { enabled: false, language: 'guest' },
    postStaySurvey: { enabled: false, language: 'guest' },
  },
  staff: {
    webcheckinFinished: { enabled: false, recipients: [], language: 'hotel' },
    pmsRegistrationError: { enabled: false, recipients: [], language: 'hotel' },
    paymentFailure: { enabled: false, recipients: [], language: 'hotel' },
    surveyDetractor: { enabled: false, recipients: [], language: 'hotel' },
  },
};

/** The stored document read leniently: each mail as stored when valid, else its default (a kind added later too). */
export function storedNotificationSettings(stored: unknown): NotificationSettings {
  const doc = (stored && typeof stored === 'object' ? stored : {}) as Record<string, Record<string, unknown> | undefined>;
  const pick = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const r = schema.safeParse(value);
    return r.success ? r.data : fallback;
  };
  const d = DEFAULT_NOTIFICATION_SETTINGS;
  return {
    guest: {
      checkinLink: pick(checkinLinkMail, doc.guest?.checkinLink, d.guest.checkinLink),
      webcheckinConfirmation: pick(guestMail, doc.guest?.webcheckinConfirmation, d.guest.webcheckinConfirmation),
      paymentReceipt: pick(guestMail, doc.guest?.paymentReceipt, d.guest.paymentReceipt),
      postStaySurvey: pick(guestMail, doc.guest?.postStaySurvey, d.guest.postStaySurvey),
    },
    staff: {
      webcheckinFinished: pick(staffMail, doc.staff?.webcheckinFinished, d.staff.webcheckinFinished),
      pmsRegistrationError: pick(staffMail, doc.staff?.pmsRegistrationError, d.staff.pmsRegistrationError),
      paymentFailure: pick(staffMail, doc.staff?.paymentFailure, d.staff.paymentFailure),
      surveyDetractor: pick(staffMail, doc.staff?.surveyDetractor, d.staff.surveyDetractor),
    },
  };
}

/** PreviewNotificacaoService: one template rendered with sample data of the hotel, in a language (default the hotel's). */
export const notificationPreviewInput = z.strictObject({ template: z.enum(MAIL_TEMPLATES), language: concreteLanguage.optional() });
export type NotificationPreviewInput = z.input<typeof notificationPreviewInput>;
