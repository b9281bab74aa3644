import { describe, expect, it } from 'vitest';
import { sortByName } from './api';

describe('the hotel list (spec section 9: sorted by nome)', () => {
  it('sorts by name ignoring accents and case, numbers as numbers', () => {
    const hotels = ['hotel Zeta', 'Hotel 10', 'Ávila Palace', 'Hotel 2', 'alpha'].map((nome, codIns) => ({ codIns, nome }));
    expect(sortByName(hotels).map((h) => h.nome)).toEqual(['alpha', 'Ávila Palace', 'Hotel 2', 'Hotel 10', 'hotel Zeta']);
    expect(hotels[0]!.nome).toBe('hotel Zeta');
  });
});
