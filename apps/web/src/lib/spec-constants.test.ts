import { describe, expect, it } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  HOTEL_RELOAD_MS,
  LOADER_TIMEOUT_MS,
  LOGOUT_WARNING_MS,
  MOBILE_MAX_WIDTH_PX,
  MODAL_CLOSE_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  TOAST_MS,
} from './constants';
import { MOBILE_QUERY } from './use-mobile';

// The shell's figures of spec section 9, held here so that a change to one is a decision, not an accident
// (docs/spec-coverage.md links each to this test).
describe('business constants of spec section 9', () => {
  it("the shell's timings are the spec's", () => {
    expect({
      TOAST_MS,
      LOGOUT_WARNING_MS,
      HOTEL_RELOAD_MS,
      MODAL_CLOSE_DELAY_MS,
      REQUEST_TIMEOUT_MS,
      CHUNK_TIMEOUT_MS,
      LOADER_TIMEOUT_MS,
    }).toEqual({
      TOAST_MS: 6000,
      LOGOUT_WARNING_MS: 10_000,
      HOTEL_RELOAD_MS: 3000,
      MODAL_CLOSE_DELAY_MS: 300,
      REQUEST_TIMEOUT_MS: 600_000,
      CHUNK_TIMEOUT_MS: 120_000,
      LOADER_TIMEOUT_MS: 60_000,
    });
  });
  it('a phone-sized screen is at most 997 px wide, with touch', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(997);
    expect(MOBILE_QUERY).toBe('(max-width: 997px) and (any-pointer: coarse)');
  });
});
