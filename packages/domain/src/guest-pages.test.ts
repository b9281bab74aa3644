import { describe, expect, it } from 'vitest';
import { guestPathOf, isGuestPath } from './guest-pages';

describe('guest pages', () => {
  it('names the five guest screens, with a trailing slash or another case', () => {
    expect(guestPathOf('/checkin')).toBe('/checkin');
    expect(guestPathOf('/checkin/')).toBe('/checkin');
    expect(guestPathOf('/Menu-Checkin')).toBe('/menu-checkin');
    expect(['/select-ins', '/checkout', '/payment'].every(isGuestPath)).toBe(true);
  });
  it('leaves every other path to the back office', () => {
    for (const p of ['/', '/login/sign-in', '/checkin/extra', '/checkins', '/payments', '/operation/bookings', ''])
      expect(isGuestPath(p), p).toBe(false);
  });
});
