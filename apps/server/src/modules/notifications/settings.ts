import {
  type GuestMail,
  type MailTemplate,
  type NotificationSettings,
  STAFF_MAILS,
  type StaffMail,
  storedNotificationSettings,
} from '@gm/contracts/notifications';
import type { NotificationSettingsReply } from '@gm/contracts/notifications/replies';
import { type Queryable, withTransaction } from '../../db/pool';
import { changedFields, recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import type { InstitutionContext } from '../../platform/registry';
import { type InstitutionSettings, notificationSourceOf, settingsOf, writeNotificationSettings } from '../institutions/public';
import type { MailHotel } from './templates';

/** A hotel's notification settings with what its mails need of the hotel. */
export interface HotelNotifications {
  hotel: InstitutionSettings;
  settings: NotificationSettings;
  hasLogo: boolean;
  linkCode: string | null;
}

/** Read at the moment of use (a save takes effect for the next mail in every process: no cache to drop). */
export async function hotelNotifications(deps: AppDeps, institutionId: number, db: Queryable = deps.db): Promise<HotelNotifications> {
  const [hotel, source] = await Promise.all([settingsOf(deps.db, institutionId), notificationSourceOf(db, institutionId)]);
  return {
    hotel,
    settings: storedNotificationSettings(source?.notifications),
    hasLogo: source?.hasLogo ?? false,
    linkCode: source?.linkCode ?? null,
  };
}

export const isStaffMail = (t: MailTemplate): t is StaffMail => (STAFF_MAILS as readonly string[]).includes(t);

/** One mail's settings. */
export function mailSetting(s: NotificationSettings, t: MailTemplate) {
  return isStaffMail(t) ? s.staff[t] : s.guest[t as GuestMail];
}

/** Whether a mail is on now, read in the caller's transaction (an event's reaction). */
export async function mailIsOn(tx: Queryable, institutionId: number, t: MailTemplate): Promise<boolean> {
  const source = await notificationSourceOf(tx, institutionId);
  return mailSetting(storedNotificationSettings(source?.notifications), t).enabled;
}

/** The hotel as its mails show it: name, logo ({publicBaseUrl}/institutions/{codIns}/logo), wording, time zone. */
export function mailHotel(deps: AppDeps, n: HotelNotifications): MailHotel {
  return {
    hotelName: n.hotel.name,
    logoUrl: n.hasLogo ? `${deps.config.publicUrl}/institutions/${n.hotel.institutionId}/logo` : null,
    hospital: n.hotel.hospital,
    timeZone: n.hotel.timeZone,
  };
}

export function settingsReply(n: HotelNotifications): NotificationSettingsReply {
  return { settings: n.settings, hotelLanguage: n.hotel.language, checkinLinkAvailable: n.linkCode !== null };
}

/** 'guest.checkinLink.daysBefore' -> value: the audit trail records only the fields that changed. */
function flat(s: NotificationSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [group, mails] of Object.entries(s)) {
    for (const [mail, fields] of Object.entries(mails as Record<string, Record<string, unknown>>)) {
      for (const [field, value] of Object.entries(fields)) out[`${group}.${mail}.${field}`] = value;
    }
  }
  return out;
}

/**
 * Replaces the hotel's notification settings (already validated by the contract) and records what changed in the
 * audit trail, in one transaction. `afterSave` runs in it too (the pre-arrival schedule).
 */
export async function saveNotificationSettings(
  ctx: InstitutionContext,
  next: NotificationSettings,
  afterSave: (tx: Queryable, saved: NotificationSettings) => Promise<void>,
): Promise<HotelNotifications> {
  await withTransaction(ctx.deps.db, async (tx) => {
    const source = await notificationSourceOf(tx, ctx.institutionId, true);
    const before = storedNotificationSettings(source?.notifications);
    await writeNotificationSettings(tx, ctx.institutionId, next);
    const diff = changedFields(flat(before), flat(next));
    if (diff) await recordAudit(tx, ctx, { action: 'settings.change', target: { type: 'settings', id: 'notifications' }, ...diff });
    await afterSave(tx, next);
  });
  return hotelNotifications(ctx.deps, ctx.institutionId);
}
