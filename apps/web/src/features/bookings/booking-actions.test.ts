import { describe, expect, it } from 'vitest';
import { cardActions } from './booking-actions';

const all = { reservas: true, checkinouts: true, pessoas: true };

describe('booking card actions', () => {
  it('offers edit and check-in before check-in, the check-out change in house, and view always', () => {
    expect(cardActions('R', all)).toEqual(['edit', 'checkin', 'view']);
    expect(cardActions('I', all)).toEqual(['postpone', 'view']);
    expect(cardActions('O', all)).toEqual(['view']);
    expect(cardActions('C', all)).toEqual(['view']);
  });

  it('follows the TRIAL actions: reservas edits, checkinouts checks in and out', () => {
    expect(cardActions('R', { reservas: true, checkinouts: false, pessoas: false })).toEqual(['edit', 'view']);
    expect(cardActions('R', { reservas: false, checkinouts: true, pessoas: false })).toEqual(['checkin', 'view']);
    expect(cardActions('I', { reservas: true, checkinouts: false, pessoas: false })).toEqual(['view']);
  });
});
