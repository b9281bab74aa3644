-- /grant-person-access (docs/decisions/0054-guest-preferences.md): a booking's guest lets another person open the
-- booking by e-mail. The link's code is kept only as its SHA-256; the booking tokens it yields name the grant, and
-- the edge refuses them once revoked_at is set (platform/caller.ts).
CREATE TABLE booking_access_grants (
  id                bigserial PRIMARY KEY,
  institution_id    integer NOT NULL REFERENCES institutions(id),
  booking_id        bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  name              text NOT NULL,
  email             text NOT NULL,
  code_hash         bytea NOT NULL UNIQUE,
  granted_by_person bigint,
  created_at        timestamptz NOT NULL DEFAULT now(),
  opened_at         timestamptz,
  revoked_at        timestamptz
);
CREATE INDEX booking_access_grants_by_booking ON booking_access_grants (institution_id, booking_id, id);
-- One live grant per booking and address: inviting the same person again sends the mail again instead.
CREATE UNIQUE INDEX booking_access_grants_live ON booking_access_grants (booking_id, lower(email)) WHERE revoked_at IS NULL;
