-- Hotel notification mails (issue 12, /config/notificationssettings): one row per mail sent (or being sent) to one
-- recipient, so a mail is sent once per booking, person, payment or registration error whatever the events and job
-- runs; and the language a guest used for their own web check-in (the guest's language for later mails).
CREATE TABLE notification_sends (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  -- checkinLink, webcheckinConfirmation, paymentReceipt, webcheckinFinished, pmsRegistrationError, paymentFailure
  template       text NOT NULL CHECK (template ~ '^[a-zA-Z]+$'),
  -- What the mail is about: booking:12, person:34, attempt:56, registration:7:<released at>
  subject_key    text NOT NULL CHECK (length(subject_key) BETWEEN 1 AND 100),
  recipient      text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 254),
  language       text NOT NULL CHECK (language IN ('pt', 'en', 'es')),
  -- sending: claimed, not known to be delivered (a retry sends it again); sent: handed to the mail port.
  status         text NOT NULL CHECK (status IN ('sending', 'sent')),
  tries          integer NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL DEFAULT now(),
  sent_at        timestamptz,
  UNIQUE (institution_id, template, subject_key, recipient)
);

CREATE TABLE guest_mail_languages (
  booking_person_id bigint PRIMARY KEY REFERENCES booking_persons(id) ON DELETE CASCADE,
  institution_id    integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  language          text NOT NULL CHECK (language IN ('pt', 'en', 'es')),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
