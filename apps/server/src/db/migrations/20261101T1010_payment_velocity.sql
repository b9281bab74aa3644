-- Card testing (issue 9 §2, docs/decisions/0021-payment-velocity.md): a booking's guest online payment paused after
-- repeated declines, one row per booking (the latest pause). Staff read it on the billing tab (since when, until
-- when, why) and may lift it; the history is in payment_events (guest_payment.paused / guest_payment.unpaused).
-- The counters that lead here live in attempt_limits; this row is what a person reads and acts on.
CREATE TABLE guest_payment_pauses (
  institution_id  integer NOT NULL REFERENCES institutions(id),
  booking_id      bigint NOT NULL REFERENCES bookings(id),
  paused_at       timestamptz NOT NULL,
  paused_until    timestamptz NOT NULL,
  -- Why: declines counted in the window, and how many different cards they came from.
  declines        integer NOT NULL,
  cards           integer NOT NULL,
  lifted_at       timestamptz,
  lifted_by       integer REFERENCES users(id),
  PRIMARY KEY (institution_id, booking_id)
);
