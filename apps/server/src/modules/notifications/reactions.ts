import type { MailTemplate } from '@gm/contracts/notifications';
import { normaliseLocale } from '@gm/domain/locale';
import type { Queryable } from '../../db/pool';
import type { DomainEvent, DomainEventHandler } from '../../platform/domain-events';
import { registrationNotice } from '../bookings/public';
import { enqueueSend, type SendPayload } from './sends';
import { mailIsOn } from './settings';
import { recordStaffNotice } from './staff-notices';

/**
 * The business events that send mails (platform/domain-events.ts), each handled in the transaction that records
 * it: a mail that is on gets its job there, so it exists only if the event commits. The job checks the settings
 * again when it runs.
 */

async function queueIfOn(tx: Queryable, template: MailTemplate, p: Omit<SendPayload, 'template'>): Promise<void> {
  if (await mailIsOn(tx, p.institutionId, template)) await enqueueSend(tx, { ...p, template });
}

/** A guest finished their web check-in: their confirmation, the staff's notice (bell and mail); their language is remembered. */
const webcheckinCompleted: DomainEventHandler = async (tx, e) => {
  if (!e.bookingId || !e.personId) return;
  const language = normaliseLocale(e.locale);
  if (language) {
    await tx.query(
      `INSERT INTO guest_mail_languages (booking_person_id, institution_id, language) VALUES ($1, $2, $3)
       ON CONFLICT (booking_person_id) DO UPDATE SET language = EXCLUDED.language, updated_at = now()`,
      [e.personId, e.institutionId, language],
    );
  }
  const about = { institutionId: e.institutionId, bookingId: e.bookingId, personId: e.personId, subject: `person:${e.personId}` };
  await recordStaffNotice(tx, e.institutionId, {
    kind: 'webcheckin',
    subject: about.subject,
    bookingId: e.bookingId,
    personId: e.personId,
  });
  await queueIfOn(tx, 'webcheckinConfirmation', about);
  await queueIfOn(tx, 'webcheckinFinished', about);
};

/** A payment was captured (a sale, or a reservation's capture): the guest's receipt. */
const paid: DomainEventHandler = (tx, e) =>
  e.attemptId
    ? queueIfOn(tx, 'paymentReceipt', { institutionId: e.institutionId, attemptId: e.attemptId, subject: `attempt:${e.attemptId}` })
    : Promise.resolve();

/** A payment failed (declined, refused by the acquirer, no sale found): the staff's notice. */
const failed: DomainEventHandler = (tx, e) =>
  e.attemptId
    ? queueIfOn(tx, 'paymentFailure', { institutionId: e.institutionId, attemptId: e.attemptId, subject: `attempt:${e.attemptId}` })
    : Promise.resolve();

/** The PMS answered a registration with an error: the staff's notice, once per release of that registration. */
const registrationError: DomainEventHandler = async (tx, e: DomainEvent) => {
  const registrationId = Number(e.details?.codLib);
  if (!e.bookingId || !Number.isSafeInteger(registrationId) || registrationId <= 0) return;
  if (!(await mailIsOn(tx, e.institutionId, 'pmsRegistrationError'))) return;
  const reg = await registrationNotice(tx, e.institutionId, registrationId);
  if (!reg) return;
  await enqueueSend(tx, {
    template: 'pmsRegistrationError',
    institutionId: e.institutionId,
    bookingId: e.bookingId,
    personId: reg.personId,
    registrationId,
    subject: `registration:${registrationId}:${reg.releasedAt ? Date.parse(reg.releasedAt) : 0}`,
  });
};

/** A guest submitted a detractor's answer (0-6): the manager's notice, at once, in the bell and by mail. */
const detractor: DomainEventHandler = async (tx, e) => {
  const responseId = Number(e.details?.responseId);
  if (!Number.isSafeInteger(responseId) || responseId <= 0) return;
  const score = Number(e.details?.nps);
  const about = { bookingId: e.bookingId ?? null, personId: e.personId ?? null, subject: `response:${responseId}` };
  await recordStaffNotice(tx, e.institutionId, {
    ...about,
    kind: 'detractor',
    responseId,
    score: Number.isInteger(score) && score >= 0 && score <= 10 ? score : null,
  });
  await queueIfOn(tx, 'surveyDetractor', { ...about, institutionId: e.institutionId, responseId });
};

export const notificationReactions: Record<string, DomainEventHandler> = {
  'webcheckin.completed': webcheckinCompleted,
  'payment.attempt.paid': paid,
  'payment.capture.done': paid,
  'payment.attempt.failed': failed,
  'payment.attempt.rejected': failed,
  'payment.attempt.no_sale': failed,
  'booking.registration_error': registrationError,
  'survey.detractor': detractor,
};
