-- Campaign delivery (issue 15; docs/decisions/0058-campaign-delivery.md).
-- A send is exactly once per row: a worker claims a batch ('sending', claimed_at, claimed_by: the key of the
-- PostgreSQL advisory lock it holds while it works), and sets handed_at, committed, just before the message goes to
-- the relay. A row left in 'sending' by a worker that died (its lock is free again) goes back to 'queued' when it was
-- never handed, and is failed as "delivery unknown" when it was: it is never sent twice.
ALTER TABLE campaign_emails ADD COLUMN claimed_by integer;
ALTER TABLE campaign_emails ADD COLUMN handed_at timestamptz;

-- Per-hotel pace of campaign mail (messages per second), shared by every server process: each batch reserves its
-- slots by moving next_slot_at forward in one UPDATE.
CREATE TABLE campaign_send_pace (
  institution_id     integer PRIMARY KEY REFERENCES institutions(id) ON DELETE CASCADE,
  per_second         integer NOT NULL DEFAULT 50 CHECK (per_second BETWEEN 1 AND 10000),
  next_slot_at       timestamptz NOT NULL DEFAULT now()
);
