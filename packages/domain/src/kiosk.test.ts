import { describe, expect, it } from 'vitest';
import { kioskBlocker } from './kiosk';

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
