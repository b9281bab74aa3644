-- CRM campaigns, their e-mails and the hotel's suppression list (issue 15, spec sections 3, 7 and 9).
-- A campaign sends one template to one segment, now, at a date, or on a recurrence; each run re-evaluates the segment
-- and writes one campaign_emails row per (campaign, run, profile) (a flow: run 0, one row per step and profile): the unique key is what makes a send exactly once
-- per recipient, whatever worker crashes in between. The row is the spec's "campaign e-mail row" (DESTINODELIV,
-- STATUS, CMPDESC, VOUCHER, DHINCLUSAO, DHDELIVERED, DHLASTVIEWED, DHVISITED, DHFAIL, MSGSTATUS).
CREATE TABLE campaigns (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),          -- CMPDESC
  description        text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  segment_id         bigint REFERENCES crm_segments(id) ON DELETE SET NULL,
  template_id        bigint NOT NULL REFERENCES campaign_templates(id),
  sender_name        text NOT NULL DEFAULT '' CHECK (length(sender_name) <= 80),
  reply_to           text CHECK (length(reply_to) <= 254),
  schedule_kind      text NOT NULL CHECK (schedule_kind IN ('now', 'at', 'recurring')),
  starts_at          timestamptz,                         -- 'at': when; 'recurring': the first run
  recurrence         text CHECK (recurrence IN ('daily', 'weekly', 'monthly')),
  status             text NOT NULL DEFAULT 'draft'
                     CHECK (status IN ('draft', 'scheduled', 'sending', 'paused', 'finished', 'failed')),
  status_message     text NOT NULL DEFAULT '' CHECK (length(status_message) <= 4000),
  next_run_at        timestamptz,                         -- due runs are picked by the scheduler job
  runs               integer NOT NULL DEFAULT 0,          -- runs begun; campaign_emails.run_no counts from 1
  estimated_audience integer,
  created_by         integer REFERENCES users(id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  removed_at         timestamptz,
  CHECK (schedule_kind <> 'recurring' OR recurrence IS NOT NULL)
);
CREATE INDEX campaigns_by_hotel ON campaigns (institution_id, created_at DESC, id DESC) WHERE removed_at IS NULL;
CREATE INDEX campaigns_due ON campaigns (next_run_at) WHERE removed_at IS NULL AND status IN ('scheduled', 'sending');

CREATE TABLE campaign_emails (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  campaign_id        bigint NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  run_no             integer NOT NULL DEFAULT 1,          -- the campaign's run; 0 for a flow's steps
  step               text NOT NULL DEFAULT '',            -- a flow step's key ('' for a campaign run)
  template_id        bigint REFERENCES campaign_templates(id), -- NULL: the campaign's template
  profile_id         bigint REFERENCES guest_profiles(id) ON DELETE SET NULL,
  booking_id         bigint,                              -- the stay whose merge fields (dates, check-in link) were used
  destination        text NOT NULL,                       -- DESTINODELIV: the address, lower-case
  voucher            text,                                -- VOUCHER
  status             text NOT NULL DEFAULT 'queued'
                     CHECK (status IN ('queued', 'sending', 'delivered', 'failed', 'skipped')), -- STATUS
  status_message     text NOT NULL DEFAULT '' CHECK (length(status_message) <= 1000),         -- MSGSTATUS
  message_id         text UNIQUE,                         -- our Message-ID, also the key bounces are matched by
  attempts           smallint NOT NULL DEFAULT 0,
  claimed_at         timestamptz,                         -- set when a worker takes the row (status 'sending')
  created_at         timestamptz NOT NULL DEFAULT now(),  -- DHINCLUSAO
  delivered_at       timestamptz,                         -- DHDELIVERED: the relay accepted it
  first_viewed_at    timestamptz,
  last_viewed_at     timestamptz,                         -- DHLASTVIEWED: the pixel
  views              integer NOT NULL DEFAULT 0,
  visited_at         timestamptz,                         -- DHVISITED: the first signed redirect
  clicks             integer NOT NULL DEFAULT 0,
  failed_at          timestamptz,                         -- DHFAIL: an SMTP error or a bounce
  bounce_kind        text CHECK (bounce_kind IN ('hard', 'soft')),
  unsubscribed_at    timestamptz,
  UNIQUE (campaign_id, run_no, step, profile_id)
);
CREATE INDEX campaign_emails_campaign ON campaign_emails (campaign_id, run_no, status);
CREATE INDEX campaign_emails_pending ON campaign_emails (campaign_id, id) WHERE status IN ('queued', 'sending');
CREATE INDEX campaign_emails_profile ON campaign_emails (profile_id, created_at DESC) WHERE profile_id IS NOT NULL;
CREATE INDEX campaign_emails_hotel_time ON campaign_emails (institution_id, created_at DESC);

-- Addresses that must never get marketing mail from a hotel again: hard bounces and complaints (unsubscribing is
-- consent, kept in guest_profile_consents, and checked at send time too).
CREATE TABLE email_suppressions (
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  address            text NOT NULL,                       -- lower-case
  reason             text NOT NULL CHECK (reason IN ('hard_bounce', 'complaint', 'manual')),
  detail             text NOT NULL DEFAULT '' CHECK (length(detail) <= 1000),
  at                 timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institution_id, address)
);
