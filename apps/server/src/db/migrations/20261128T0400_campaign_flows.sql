-- CRM flows (issue 15 "Flows", spec section 7 GetFlowService / PostFlowService; docs/decisions/0062-crm-flows.md).
-- A campaign is either a broadcast (one template to a segment) or a flow: an automation started by a business event
-- or a date (trigger) that walks each guest through steps (wait, send a template, branch on a condition). A flow
-- campaign has no template of its own (its send steps name theirs); it runs while the campaign is 'scheduled' or
-- 'sending' and stops advancing while 'paused'. Its e-mails are campaign_emails rows with run_no 0 and step = the
-- step's key, whose unique key (campaign_id, run_no, step, profile_id) makes "never the same step twice to one
-- guest" a database fact; the enrolment's own unique key (campaign_id, profile_id) keeps one journey per guest.
ALTER TABLE campaigns ADD COLUMN kind text NOT NULL DEFAULT 'broadcast' CHECK (kind IN ('broadcast', 'flow'));
ALTER TABLE campaigns ALTER COLUMN template_id DROP NOT NULL;
ALTER TABLE campaigns ADD CONSTRAINT campaigns_template_of_broadcast CHECK (kind = 'flow' OR template_id IS NOT NULL);

-- The definition (validated by @gm/contracts/crm/flows-definition), one per flow campaign, with a version that every
-- save increments (an enrolment remembers the version it last advanced under).
CREATE TABLE campaign_flows (
  campaign_id        bigint PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  trigger_type       text NOT NULL CHECK (trigger_type IN ('booking_created', 'days_before_arrival', 'webcheckin_pending',
                       'checked_in', 'checked_out', 'birthday', 'survey_low_score')),
  definition         jsonb NOT NULL,
  version            integer NOT NULL DEFAULT 1,
  updated_by         integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_flows_trigger ON campaign_flows (institution_id, trigger_type);

-- One guest's journey through a flow: where they are, when they move next, and what happened so far.
CREATE TABLE campaign_flow_enrollments (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id     integer NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  campaign_id        bigint NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  profile_id         bigint NOT NULL REFERENCES guest_profiles(id) ON DELETE CASCADE,
  booking_id         bigint REFERENCES bookings(id) ON DELETE SET NULL,   -- the stay that triggered it, if any
  trigger_key        text NOT NULL,                                       -- 'booking:12', 'birthday:2026', 'survey:7'
  current_step       text,                                                -- NULL once finished or stopped
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'waiting', 'finished', 'stopped')),
  stop_reason        text CHECK (stop_reason IN ('no_consent', 'step_removed', 'no_email')),
  next_at            timestamptz,                                         -- due to advance at (NULL: not due)
  version            integer NOT NULL,
  history            jsonb NOT NULL DEFAULT '[]',                          -- [{ step, event, at }], oldest first
  enrolled_at        timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, profile_id)
);
CREATE INDEX campaign_flow_enrollments_due ON campaign_flow_enrollments (next_at) WHERE status IN ('active', 'waiting');
CREATE INDEX campaign_flow_enrollments_list ON campaign_flow_enrollments (campaign_id, enrolled_at DESC, id DESC);
