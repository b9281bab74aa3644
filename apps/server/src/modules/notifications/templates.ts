import type { MailTemplate } from '@gm/contracts/notifications';
import { formatDate, formatDateTime, formatMoney } from '@gm/domain/format';
import type { Locale } from '@gm/domain/locale';
import { text } from '../../platform/messages';
import { type Block, type MailHeader, type RenderedMail, renderMail } from './layout';

/**
 * Each mail's content, from data the send job (or the preview's sample) gathers: names, dates, amounts and links,
 * never a CPF, a document number or card data. Words come from messages.ts in the mail's language and the hotel's
 * wording (hotel or hospital).
 */
export interface MailHotel extends MailHeader {
  hospital: boolean;
  timeZone: string;
}

interface Stay {
  guestName: string;
  voucher: string;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
}

export type MailData =
  | ({ template: 'checkinLink'; link: string /** The QR picture of the link, for a lobby kiosk's camera. */; qr?: string | null } & Stay)
  | ({ template: 'webcheckinConfirmation'; pending: number } & Stay)
  | ({ template: 'paymentReceipt'; payment: Payment } & Stay)
  | ({ template: 'postStaySurvey'; link: string; reminder: boolean } & Stay)
  | ({ template: 'surveyDetractor'; score: number; comment: string | null; link: string } & Stay)
  | ({ template: 'webcheckinFinished'; done: number; total: number; link: string } & Stay)
  | ({ template: 'pmsRegistrationError'; error: string; link: string } & Stay)
  | ({
      template: 'paymentFailure';
      payment: Payment;
      reason: 'declined' | 'rejected' | 'no_sale';
      code: string | null;
      link: string;
    } & Stay);

export interface Payment {
  invoiceId: number;
  description: string;
  items: { description: string; quantity: number; unitCents: number }[];
  totalCents: number;
  /** What the invoice has received in all, this payment included. */
  paidCents: number;
  amountCents: number;
  installments: number;
  /** ISO instant */
  at: string;
  byGuest: boolean;
}

