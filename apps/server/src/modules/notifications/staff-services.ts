import { STAFF_NOTICE_KINDS, STAFF_NOTICE_PERMISSION, type StaffNoticeKind } from '@gm/contracts/notifications/staff-kinds';
import * as contract from '@gm/contracts/notifications/staff-services';
import { satisfies } from '@gm/domain/permissions';
import { forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { listStaffNotices, markAllStaffNotices, markStaffNotice, unreadCount } from './staff-notices';

/** The caller and the kinds their permissions in the current hotel let them see (the contract let in only users). */
function reader(ctx: InstitutionContext): { userId: number; kinds: StaffNoticeKind[] } {
  const c = ctx.caller;
  if (c.kind !== 'user') throw forbidden();
  const scope = { codIns: ctx.institutionId, idUser: c.idUser };
  return { userId: c.idUser, kinds: STAFF_NOTICE_KINDS.filter((k) => satisfies(c.permissions, STAFF_NOTICE_PERMISSION[k], scope)) };
}

/** After a read: the caller's other tabs refresh their bell (the event names the user; the count stays per user). */
async function readChanged(ctx: InstitutionContext, userId: number, kinds: StaffNoticeKind[]) {
  await publishEvent(ctx.deps.db, { institutionId: ctx.institutionId, type: 'notifications.read', id: userId });
  return unreadCount(ctx.deps.db, ctx.institutionId, userId, kinds);
}

const list = defineService(contract.listStaffNotices, {
  summary:
    "The caller's notifications in the current hotel (a detractor's answer with DASH nps, a finished web check-in with DASH webcheckins), newest first, by kind, read state and period, with the caller's unread count.",
  sample: () => ({ limit: 10, state: 'unread' }),
  async handler(ctx, input) {
    const { userId, kinds } = reader(ctx);
    const { timeZone } = await settingsOf(ctx.deps.db, ctx.institutionId);
    const page = await listStaffNotices(ctx.deps.db, ctx.institutionId, userId, kinds, timeZone, input);
    return { ...page, unread: await unreadCount(ctx.deps.db, ctx.institutionId, userId, kinds) };
  },
});

const count = defineService(contract.countUnreadStaffNotices, {
  summary: "How many of the caller's notifications in the current hotel they have not read (exact up to 99; `more` beyond).",
  async handler(ctx) {
    const { userId, kinds } = reader(ctx);
    return unreadCount(ctx.deps.db, ctx.institutionId, userId, kinds);
  },
});

const markOne = defineService(contract.markStaffNotice, {
  summary: 'Marks one notification read for the caller (no one else); answers their new unread count.',
  sample: (fx) => ({ id: Number(fx.extra.staffNoticeId ?? 1) }),
  async handler(ctx, input) {
    const { userId, kinds } = reader(ctx);
    await markStaffNotice(ctx.deps.db, ctx.institutionId, userId, kinds, input.id);
    return readChanged(ctx, userId, kinds);
  },
});

const markAll = defineService(contract.markAllStaffNotices, {
  summary:
    'Marks every notification of the current hotel up to `upTo` (default the newest) read for the caller; answers their unread count.',
  sample: () => ({}),
  async handler(ctx, input) {
    const { userId, kinds } = reader(ctx);
    await markAllStaffNotices(ctx.deps.db, ctx.institutionId, userId, input.upTo ?? null);
    return readChanged(ctx, userId, kinds);
  },
});

export const staffNoticeServices: AnyService[] = [list, count, markOne, markAll];
