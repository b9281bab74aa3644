import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACQUIRER_STATUS,
  type AttemptState,
  attemptStateFromStatus,
  canTransition,
  type InvoiceSnapshot,
  invoiceStatusAfter,
  invoiceView,
  isOpenAttempt,
  pollOutcome,
} from './invoice-state';

const open: InvoiceSnapshot = {
  lastStatus: null,
  chargedAt: null,
  directCharge: null,
  cancelledAt: null,
  processing: false,
  totalCents: 10_000,
  itemCount: 2,
};

describe('attempt state from Payment.Status', () => {
  it('maps the documented statuses; 0 and the unexpected stay unknown', () => {
    expect(attemptStateFromStatus(ACQUIRER_STATUS.PaymentConfirmed)).toBe('paid');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.Authorized)).toBe('authorised');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.Pending)).toBe('in_analysis');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.Denied)).toBe('failed');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.Aborted)).toBe('failed');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.Voided)).toBe('voided');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.Refunded)).toBe('voided');
    expect(attemptStateFromStatus(ACQUIRER_STATUS.NotFinished)).toBe('unknown');
    expect(attemptStateFromStatus(20)).toBe('unknown');
    expect(attemptStateFromStatus(undefined)).toBe('unknown');
  });
  it('final states never move except a captured sale being voided', () => {
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('unknown', 'failed')).toBe(true);
    expect(canTransition('authorised', 'paid')).toBe(true);
    expect(canTransition('authorised', 'failed')).toBe(false);
    expect(canTransition('paid', 'failed')).toBe(false);
    expect(canTransition('paid', 'voided')).toBe(true);
    expect(canTransition('failed', 'paid')).toBe(false);
    expect(canTransition('voided', 'paid')).toBe(false);
    expect(canTransition('unknown', 'pending')).toBe(false);
  });
  it('no path of transitions leaves paid for anything but voided (property)', () => {
    const states: AttemptState[] = ['pending', 'unknown', 'authorised', 'in_analysis', 'paid', 'failed', 'voided'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...states), { maxLength: 20 }), (targets) => {
        let s: AttemptState = 'pending';
        for (const t of targets) if (canTransition(s, t)) s = t;
        if (s === 'pending') expect(targets.every((t) => t === 'pending')).toBe(true);
      }),
    );
    expect(isOpenAttempt('authorised')).toBe(true);
    expect(isOpenAttempt('paid')).toBe(false);
  });
});

describe('invoice view', () => {
  it('open invoice: items editable, charge/reserve, removable', () => {
    const v = invoiceView(open);
    expect(v).toMatchObject({ state: 'open', readOnly: false, stamp: null });
    expect(v.actions).toEqual({ editItems: true, charge: true, reserve: true, capture: false, cancelReservation: false, remove: true });
    expect(invoiceView({ ...open, itemCount: 0, totalCents: 0 }).actions.charge).toBe(false);
  });
  it('paid and partially paid are read-only with the paid stamp', () => {
    for (const lastStatus of ['paid', 'partially_paid'] as const) {
      const v = invoiceView({ ...open, lastStatus, chargedAt: '2026-01-01T10:00:00Z', directCharge: true });
      expect(v).toMatchObject({ state: lastStatus, readOnly: true, stamp: 'paid' });
      expect(Object.values(v.actions).some(Boolean)).toBe(false);
    }
  });
  it('reserved (charge date, direct charge N) offers capture or cancel instead of charge/reserve', () => {
    const v = invoiceView({ ...open, lastStatus: 'in_analysis', chargedAt: '2026-01-01T10:00:00Z', directCharge: false });
    expect(v).toMatchObject({ state: 'reserved', readOnly: true, stamp: 'reserved' });
    expect(v.actions).toMatchObject({
      capture: true,
      cancelReservation: true,
      charge: false,
      reserve: false,
      remove: false,
      editItems: false,
    });
    const busy = invoiceView({ ...open, lastStatus: 'in_analysis', chargedAt: '2026-01-01', directCharge: false, processing: true });
    expect(busy.actions.capture).toBe(false);
  });
  it('failure may be retried but not removed (only invoices with no last status may be)', () => {
    const v = invoiceView({ ...open, lastStatus: 'failure' });
    expect(v.state).toBe('failure');
    expect(v.actions).toMatchObject({ charge: true, editItems: true, remove: false });
  });
  it('processing and cancelled allow nothing', () => {
    expect(invoiceView({ ...open, processing: true })).toMatchObject({ state: 'processing', readOnly: true });
    expect(invoiceView({ ...open, cancelledAt: '2026-01-01' })).toMatchObject({ state: 'cancelled', readOnly: true });
    expect(invoiceView({ ...open, lastStatus: 'in_analysis', directCharge: true }).state).toBe('in_analysis');
  });
  it('last status after an attempt', () => {
    expect(invoiceStatusAfter('paid', 100, 100)).toBe('paid');
    expect(invoiceStatusAfter('paid', 100, 60)).toBe('partially_paid');
    expect(invoiceStatusAfter('authorised', 100, 0)).toBe('in_analysis');
    expect(invoiceStatusAfter('failed', 100, 0)).toBe('failure');
    expect(invoiceStatusAfter('unknown', 100, 0)).toBe(null);
  });
  it('polling stops at paid for charge and capture, in_analysis for reserve, failure for all', () => {
    expect(pollOutcome('charge', null)).toBe('continue');
    expect(pollOutcome('charge', 'in_analysis')).toBe('continue');
    expect(pollOutcome('charge', 'paid')).toBe('success');
    expect(pollOutcome('capture', 'partially_paid')).toBe('success');
    expect(pollOutcome('reserve', 'in_analysis')).toBe('success');
    expect(pollOutcome('reserve', 'failure')).toBe('failure');
  });
});
