import { z } from 'zod';
import { staffNoticeKind } from './staff-inputs';

/** One notification as the caller sees it: what happened, the booking and guest it is about, read or not. */
export const staffNotice = z.object({
  id: z.number(),
  kind: staffNoticeKind,
  /** ISO date-time. */
  createdAt: z.string(),
  read: z.boolean(),
  /** CODRES of the booking, to open it; null when the booking is gone. */
  bookingId: z.number().nullable(),
  voucher: z.string().nullable(),
  /** The guest's (or patient's) name as the booking holds it: never a CPF or document. */
  guest: z.string().nullable(),
  /** detractor: the 0-10 answer. */
  score: z.number().nullable(),
  /** detractor: the review (seqQue). */
  responseId: z.number().nullable(),
});
export type StaffNotice = z.output<typeof staffNotice>;

/** The unread count: exact up to UNREAD_CAP, `more` beyond (the bell shows "99+"). */
export const UNREAD_CAP = 99;
export const unreadCount = z.object({ unread: z.number(), more: z.boolean() });
export type UnreadCount = z.output<typeof unreadCount>;

export const listStaffNoticesReply = z.object({
  metadata: z.object({ totalCount: z.number() }),
  data: z.array(staffNotice),
  unread: unreadCount,
});
export type ListStaffNoticesReply = z.output<typeof listStaffNoticesReply>;
