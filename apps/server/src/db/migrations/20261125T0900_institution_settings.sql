-- One settings service per institution (docs/decisions/0025-settings-config-ports.md): the institution's language
-- and currency beside its time zone and theme, and a notification whenever an institution row changes, whatever
-- changed it (a service, an admin screen, a script, psql), so every server process drops the settings it cached
-- within a second (modules/institutions/settings.ts listens). The payload is the institution id.
ALTER TABLE institutions
  ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en', 'es')),
  ADD COLUMN currency text NOT NULL DEFAULT 'BRL' CHECK (currency ~ '^[A-Z]{3}$');

CREATE FUNCTION gm_notify_institution_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gm_institution_changed', coalesce(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER institutions_update_notify AFTER UPDATE ON institutions
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION gm_notify_institution_changed();
CREATE TRIGGER institutions_delete_notify AFTER DELETE ON institutions
  FOR EACH ROW EXECUTE FUNCTION gm_notify_institution_changed();
