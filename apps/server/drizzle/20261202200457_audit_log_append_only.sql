-- The audit log is append-only (issue 39): no admin, and no code path, edits or deletes a row.
-- The one change allowed is the foreign keys' ON DELETE SET NULL when an account is erased: the
-- row stays, without the link to the person (accounts.erasure.ts). Everything else is refused.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.meta = OLD.meta
     AND NEW.created_at = OLD.created_at
     AND NEW.target_kind IS NOT DISTINCT FROM OLD.target_kind
     AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
     AND NEW.before IS NOT DISTINCT FROM OLD.before
     AND NEW.after IS NOT DISTINCT FROM OLD.after
     AND NEW.reason IS NOT DISTINCT FROM OLD.reason
     AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
     AND (NEW.target_user_id IS NOT DISTINCT FROM OLD.target_user_id OR NEW.target_user_id IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
