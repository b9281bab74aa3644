import type { MailTemplate } from '@gm/contracts/notifications';
import { todayIn } from '@gm/domain/dates';
import type { Locale } from '@gm/domain/locale';
import { text } from '../../platform/messages';
import { arrivalQrUrl } from './arrival-qr';
import type { HotelNotifications } from './settings';
import type { MailData, Payment } from './templates';

/**
 * The preview's data: the hotel's own name, logo, link code, language and wording, with a made-up guest and stay
 * (nothing of a real guest is shown to whoever opens the settings).
 */
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function sampleData(template: MailTemplate, n: HotelNotifications, locale: Locale, publicUrl: string): MailData {
  const w = (key: string) => text(`notifications.sample.${key}`, locale, n.hotel);
  const today = todayIn(n.hotel.timeZone);
  const checkIn = addDays(today, n.settings.guest.checkinLink.daysBefore);
  const stay = { guestName: 'Maria Oliveira', voucher: 'RES-20481', checkIn, checkOut: addDays(checkIn, 3) };
  const items = [
    { description: w('item1'), quantity: 3, unitCents: 42_000 },
    { description: w('item2'), quantity: 1, unitCents: 3_850 },
  ];
  const totalCents = items.reduce((sum, i) => sum + i.quantity * i.unitCents, 0);
  const payment: Payment = {
    invoiceId: 1024,
    description: w('invoice'),
    items,
    totalCents,
    paidCents: totalCents,
    amountCents: totalCents,
    installments: 3,
    at: new Date().toISOString(),
    byGuest: true,
  };
  const code = encodeURIComponent(n.linkCode ?? 'hotel');
  switch (template) {
    case 'checkinLink':
      return {
        template,
        ...stay,
        link: `${publicUrl}/checkin?h=${code}&locale=${locale}&voucher=${encodeURIComponent(stay.voucher)}`,
        qr: arrivalQrUrl(publicUrl, n.linkCode ?? 'hotel', stay.voucher),
      };
    case 'webcheckinConfirmation':
      return { template, ...stay, pending: 1 };
    case 'paymentReceipt':
      return { template, ...stay, payment };
    case 'postStaySurvey':
      return { template, ...stay, link: `${publicUrl}/reviewstay?h=${code}&locale=${locale}`, reminder: false };
    case 'surveyDetractor':
      return { template, ...stay, score: 4, comment: w('detractorComment'), link: `${publicUrl}/surveys/reviews` };
    case 'webcheckinFinished':
      return { template, ...stay, done: 1, total: 2, link: `${publicUrl}/operation/bookings` };
    case 'pmsRegistrationError':
      return { template, ...stay, error: w('pmsError'), link: `${publicUrl}/operation/pending` };
    case 'paymentFailure':
      return { template, ...stay, payment, reason: 'declined', code: '57', link: `${publicUrl}/operation/bookings` };
  }
}
