-- Every call to the PMS about a guest's registration (issue 17's tagsync dashboards: guest data synchronised to the
-- PMS, its updates, its errors, grouped by guest): what was sent (the names of the guest's fields, never their
-- values), what the PMS answered, how long it took. Written by the registration job (module bookings).
CREATE TABLE pms_sync_log (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  registration_id    bigint NOT NULL REFERENCES pms_registrations(id) ON DELETE CASCADE,
  booking_person_id  bigint NOT NULL REFERENCES booking_persons(id) ON DELETE CASCADE,
  booking_id         bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  operation          text NOT NULL CHECK (operation IN ('release', 'consult')),
  -- The PMS's answer (pending, registered, error), or 'failed' when the call itself failed (timeout, outage).
  outcome            text NOT NULL CHECK (outcome IN ('pending', 'registered', 'error', 'failed')),
  fields             text[] NOT NULL DEFAULT '{}',
  details            text CHECK (length(details) <= 2000),
  duration_ms        integer NOT NULL CHECK (duration_ms >= 0),
  at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pms_sync_log_by_time ON pms_sync_log (institution_id, at DESC);
CREATE INDEX pms_sync_log_by_person ON pms_sync_log (booking_person_id, at DESC);
