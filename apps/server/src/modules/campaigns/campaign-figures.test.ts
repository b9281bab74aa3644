import { describe, expect, it } from 'vitest';
import { figuresOf, ratesOf } from './campaign-figures';

describe('campaign figures', () => {
  it('divides delivery and failure by the attempted rows, the rest by the delivered ones', () => {
    const f = figuresOf({ total: 10, queued: '2', delivered: '6', opened: 3, clicked: 1, failed: 2, unsubscribed: 0, attempted: 8 });
    expect(f.counts).toEqual({ total: 10, queued: 2, delivered: 6, opened: 3, clicked: 1, failed: 2, unsubscribed: 0 });
    expect(f.rates).toEqual({ delivery: 0.75, failure: 0.25, open: 0.5, click: 0.1667, unsubscribe: 0 });
  });
  it('has no rates before anything was sent', () => {
    const c = { total: 3, queued: 3, delivered: 0, opened: 0, clicked: 0, failed: 0, unsubscribed: 0 };
    expect(ratesOf(c, 0)).toEqual({ delivery: null, failure: null, open: null, click: null, unsubscribe: null });
  });
});