/** Mail templates are rendered by the hotel's wording (hospital = patients and appointments). */
export function renderTemplate(data: MailData, hotel: MailHotel, locale: Locale): RenderedMail {
  const w = (key: string, params: Record<string, string | number> = {}) =>
    text(`notifications.mail.${key}`, locale, hotel, { hotel: hotel.hotelName, ...params });
  const date = (iso: string) => formatDate(iso, hotel.timeZone);
  const stay: [string, string][] = [
    [w('label.voucher'), data.voucher],
    [w('label.guest'), data.guestName],
    [w('label.checkIn'), date(data.checkIn)],
    [w('label.checkOut'), date(data.checkOut)],
  ];
  const hello = { kind: 'paragraph', text: w('hello', { name: firstName(data.guestName) }) } as const;
  const guestFooter = w('footer.guest');
  const staffFooter = w('footer.staff');
  const t = data.template;
  const subject = w(`${t}.subject`, { voucher: data.voucher, guest: data.guestName });
  const mail = (blocks: Block[], footer: string) => renderMail(locale, hotel, subject, blocks, footer);
  switch (data.template) {
    case 'checkinLink':
      return mail(
        [
          hello,
          { kind: 'paragraph', text: w('checkinLink.intro', { date: date(data.checkIn) }) },
          { kind: 'button', label: w('checkinLink.button'), href: data.link },
          { kind: 'paragraph', text: w('checkinLink.howto', { voucher: data.voucher }) },
          ...(data.qr
            ? [
                {
                  kind: 'image',
                  src: data.qr,
                  alt: w('checkinLink.qrAlt', { voucher: data.voucher }),
                  size: 180,
                  caption: w('checkinLink.qr'),
                } as const,
              ]
            : []),
          { kind: 'details', rows: stay },
        ],
        guestFooter,
      );
    case 'webcheckinConfirmation':
      return mail(
        [
          hello,
          { kind: 'paragraph', text: w('webcheckinConfirmation.intro', { voucher: data.voucher }) },
          { kind: 'details', rows: stay },
          ...(data.pending > 0 ? [{ kind: 'note', text: w('webcheckinConfirmation.pending', { count: data.pending }) } as const] : []),
          { kind: 'paragraph', text: w('webcheckinConfirmation.arrival') },
        ],
        guestFooter,
      );
    case 'paymentReceipt': {
      const p = data.payment;
      const rest = p.totalCents - p.paidCents;
      return mail(
        [
          hello,
          { kind: 'paragraph', text: w('paymentReceipt.intro', { amount: formatMoney(p.amountCents), voucher: data.voucher }) },
          {
            kind: 'details',
            rows: [
              [w('label.invoice'), `${p.description} (#${p.invoiceId})`],
              [w('label.paidAt'), formatDateTime(p.at, hotel.timeZone)],
              [w('label.amount'), formatMoney(p.amountCents)],
              ...(p.installments > 1 ? [[w('label.installments'), String(p.installments)] as [string, string]] : []),
              [w('label.voucher'), data.voucher],
            ],
          },
          itemsTable(p, w),
          ...(rest > 0 ? [{ kind: 'paragraph', text: w('paymentReceipt.balance', { amount: formatMoney(rest) }) } as const] : []),
          { kind: 'note', text: w('paymentReceipt.notFiscal') },
        ],
        guestFooter,
      );
    }
    case 'postStaySurvey':
      return mail(
        [
          hello,
          { kind: 'paragraph', text: w(data.reminder ? 'postStaySurvey.reminder' : 'postStaySurvey.intro') },
          { kind: 'button', label: w('postStaySurvey.button'), href: data.link },
          { kind: 'note', text: w('postStaySurvey.short') },
        ],
        guestFooter,
      );
    case 'surveyDetractor':
      return mail(
        [
          { kind: 'paragraph', text: w('surveyDetractor.intro', { guest: data.guestName, score: data.score }) },
          ...(data.comment ? [{ kind: 'quote', label: w('surveyDetractor.comment'), text: data.comment } as const] : []),
          { kind: 'details', rows: stay },
          { kind: 'paragraph', text: w('surveyDetractor.action') },
          { kind: 'button', label: w('button.reviews'), href: data.link },
        ],
        staffFooter,
      );
    case 'webcheckinFinished':
      return mail(
        [
          { kind: 'paragraph', text: w('webcheckinFinished.intro', { guest: data.guestName, voucher: data.voucher }) },
          { kind: 'details', rows: stay },
          { kind: 'paragraph', text: w('webcheckinFinished.progress', { done: data.done, total: data.total }) },
          { kind: 'button', label: w('button.bookings'), href: data.link },
        ],
        staffFooter,
      );
    case 'pmsRegistrationError':
      return mail(
        [
          { kind: 'paragraph', text: w('pmsRegistrationError.intro', { guest: data.guestName, voucher: data.voucher }) },
          { kind: 'quote', label: w('pmsRegistrationError.message'), text: data.error },
          { kind: 'details', rows: stay },
          { kind: 'paragraph', text: w('pmsRegistrationError.action') },
          { kind: 'button', label: w('button.pending'), href: data.link },
        ],
        staffFooter,
      );
    case 'paymentFailure': {
      const p = data.payment;
      return mail(
        [
          {
            kind: 'paragraph',
            text: w('paymentFailure.intro', { amount: formatMoney(p.amountCents), invoice: p.description, voucher: data.voucher }),
          },
          {
            kind: 'details',
            rows: [
              [w('label.reason'), w(`paymentFailure.reason.${data.reason}`, { code: data.code ?? '-' })],
              [w('label.origin'), w(p.byGuest ? 'paymentFailure.byGuest' : 'paymentFailure.byStaff')],
              [w('label.at'), formatDateTime(p.at, hotel.timeZone)],
              ...stay,
            ],
          },
          { kind: 'paragraph', text: w('paymentFailure.action') },
          { kind: 'button', label: w('button.bookings'), href: data.link },
        ],
        staffFooter,
      );
    }
  }
}

function itemsTable(p: Payment, w: (key: string) => string): Block {
  return {
    kind: 'table',
    head: [w('label.item'), w('label.quantity'), w('label.unit'), w('label.lineTotal')],
    rows: p.items.map((i) => [i.description, String(i.quantity), formatMoney(i.unitCents), formatMoney(i.unitCents * i.quantity)]),
    foot: [w('label.total'), '', '', formatMoney(p.totalCents)],
  };
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Which mails go to staff (the rest go to the booking's guest). */
export const isStaffTemplate = (t: MailTemplate) =>
  t === 'webcheckinFinished' || t === 'pmsRegistrationError' || t === 'paymentFailure' || t === 'surveyDetractor';
