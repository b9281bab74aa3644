import { MAIL_TEMPLATES, type MailTemplate } from '@gm/contracts/notifications';
import { type Locale, normaliseLocale } from '@gm/domain/locale';
import type { Db, Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { enqueueJob, type JobHandler } from '../../platform/jobs';
import { paymentNotice } from '../billing/public';
import { type BookingNotice, bookingNotice, type NoticePerson, registrationNotice } from '../bookings/public';
import { responseNotice, signSurveyToken, surveyAnswered } from '../surveys/public';
import { arrivalQrUrl } from './arrival-qr';
import { languageOfNationality, mailLanguage } from './language';
import { type HotelNotifications, hotelNotifications, isStaffMail, mailHotel, mailSetting } from './settings';
import { type MailData, type Payment, renderTemplate } from './templates';

/**
 * The hotel's notification mails, one job per mail (docs: the module's comment in module.ts): the job reads the
 * settings when it runs (a mail turned off in between is not sent; recipients and language are the current ones),
 * gathers the booking's or payment's data through the owners' public functions, renders it and sends it through
 * the mail port, once per recipient: notification_sends remembers each mail handed to the port.
 */
export const SEND_JOB = 'notifications.send';

export interface SendPayload {
  template: MailTemplate;
  institutionId: number;
  /** What the mail is about, the dedupe key's tail: booking:12, person:34, attempt:56, registration:7:<released>. */
  subject: string;
  bookingId?: number | null;
  personId?: number | null;
  attemptId?: number | null;
  registrationId?: number | null;
  /** A survey answer (seqQue): the detractor notice. */
  responseId?: number | null;
}

/** Queues one mail in the caller's transaction; a mail of the same template and subject still queued is not queued twice. */
export async function enqueueSend(db: Queryable, p: SendPayload): Promise<void> {
  await enqueueJob(db, {
    kind: SEND_JOB,
    payload: { ...p },
    dedupeKey: `${p.institutionId}:${p.template}:${p.subject}`,
    maxAttempts: 8,
  });
}

/** What one mail needs: its recipients, the guest's language when known, and its data in a language. */
interface Prepared {
  recipients: string[];
  guestLanguage: Locale | null;
  data: (locale: Locale) => MailData;
}

/** Runs of digits as long as a CPF or a document number (6 or more, with separators) never reach a mail. */
export function withoutDocuments(text: string): string {
  return text.replace(/\d[\d.\-/ ]*\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '•••' : run));
}

async function rememberedLanguage(db: Queryable, personId: number): Promise<Locale | null> {
  const { rows } = await db.query<{ language: string }>('SELECT language FROM guest_mail_languages WHERE booking_person_id = $1', [
    personId,
  ]);
  return normaliseLocale(rows[0]?.language);
}

/** The guest's own language: the one they used for their web check-in, else their nationality's; null if unknown. */
async function guestLanguage(db: Queryable, person: NoticePerson | undefined): Promise<Locale | null> {
  if (!person) return null;
  return (await rememberedLanguage(db, person.id)) ?? languageOfNationality(person.nationality);
}

function stayOf(b: BookingNotice, person: NoticePerson | undefined) {
  return { guestName: person?.name ?? '-', voucher: b.voucher, checkIn: b.checkIn, checkOut: b.checkOut };
}

function paymentOf(p: NonNullable<Awaited<ReturnType<typeof paymentNotice>>>): Payment {
  return {
    invoiceId: p.invoiceId,
    description: p.invoice.description,
    items: p.invoice.items,
    totalCents: p.invoice.totalCents,
    paidCents: p.invoice.paidCents,
    amountCents: p.state === 'paid' ? p.capturedCents || p.amountCents : p.amountCents,
    installments: p.installments,
    at: p.at,
    byGuest: p.source === 'guest',
  };
}

const FAILURES = ['declined', 'rejected', 'no_sale'] as const;

