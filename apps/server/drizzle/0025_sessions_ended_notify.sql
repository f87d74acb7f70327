-- A session ends in the database, whoever ends it: a token revoked (sign-out, password change or
-- reset, suspension) or deleted while live (an erased account's cascade), an account suspended or
-- deleted. Each tells every server copy on commit (NOTIFY "sessions_ended", payload "token:<id>" or
-- "user:<id>", the Socket.IO room of that token or person), which disconnects its sockets
-- (platform/realtime). No caller can forget it; a rolled-back revocation tells nobody. A token that
-- had already expired is not announced (its sockets went when it expired), so revoking a person's
-- tokens sends one notification per live one.
CREATE FUNCTION "notify_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended',
    (CASE WHEN TG_TABLE_NAME = 'users' THEN 'user:' ELSE 'token:' END) || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_revoked" AFTER UPDATE OF revoked_at ON "access_tokens"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL AND OLD.expires_at > now()) EXECUTE FUNCTION "notify_sessions_ended"();--> statement-breakpoint
CREATE TRIGGER "access_tokens_deleted" AFTER DELETE ON "access_tokens"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now()) EXECUTE FUNCTION "notify_sessions_ended"();--> statement-breakpoint
CREATE TRIGGER "users_suspended" AFTER UPDATE OF suspended_at ON "users"
  FOR EACH ROW WHEN (OLD.suspended_at IS NULL AND NEW.suspended_at IS NOT NULL) EXECUTE FUNCTION "notify_sessions_ended"();--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_sessions_ended"();
