-- Bounces and complaints coming back to the bounce address, and the CRM's merge/split decisions on flagged profiles
-- (issue 15; docs/decisions/0060-bounces.md, 0061-profile-merge-timeline-emails.md).

-- What reached the bounce address (the inbound SMTP listener, or the sandbox), kept until the campaigns' bounce job
-- has read it; a processed message keeps its outcome a week for support, its raw text dropped once matched.
CREATE TABLE bounce_inbox (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at    timestamptz NOT NULL DEFAULT now(),
  mail_from      text CHECK (length(mail_from) <= 320),            -- the envelope sender ('' for a DSN: null path)
  rcpt_to        text[] NOT NULL DEFAULT '{}',                     -- the envelope recipients (the bounce address)
  raw            bytea,                                            -- the message as received; NULL once matched
  size           integer NOT NULL,
  processed_at   timestamptz,
  outcome        text CHECK (length(outcome) <= 300)               -- 'hard', 'soft', 'complaint', 'unmatched', ...
);
CREATE INDEX bounce_inbox_pending ON bounce_inbox (id) WHERE processed_at IS NULL;
CREATE INDEX bounce_inbox_processed ON bounce_inbox (processed_at) WHERE processed_at IS NOT NULL;

-- Soft bounces counted per address: N in a row (decision 0060) suppress it; a delivery clears the count.
CREATE INDEX campaign_emails_soft_bounces ON campaign_emails (institution_id, destination, failed_at DESC)
  WHERE bounce_kind IS NOT NULL;

-- Flagged profile pairs staff confirmed to be different people: the matcher does not flag them again and the merge
-- screen no longer lists them (profile_id < other_profile_id).
CREATE TABLE guest_profile_distinct (
  institution_id   integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  profile_id       bigint NOT NULL REFERENCES guest_profiles(id) ON DELETE CASCADE,
  other_profile_id bigint NOT NULL REFERENCES guest_profiles(id) ON DELETE CASCADE,
  decided_by       integer REFERENCES users(id) ON DELETE SET NULL,
  at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, other_profile_id),
  CHECK (profile_id < other_profile_id)
);
CREATE INDEX guest_profile_distinct_other ON guest_profile_distinct (other_profile_id);
