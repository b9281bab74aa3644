import { z } from 'zod';
import { isoDate } from '../common';
import { STAFF_NOTICE_KINDS } from './staff-kinds';

/** The kind of a notification (a detractor's answer, a finished web check-in): see staff-kinds.ts. */
export const staffNoticeKind = z.enum(STAFF_NOTICE_KINDS);

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
