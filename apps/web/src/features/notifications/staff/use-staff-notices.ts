import { STAFF_NOTICE_KINDS, STAFF_NOTICE_PERMISSION, type StaffNoticeKind } from '@gm/contracts/notifications/staff-kinds';
import type { UnreadCount } from '@gm/contracts/notifications/staff-replies';
import { satisfies } from '@gm/domain/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveEvents } from '../../../lib/api/live-events';
import { useSession } from '../../../lib/session/session-store';
import { countUnreadStaffNotices, listStaffNotices, markAllStaffNotices, markStaffNotice, staffNoticeKeys } from './api';

/** How many notices the bell's popover shows (the page has the rest). */
export const LATEST = 8;

/** The kinds the signed-in user may see in the current hotel (none: no bell, no page). */
export function useNoticeKinds(): StaffNoticeKind[] {
  const { user, contextIns } = useSession();
  return useMemo(() => {
    const scope = { codIns: contextIns?.codIns ?? null, idUser: user.idUser };
    return STAFF_NOTICE_KINDS.filter((k) => satisfies(user.permissions, STAFF_NOTICE_PERMISSION[k], scope));
  }, [user, contextIns]);
}

function useScope() {
  const { user, contextIns } = useSession();
  return { codIns: contextIns?.codIns ?? 0, idUser: user.idUser };
}

/**
 * The bell's unread count, kept live: a new notice of the hotel (`notifications.changed`) or this user's reads in
 * another tab (`notifications.read`, the event names the user) refresh every notices query.
 */
export function useUnreadNotices() {
  const client = useQueryClient();
  const { codIns, idUser } = useScope();
  useLiveEvents(['notifications.changed', 'notifications.read'], (e) => {
    if (e.own || (e.type === 'notifications.read' && Number(e.id) !== idUser)) return;
    void client.invalidateQueries({ queryKey: staffNoticeKeys.all });
  });
  return useQuery({
    queryKey: staffNoticeKeys.unread(codIns, idUser),
    queryFn: countUnreadStaffNotices,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** The latest notices, for the popover. */
export function useLatestNotices() {
  const { codIns, idUser } = useScope();
  return useQuery({
    queryKey: staffNoticeKeys.latest(codIns, idUser),
    queryFn: () => listStaffNotices({ limit: LATEST }),
    meta: { handlesErrors: true },
  });
}

/** Marks one notice or all read: the reply's count goes to the bell, the lists refetch. */
export function useMarkNotices() {
  const client = useQueryClient();
  const { codIns, idUser } = useScope();
  const done = (count: UnreadCount) => {
    client.setQueryData(staffNoticeKeys.unread(codIns, idUser), count);
    void client.invalidateQueries({ queryKey: staffNoticeKeys.lists });
    void client.invalidateQueries({ queryKey: staffNoticeKeys.latest(codIns, idUser) });
  };
  const one = useMutation({ mutationFn: markStaffNotice, onSuccess: done });
  const all = useMutation({ mutationFn: (upTo?: number) => markAllStaffNotices(upTo), onSuccess: done });
  return { markOne: one.mutate, markAll: all.mutate, markingAll: all.isPending };
}
