-- Administration (issue 12, docs/decisions/0037-administration.md): one append-only audit trail, the hotel's
-- identity beside its settings, emulation on the session, and the users' last sign-in.

-- One audit trail for administrative and sensitive actions (platform/audit.ts writes it). Rows are never changed;
-- only the retention purge deletes, and only inside a transaction that sets gm.audit_purge = 'on'.
CREATE TABLE audit_log (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  institution_id integer REFERENCES institutions(id) ON DELETE CASCADE,
  at             timestamptz NOT NULL DEFAULT now(),
  -- Who acted: the signed-in person (an administrator while emulating), and whom they acted as, if emulating.
  actor_user_id  integer REFERENCES users(id) ON DELETE SET NULL,
  actor_name     text,
  as_user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  as_name        text,
  -- What: a dotted action name (settings.change, user.invite, user.grants, emulation.start, cpf.reveal, ...).
  action         text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z_-]+)+$'),
  target_type    text,
  target_id      text,
  target_label   text,
  before         jsonb,
  after          jsonb,
  ip             text,
  request_id     text
);
CREATE INDEX audit_log_institution_at_idx ON audit_log (institution_id, at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (institution_id, action, at DESC);

CREATE FUNCTION gm_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('gm.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION gm_audit_append_only();

-- The hotel's identity (basic settings), its logo (a blob key) and guest-notification settings.
ALTER TABLE institutions
  ADD COLUMN legal_name    text,
  ADD COLUMN tax_id        text CHECK (tax_id IS NULL OR tax_id ~ '^[0-9]{14}$'),
  ADD COLUMN address       jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN logo_key      text,
  ADD COLUMN notifications jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN audit_retention_days integer NOT NULL DEFAULT 730 CHECK (audit_retention_days BETWEEN 30 AND 3650);

-- Emulation: the session of an administrator who sees the product as another user of the same hotel.
ALTER TABLE sessions ADD COLUMN emulated_user_id integer REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE users
  ADD COLUMN last_sign_in_at timestamptz,
  ADD COLUMN invited_by integer REFERENCES users(id) ON DELETE SET NULL;
