-- Facial booking search (opt-in; docs/decisions/0068-facial-booking-search.md). Biometric data under LGPD (art. 11):
-- kept only with the guest's explicit consent, only as embeddings (never the photo: that stays a document blob),
-- sealed like the document images, and deleted at check-out plus the hotel's retention days.

-- The guest's consent to the facial search, with the exact text shown and when; revoked_at when withdrawn.
CREATE TABLE face_consents (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id),
  booking_id         bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  booking_person_id  bigint NOT NULL REFERENCES booking_persons(id) ON DELETE CASCADE,
  term_text          text NOT NULL,                                      -- the consent text, as shown
  locale             text NOT NULL,
  given_at           timestamptz NOT NULL DEFAULT now(),
  revoked_at         timestamptz,
  ip                 text,
  user_agent         text
);
-- At most one live consent per booking person.
CREATE UNIQUE INDEX face_consents_live_key ON face_consents (booking_person_id) WHERE revoked_at IS NULL;

-- One embedding per booking person (a new photo replaces it), sealed (AES-256-GCM under the hotel's blob key).
CREATE TABLE face_index (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id),
  booking_id         bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  booking_person_id  bigint NOT NULL REFERENCES booking_persons(id) ON DELETE CASCADE,
  consent_id         bigint NOT NULL REFERENCES face_consents(id) ON DELETE CASCADE,
  blob_key           text NOT NULL,                                      -- the face photo it was made from
  engine             text NOT NULL,                                      -- the face engine that made it
  embedding          bytea NOT NULL,                                     -- sealed Float32 vector
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX face_index_person_key ON face_index (booking_person_id);
CREATE INDEX face_index_booking_idx ON face_index (institution_id, booking_id);
