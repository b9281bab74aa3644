import { describe, expect, it } from 'vitest';
import { reviewEntryOf } from './review-entry';

// The guest menu's review entry (decision 0049): the link once the stay has begun or ended, a thank-you once sent.
describe('the menu’s review entry', () => {
  it('links to the review once the stay has begun or ended, and not before', () => {
    expect(reviewEntryOf({ enviado: 'N', estadiaIniciada: 'S' })).toBe('open');
    expect(reviewEntryOf({ enviado: 'N', estadiaIniciada: 'N' })).toBeNull();
  });
  it('says the review was sent instead of linking to it again', () => {
    expect(reviewEntryOf({ enviado: 'S', estadiaIniciada: 'S' })).toBe('answered');
    expect(reviewEntryOf({ enviado: 'S', estadiaIniciada: 'N' })).toBe('answered');
  });
});
