import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasTouch, isMobileNow, isMobileViewport, MOBILE_QUERY } from './use-mobile';

/** A window of `width` px whose pointers are coarse (`coarse`) and with `points` touch points. */
function stubDevice(width: number, coarse: boolean, points = 0) {
  vi.stubGlobal('window', {
    innerWidth: width,
    matchMedia: (q: string) => ({
      matches: q.includes('coarse') ? coarse : q.includes('max-width: 997px') ? width <= 997 : false,
      addEventListener() {},
      removeEventListener() {},
    }),
    addEventListener() {},
    removeEventListener() {},
  });
  vi.stubGlobal('navigator', { maxTouchPoints: points });
}

afterEach(() => vi.unstubAllGlobals());

describe('the mobile rule (spec section 9: width at most 997 px with touch)', () => {
  it('is mobile at 997 px and below with touch only', () => {
    expect(isMobileViewport(997, true)).toBe(true);
    expect(isMobileViewport(390, true)).toBe(true);
    expect(isMobileViewport(998, true)).toBe(false);
    expect(isMobileViewport(390, false)).toBe(false);
    expect(isMobileViewport(1280, false)).toBe(false);
  });

  it('reads touch from a coarse pointer or from touch points', () => {
    stubDevice(800, true);
    expect(hasTouch()).toBe(true);
    stubDevice(800, false, 5);
    expect(hasTouch()).toBe(true);
    stubDevice(800, false, 0);
    expect(hasTouch()).toBe(false);
  });

  it('decides from the window: a narrow desktop window is not mobile, a phone is, a wide tablet is not', () => {
    stubDevice(800, false);
    expect(isMobileNow()).toBe(false);
    stubDevice(390, true, 5);
    expect(isMobileNow()).toBe(true);
    stubDevice(1180, true, 5);
    expect(isMobileNow()).toBe(false);
  });

  it('is one media query for CSS too', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 997px) and (any-pointer: coarse)');
  });
});