/** Gathers a mail's data; null when there is nothing to send (the booking changed, no e-mail, not paid...). */
async function prepare(deps: AppDeps, n: HotelNotifications, p: SendPayload): Promise<Prepared | null> {
  const db = deps.db;
  const id = p.institutionId;
  const base = deps.config.publicUrl;
  const t = p.template;
  const staff = isStaffMail(t) ? n.settings.staff[t].recipients : [];
  switch (p.template) {
    case 'checkinLink': {
      const b = p.bookingId ? await bookingNotice(db, id, p.bookingId) : null;
      const main = b?.persons[0];
      if (!b || !main?.email || !n.linkCode || b.status !== 'R' || b.cancelled || !b.webcheckinOpen || main.webcheckinDone) return null;
      const code = encodeURIComponent(n.linkCode);
      // The voucher fills the booking search (decision 0067); the guest's name stays the second factor.
      return {
        recipients: [main.email],
        guestLanguage: await guestLanguage(db, main),
        // The voucher fills the search (decision 0067) and lets the hotel's kiosk find the booking from this link's QR
        // code (decision 0064); the guest still types a name.
        data: (locale) => ({
          template: 'checkinLink',
          ...stayOf(b, main),
          link: `${base}/checkin?h=${code}&locale=${locale}&voucher=${encodeURIComponent(b.voucher)}`,
          qr: arrivalQrUrl(base, n.linkCode!, b.voucher),
        }),
      };
    }
    case 'webcheckinConfirmation':
    case 'webcheckinFinished': {
      const b = p.bookingId ? await bookingNotice(db, id, p.bookingId) : null;
      const person = b?.persons.find((x) => x.id === p.personId);
      if (!b || !person?.webcheckinDone) return null;
      const done = b.persons.filter((x) => x.webcheckinDone).length;
      if (p.template === 'webcheckinFinished') {
        const link = `${base}/operation/bookings`;
        return {
          recipients: staff,
          guestLanguage: null,
          data: () => ({ template: 'webcheckinFinished', ...stayOf(b, person), done, total: b.persons.length, link }),
        };
      }
      if (!person.email) return null;
      return {
        recipients: [person.email],
        guestLanguage: await guestLanguage(db, person),
        data: () => ({ template: 'webcheckinConfirmation', ...stayOf(b, person), pending: b.persons.length - done }),
      };
    }
    case 'paymentReceipt':
    case 'paymentFailure': {
      const pay = p.attemptId ? await paymentNotice(db, id, p.attemptId) : null;
      const b = pay ? await bookingNotice(db, id, pay.bookingId) : null;
      if (!pay || !b) return null;
      const main = b.persons[0];
      if (p.template === 'paymentReceipt') {
        if (pay.state !== 'paid' || !main?.email) return null;
        return {
          recipients: [main.email],
          guestLanguage: await guestLanguage(db, main),
          data: () => ({ template: 'paymentReceipt', ...stayOf(b, main), payment: paymentOf(pay) }),
        };
      }
      const reason = FAILURES.find((r) => r === pay.failureReason);
      if (pay.state !== 'failed' || !reason) return null;
      const link = `${base}/operation/bookings`;
      return {
        recipients: staff,
        guestLanguage: null,
        data: () => ({ template: 'paymentFailure', ...stayOf(b, main), payment: paymentOf(pay), reason, code: pay.returnCode, link }),
      };
    }
    case 'pmsRegistrationError': {
      const reg = p.registrationId ? await registrationNotice(db, id, p.registrationId) : null;
      const b = reg && p.bookingId ? await bookingNotice(db, id, p.bookingId) : null;
      if (!reg?.errorDetails || !b) return null;
      const person = b.persons.find((x) => x.id === reg.personId);
      const error = withoutDocuments(reg.errorDetails);
      const link = `${base}/operation/pending`;
      return {
        recipients: staff,
        guestLanguage: null,
        data: () => ({ template: 'pmsRegistrationError', ...stayOf(b, person), error, link }),
      };
    }
    case 'postStaySurvey': {
      const b = p.bookingId ? await bookingNotice(db, id, p.bookingId) : null;
      const person = b?.persons.find((x) => x.id === p.personId);
      const stayed = b && !b.cancelled && (b.status === 'O' || b.status === 'I');
      if (!b || !stayed || !person?.email || (await surveyAnswered(db, b.id, person.id))) return null;
      const token = await signSurveyToken(deps, { institutionId: id, bookingId: b.id, personId: person.id });
      const reminder = p.subject.startsWith('survey-reminder:');
      return {
        recipients: [person.email],
        guestLanguage: await guestLanguage(db, person),
        data: (locale) => ({
          template: 'postStaySurvey',
          ...stayOf(b, person),
          link: `${base}/reviewstay?t=${encodeURIComponent(token)}&locale=${locale}`,
          reminder,
        }),
      };
    }
    case 'surveyDetractor': {
      const r = p.responseId ? await responseNotice(db, id, p.responseId) : null;
      const b = r ? await bookingNotice(db, id, r.bookingId) : null;
      if (!r || !b || r.nps === null) return null;
      const person = b.persons.find((x) => x.id === r.personId);
      return {
        recipients: staff,
        guestLanguage: null,
        data: () => ({
          template: 'surveyDetractor',
          ...stayOf(b, person),
          score: r.nps ?? 0,
          comment: r.comment ? withoutDocuments(r.comment).slice(0, 600) : null,
          link: `${base}/surveys/reviews`,
        }),
      };
    }
  }
}

