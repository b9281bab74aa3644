-- The hotel's automated guest messaging on WhatsApp (issue 17, "Sources outside the product"; the taglaura and
-- auto-wpp dashboards; docs/decisions/0074-guest-messaging.md, docs/messaging.md). Owned by the messaging module:
-- each hotel's WhatsApp number (the Cloud API's phone number id, or a sandbox reference) with the ingestion cursor,
-- the messages the hotel's messaging assistant sent and received (never their text), and the wa.me links the hotel
-- sends with their clicks. The adapter's inbox (whatsapp_inbox) keeps the Cloud API's webhooks, already without
-- message bodies, until the ingestion job reads them.
CREATE TABLE messaging_accounts (
  institution_id     integer PRIMARY KEY REFERENCES institutions(id) ON DELETE CASCADE,
  external_ref       text NOT NULL CHECK (external_ref ~ '^[A-Za-z0-9._-]{1,60}$'), -- the Cloud API's phone number id
  display_phone      text,                        -- E.164, as the port describes the number
  enabled            boolean NOT NULL DEFAULT true,
  cursor             text CHECK (length(cursor) <= 100), -- where the next ingestion starts (the port's own form)
  last_synced_at     timestamptz,
  last_attempt_at    timestamptz,
  last_error         text CHECK (length(last_error) <= 500),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX messaging_accounts_ref ON messaging_accounts (external_ref);

CREATE TABLE messaging_messages (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  external_id        text NOT NULL CHECK (length(external_id) <= 200), -- WhatsApp's message id (wamid)
  direction          text NOT NULL CHECK (direction IN ('out', 'in')),
  kind               text NOT NULL CHECK (kind IN ('notification', 'conversation')),
  topic              text NOT NULL CHECK (topic IN ('checkin-link', 'pre-arrival', 'key', 'survey',
                                                    'booking', 'services', 'times', 'directions', 'other')),
  template           text CHECK (length(template) <= 120),
  phone              text CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'), -- E.164, as bookings keep phones
  booking_id         bigint REFERENCES bookings(id) ON DELETE SET NULL,
  profile_id         bigint REFERENCES guest_profiles(id) ON DELETE SET NULL,
  reply_to           text CHECK (length(reply_to) <= 200), -- the message this one answers (WhatsApp's context id)
  link_code          text,                        -- an inbound message opened by a wa.me link of the hotel
  sent_at            timestamptz NOT NULL,        -- sent (out) or received (in)
  delivered_at       timestamptz,
  read_at            timestamptz,
  failed_at          timestamptz,
  error              text CHECK (length(error) <= 200),
  status             text NOT NULL CHECK (status IN ('sent', 'delivered', 'read', 'failed', 'received')),
  answered_at        timestamptz,                 -- the first reply from the other side
  ingested_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (institution_id, external_id)
);
CREATE INDEX messaging_messages_by_time ON messaging_messages (institution_id, sent_at);
CREATE INDEX messaging_messages_reply ON messaging_messages (institution_id, reply_to) WHERE reply_to IS NOT NULL;
CREATE INDEX messaging_messages_link ON messaging_messages (institution_id, link_code) WHERE link_code IS NOT NULL;

CREATE TABLE whatsapp_links (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  code               text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,12}$'),
  channel            text NOT NULL CHECK (channel IN ('confirmation-mail', 'checkin-mail', 'survey-mail', 'website', 'signature', 'unknown')),
  booking_id         bigint REFERENCES bookings(id) ON DELETE SET NULL,
  phone              text CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  sent_at            timestamptz,                 -- null when only its use was seen
  first_click_at     timestamptz,
  used_at            timestamptz,                 -- the first conversation the link opened
  UNIQUE (institution_id, code)
);
CREATE INDEX whatsapp_links_by_time ON whatsapp_links (institution_id, sent_at);

CREATE TABLE whatsapp_link_clicks (
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  code               text NOT NULL,
  clicked_at         timestamptz NOT NULL,
  PRIMARY KEY (institution_id, code, clicked_at)
);

-- The Cloud API's webhooks as the adapter keeps them (bodies stripped on arrival), by phone number id.
CREATE TABLE whatsapp_inbox (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone_number_id    text NOT NULL,
  received_at        timestamptz NOT NULL DEFAULT now(),
  events             jsonb NOT NULL CHECK (jsonb_typeof(events) = 'array')
);
CREATE INDEX whatsapp_inbox_by_number ON whatsapp_inbox (phone_number_id, id);
