import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH_PX } from './constants';

// Here rather than in constants.ts: that module is in the guest pages' core chunk, these are the back office's.
/** The width half of the rule. */
export const NARROW_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** A touch screen: a coarse pointer among the device's pointers. */
export const TOUCH_QUERY = '(any-pointer: coarse)';
/** The whole rule as one media query (CSS writes it `@media (max-width: 997px) and (any-pointer: coarse)`). */
export const MOBILE_QUERY = `${NARROW_QUERY} and ${TOUCH_QUERY}`;

/**
 * The mobile rule of spec section 9, the one place the web decides "mobile": a viewport at most 997 px wide on a
 * device with touch. Touch is a coarse pointer among the device's pointers or, where the browser does not report
 * pointers in media queries, a touch point (navigator.maxTouchPoints).
 */
export function isMobileViewport(width: number, touch: boolean): boolean {
  return touch && width <= MOBILE_MAX_WIDTH_PX;
}

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

export function hasTouch(): boolean {
  if (typeof window === 'undefined') return false;
  if (hasMatchMedia() && window.matchMedia(TOUCH_QUERY).matches) return true;
  return typeof navigator !== 'undefined' && (navigator.maxTouchPoints ?? 0) > 0;
}

/** The rule now (outside React: a start-up decision, a handler). */
export function isMobileNow(): boolean {
  if (typeof window === 'undefined') return false;
  return isMobileViewport(window.innerWidth, hasTouch());
}

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const lists = [window.matchMedia(NARROW_QUERY), window.matchMedia(TOUCH_QUERY)];
  for (const list of lists) list.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** The mobile rule, re-rendering when the window crosses 997 px or a touch screen appears (a docked tablet). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
