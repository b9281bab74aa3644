import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/notifications/staff-services';
import { call } from '../../../lib/api/client';

/**
 * The back office's in-app notifications (decision 0048). Every key is under `all`, per hotel and user: a live
 * event or a mark refreshes the bell, its popover and the list page at once.
 */
export const staffNoticeKeys = {
  all: ['staffNotices'] as const,
  unread: (codIns: number, idUser: number) => [...staffNoticeKeys.all, 'unread', codIns, idUser] as const,
  latest: (codIns: number, idUser: number) => [...staffNoticeKeys.all, 'latest', codIns, idUser] as const,
  lists: ['staffNotices', 'list'] as const,
};

export const listStaffNotices = (input: InputOf<typeof contracts.listStaffNotices>) => call(contracts.listStaffNotices, input);
export const countUnreadStaffNotices = () => call(contracts.countUnreadStaffNotices, {});
export const markStaffNotice = (id: number) => call(contracts.markStaffNotice, { id });
export const markAllStaffNotices = (upTo?: number) => call(contracts.markAllStaffNotices, upTo ? { upTo } : {});
