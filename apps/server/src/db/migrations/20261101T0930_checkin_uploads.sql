-- Guest web check-in: uploaded images (metadata of the encrypted blobs), who viewed them, postal-code lookups,
-- booking preferences and guests' check-out confirmations. Written by the checkin and documents modules.

-- One row per stored image. The bytes live in the blob store (filesystem or S3), AES-256-GCM encrypted.
CREATE TABLE blobs (
  key                text PRIMARY KEY,                                   -- random 32-character url-safe key
  institution_id     integer NOT NULL REFERENCES institutions(id),
  booking_id         bigint REFERENCES bookings(id) ON DELETE SET NULL,
  booking_person_id  bigint REFERENCES booking_persons(id) ON DELETE SET NULL,
  kind               text NOT NULL CHECK (kind IN ('personsign', 'persondoc', 'persondocvaccine', 'persondocpet',
                                                   'persondocauth', 'persondocauthcard', 'personface')),
  content_type       text NOT NULL DEFAULT 'image/jpeg',
  size_bytes         integer NOT NULL,
  width              integer NOT NULL,
  height             integer NOT NULL,
  encrypted          boolean NOT NULL DEFAULT true,
  store              text NOT NULL CHECK (store IN ('fs', 's3')),
  uploaded_by_user   integer REFERENCES users(id),
  uploaded_by_person bigint,                                             -- booking person of the guest's token
  index_faces        boolean NOT NULL DEFAULT false,                     -- faceUploader tryToIndexFaces=S
  created_at         timestamptz NOT NULL DEFAULT now(),
  attached_at        timestamptz,                                        -- set when a check-in uses it
  deleted_at         timestamptz
);
CREATE INDEX blobs_booking_idx ON blobs (booking_id) WHERE deleted_at IS NULL;
CREATE INDEX blobs_orphans_idx ON blobs (created_at) WHERE attached_at IS NULL AND deleted_at IS NULL;

-- Every view or download of a document image or an accepted term (LGPD: purpose-bound access log).
CREATE TABLE image_access_log (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id    integer NOT NULL REFERENCES institutions(id),
  booking_id        bigint,
  object_kind       text NOT NULL,                                       -- personsign ... or 'term'
  object_ref        text NOT NULL,                                       -- blob key or accepted term id
  viewer_kind       text NOT NULL CHECK (viewer_kind IN ('user', 'guest')),
  viewer_user_id    integer,
  viewer_person_id  bigint,
  download          boolean NOT NULL DEFAULT false,
  ip                text,
  user_agent        text,
  at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_access_log_institution_idx ON image_access_log (institution_id, at, id);
CREATE INDEX image_access_log_object_idx ON image_access_log (object_ref);

-- Postal-code lookups (ViaCEP), so a repeated CEP never waits on the outside service.
CREATE TABLE postal_code_cache (
  country     text NOT NULL,
  code        text NOT NULL,
  found       boolean NOT NULL,
  address     jsonb,
  source      text NOT NULL,
  fetched_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (country, code)
);

-- What the guest asked for the stay (alterarPreferenciasReserva, /fill-preferences).
CREATE TABLE booking_preferences (
  booking_id        bigint PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  institution_id    integer NOT NULL REFERENCES institutions(id),
  arrival_time      text,
  bed_type          text,
  floor             text,
  pillow            text,
  occasion          text,
  notes             text,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  updated_by_user   integer REFERENCES users(id),
  updated_by_person bigint
);

-- A guest confirmed departure on the /checkout page (staff still close the stay at the desk or in the PMS).
CREATE TABLE checkout_confirmations (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id),
  booking_id         bigint NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  booking_person_id  bigint REFERENCES booking_persons(id) ON DELETE SET NULL,
  confirmed_at       timestamptz NOT NULL DEFAULT now(),
  ip                 text,
  user_agent         text,
  comments           text
);
CREATE UNIQUE INDEX checkout_confirmations_booking_key ON checkout_confirmations (booking_id);

-- The guest's booking search matches the voucher without case.
CREATE INDEX bookings_voucher_lower_idx ON bookings (institution_id, lower(voucher));
-- The e-mail rules look up a hotel's guest profiles by e-mail (index exists) and by travel document.
CREATE INDEX guests_institution_travel_doc_idx ON guests (institution_id, upper(travel_document)) WHERE travel_document IS NOT NULL;