/** Claims one recipient's mail; false when it was already handed to the mail port (a repeated event or job run). */
async function claim(db: Db, p: SendPayload, to: string, language: Locale): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notification_sends (institution_id, template, subject_key, recipient, language, status)
     VALUES ($1, $2, $3, lower($4), $5, 'sending')
     ON CONFLICT (institution_id, template, subject_key, recipient)
     DO UPDATE SET tries = notification_sends.tries + 1, language = EXCLUDED.language WHERE notification_sends.status <> 'sent'
     RETURNING id`,
    [p.institutionId, p.template, p.subject, to, language],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

function payloadOf(raw: Record<string, unknown>): SendPayload | null {
  const template = MAIL_TEMPLATES.find((t) => t === raw.template);
  const num = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : null);
  const institutionId = num(raw.institutionId);
  if (!template || !institutionId || typeof raw.subject !== 'string') return null;
  return {
    template,
    institutionId,
    subject: raw.subject,
    bookingId: num(raw.bookingId),
    personId: num(raw.personId),
    attemptId: num(raw.attemptId),
    registrationId: num(raw.registrationId),
    responseId: num(raw.responseId),
  };
}

/** SEND_JOB: one mail, to each recipient once. A failed delivery throws: the job retries the recipients not yet sent. */
export const sendJob: JobHandler = async (deps, job) => {
  const p = payloadOf(job.payload);
  if (!p) return;
  const n = await hotelNotifications(deps, p.institutionId);
  const setting = mailSetting(n.settings, p.template);
  if (!setting.enabled) return;
  const prepared = await prepare(deps, n, p);
  if (!prepared) return;
  const locale = mailLanguage(setting.language, n.hotel.language, prepared.guestLanguage);
  const mail = renderTemplate(prepared.data(locale), mailHotel(deps, n), locale);
  for (const to of new Set(prepared.recipients.map((r) => r.trim().toLowerCase()))) {
    const id = await claim(deps.db, p, to, locale);
    if (id === null) continue;
    await deps.ports.mail.send({ to, kind: `notification.${p.template}`, institutionId: p.institutionId, ...mail });
    await deps.db.query(`UPDATE notification_sends SET status = 'sent', sent_at = now() WHERE id = $1`, [id]);
  }
};
