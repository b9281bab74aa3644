-- Revocation within a second on every process (issue 9 §6, docs/decisions/0020-revocation.md): any change to a
-- user's account, grants, hotels or sessions notifies the session caches, whatever made it (a service, an admin
-- screen, a script, psql). pg_notify folds identical payloads of one transaction into one notification.
CREATE FUNCTION gm_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('gm_session_changed', 'user:' || coalesce(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('gm_session_changed', 'user:' || coalesce(NEW.user_id, OLD.user_id));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION gm_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gm_session_changed', 'session:' || coalesce(NEW.id, OLD.id));
  RETURN NULL;
END $$;

CREATE TRIGGER users_notify AFTER UPDATE OF active, password_hash, email, name OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION gm_notify_user_changed();
CREATE TRIGGER user_permissions_notify AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  FOR EACH ROW EXECUTE FUNCTION gm_notify_user_changed();
CREATE TRIGGER user_institutions_notify AFTER INSERT OR UPDATE OR DELETE ON user_institutions
  FOR EACH ROW EXECUTE FUNCTION gm_notify_user_changed();
CREATE TRIGGER sessions_notify AFTER UPDATE OF revoked_at, expires_at, institution_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION gm_notify_session_changed();
