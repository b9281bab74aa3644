import type { StaffNotice } from '@gm/contracts/notifications/staff-replies';
import type { Translate } from '../../../i18n/use-t';

/** One line saying what happened ("Diego deu nota 3 de 10"), with the hotel's or hospital's wording. */
export function noticeTitle(t: Translate, n: StaffNotice): string {
  const guest = n.guest ?? t('staffNotices.item.someone');
  return t(`staffNotices.title.${n.kind}`, { guest, score: n.score ?? '–' });
}

/** The booking it is about ("Reserva VC-123" / "Atendimento VC-123"), or nothing. */
export function noticeBooking(t: Translate, n: StaffNotice): string | null {
  return n.voucher ? t('staffNotices.item.voucher', { voucher: n.voucher }) : null;
}
