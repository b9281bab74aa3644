import { describe, expect, it } from 'vitest';
import { cardActions, openMode } from './booking-actions';

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

describe('the modal a click on a booking opens', () => {
  it("takes the screen's preferred action when allowed, else the card's first", () => {
    expect(openMode('R', all)).toBe('edit');
    expect(openMode('R', all, 'checkin')).toBe('checkin');
    expect(openMode('R', { reservas: true, checkinouts: false, pessoas: false }, 'checkin')).toBe('edit');
    expect(openMode('I', all, 'postpone')).toBe('postpone');
    expect(openMode('O', all, 'postpone')).toBe('view');
    expect(openMode('R', { reservas: false, checkinouts: false, pessoas: true })).toBe('view');
    expect(openMode('R', all, 'view')).toBe('view');
  });
});
