-- The back office's in-app notifications (issue 14, decision 0048): one row per hotel event staff should see (a
-- detractor's survey answer, a finished web check-in), read by every user of the hotel allowed to see its kind; each
-- user's read state apart. Ids and the score only: the guest's name and voucher are read from the booking when listed,
-- never a CPF or document.
CREATE TABLE staff_notifications (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('detractor', 'webcheckin')),
  -- What it is about, once per kind: response:<id>, person:<id>.
  subject_key    text NOT NULL CHECK (length(subject_key) BETWEEN 1 AND 100),
  booking_id     bigint REFERENCES bookings(id) ON DELETE CASCADE,
  person_id      bigint REFERENCES booking_persons(id) ON DELETE SET NULL,
  response_id    bigint REFERENCES survey_responses(id) ON DELETE CASCADE,
  score          smallint CHECK (score BETWEEN 0 AND 10),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (institution_id, kind, subject_key)
);
-- Newest first in a hotel, for every kind a user may see, or one kind (the list's filter and the unread count).
CREATE INDEX staff_notifications_newest ON staff_notifications (institution_id, id DESC);
CREATE INDEX staff_notifications_kind_newest ON staff_notifications (institution_id, kind, id DESC);

-- A user's "mark all as read" in a hotel: every notification up to read_through is read for them.
CREATE TABLE staff_notification_marks (
  user_id        integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  institution_id integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  read_through   bigint NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, institution_id)
);

-- One notification a user opened or marked read after their last "mark all" (dropped when a later "mark all" covers it).
CREATE TABLE staff_notification_reads (
  user_id         integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notification_id bigint NOT NULL REFERENCES staff_notifications(id) ON DELETE CASCADE,
  institution_id  integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notification_id)
);
CREATE INDEX staff_notification_reads_by_user_hotel ON staff_notification_reads (user_id, institution_id, notification_id);
