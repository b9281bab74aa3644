-- A booking's payment condition, as PMSs hold it (docs/decisions/0081-payment-outcomes.md): the guest pays (the
-- default), courtesy (cortesia: the stay is free) or invoiced (faturado: billed to a company, agency or health plan;
-- the guest pays nothing at check-in). Courtesy and invoiced bookings are never charged to the guest.
ALTER TABLE bookings ADD COLUMN payment_condition text NOT NULL DEFAULT 'guest'
  CHECK (payment_condition IN ('guest', 'courtesy', 'invoiced'));
-- What the kiosk's payment step showed the guest (the totem payment dashboard counts them); null: never reached.
ALTER TABLE kiosk_sessions ADD COLUMN payment_outcome text
  CHECK (payment_outcome IN ('approved', 'failed', 'courtesy', 'paid', 'invoiced', 'no_value'));
