-- Placeholder ("fictitious") bookings (VinculaReservaFicticiaService, docs/decisions/0067-fictitious-bookings-and-invitations.md):
-- a website visitor starts the web check-in before the hotel's PMS has sent the booking; the PMS import links the
-- real booking to it (same voucher, or same dates and main guest's name) and the filled data stays with its guests.
CREATE TABLE placeholder_bookings (
  booking_id      bigint PRIMARY KEY REFERENCES bookings(id),
  institution_id  integer NOT NULL REFERENCES institutions(id),
  main_name       text NOT NULL,                         -- the visitor's name as typed (the name-and-dates match)
  email           text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  linked_at       timestamptz,
  linked_by       text CHECK (linked_by IN ('voucher', 'name_dates')),
  pms_voucher     text                                   -- the PMS's voucher when it differed from the typed one
);
CREATE INDEX placeholder_bookings_unlinked ON placeholder_bookings (institution_id) WHERE linked_at IS NULL;
