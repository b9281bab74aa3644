import { describe, expect, it } from 'vitest';
import { kioskBlocker, readArrivalQr } from './kiosk';

const ok = { status: 'R', checkIn: '2026-11-26', today: '2026-11-26', birthDates: ['1980-01-01'], paymentOn: true, dueCents: 0 };

describe('kioskBlocker', () => {
  it('lets an adult of a booking arriving today, nothing due, check in', () => {
    expect(kioskBlocker(ok)).toBeNull();
  });
  it('refuses a booking in, out or cancelled', () => {
    for (const status of ['I', 'O', 'C']) expect(kioskBlocker({ ...ok, status })).toBe('stage');
  });
  it('refuses an entry date that is not today', () => {
    expect(kioskBlocker({ ...ok, checkIn: '2026-11-27' })).toBe('not_today');
    expect(kioskBlocker({ ...ok, checkIn: '2026-11-25' })).toBe('not_today');
  });
  it('refuses a booking with a minor (18 tomorrow is still a minor today)', () => {
    expect(kioskBlocker({ ...ok, birthDates: ['1980-01-01', '2008-11-27'] })).toBe('children');
    expect(kioskBlocker({ ...ok, birthDates: ['2008-11-26', null] })).toBeNull();
  });
  it('refuses what is still due only when payment is part of check-in', () => {
    expect(kioskBlocker({ ...ok, dueCents: 100 })).toBe('unpaid');
    expect(kioskBlocker({ ...ok, dueCents: 100, paymentOn: false })).toBeNull();
  });
});

describe('readArrivalQr', () => {
  it("reads the voucher of this hotel's pre-arrival link", () => {
    expect(readArrivalQr('https://x.test/checkin?h=hotel-demo&locale=pt&voucher=ABC123', 'hotel-demo')).toEqual({ voucher: 'ABC123' });
  });
  it("ignores another hotel's link, another page, a link without a voucher and plain text", () => {
    expect(readArrivalQr('https://x.test/checkin?h=other&voucher=ABC', 'hotel-demo')).toBeNull();
    expect(readArrivalQr('https://x.test/payment?h=hotel-demo&voucher=ABC', 'hotel-demo')).toBeNull();
    expect(readArrivalQr('https://x.test/checkin?h=hotel-demo', 'hotel-demo')).toBeNull();
    expect(readArrivalQr('ABC123', 'hotel-demo')).toBeNull();
  });
});
