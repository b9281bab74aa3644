import type { PermissionRequirement } from '@gm/domain/permissions';
import { z } from 'zod';
import { isoDate } from '../common';
import { PERMISSIONS } from '../permissions';

/**
 * The back office's in-app notifications (the bell and /dashboard/notifications/list; decision 0048). Each kind is
 * seen by the hotel's users holding its dashboard permission: a detractor's survey answer by DASH nps, a finished web
 * check-in by DASH webcheckins (the spec's "notifications list needs webcheckins or nps").
 */
export const STAFF_NOTICE_KINDS = ['detractor', 'webcheckin'] as const;
export const staffNoticeKind = z.enum(STAFF_NOTICE_KINDS);
export type StaffNoticeKind = z.output<typeof staffNoticeKind>;

/** Who sees each kind: the hotel's users holding this permission. */
export const STAFF_NOTICE_PERMISSION: Record<StaffNoticeKind, PermissionRequirement> = {
  detractor: PERMISSIONS.DASH.nps,
  webcheckin: PERMISSIONS.DASH.webcheckins,
};

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** ListNotificacoesService: newest first, by kind, read state and period (the hotel's days). */
export const listStaffNoticesInput = z
  .object({
    kind: staffNoticeKind.optional(),
    state: z.enum(['unread', 'read']).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'end_before_start' });
export type ListStaffNoticesInput = z.output<typeof listStaffNoticesInput>;

/** MarcarNotificacaoLidaService: one notification read for the caller. */
export const markStaffNoticeInput = z.object({ id });

/** MarcarNotificacoesLidasService: every notification up to `upTo` (default: the newest now) read for the caller. */
export const markAllStaffNoticesInput = z.object({ upTo: id.optional() });
