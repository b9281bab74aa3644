import type { PermissionRequirement } from '@gm/domain/permissions';
import { PERMISSIONS } from '../permissions';

/**
 * The kinds of the back office's in-app notifications (the bell and /dashboard/notifications/list; decision 0048)
 * and who sees each: the hotel's users holding its dashboard permission (the spec's "notifications list needs
 * webcheckins or nps"). Without zod, so the shell's bell reads it without the schemas.
 */
export const STAFF_NOTICE_KINDS = ['detractor', 'webcheckin'] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

export const STAFF_NOTICE_PERMISSION: Record<StaffNoticeKind, PermissionRequirement> = {
  detractor: PERMISSIONS.DASH.nps,
  webcheckin: PERMISSIONS.DASH.webcheckins,
};
