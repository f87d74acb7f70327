-- One mechanism for a thread's counters: the trigger of 0018 (renamed) now also keeps total_replies (every
-- visible reply, top-level or nested) and activity_at (the newest visible reply's time), which the
-- app kept before (a second update of the thread per reply, and a recount after a hide, a show or a
-- delete that cascades from an erased account never made). An update that stays in its thread is one
-- update of the thread row.
CREATE FUNCTION "community_replies_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.thread_id = NEW.thread_id THEN
    IF (OLD.is_hidden, OLD.primary_reply_id IS NULL) IS DISTINCT FROM (NEW.is_hidden, NEW.primary_reply_id IS NULL) THEN
      UPDATE community_threads SET
        total_replies = total_replies - (NOT OLD.is_hidden)::int + (NOT NEW.is_hidden)::int,
        top_replies = top_replies - (OLD.primary_reply_id IS NULL AND NOT OLD.is_hidden)::int + (NEW.primary_reply_id IS NULL AND NOT NEW.is_hidden)::int,
        hidden_top_replies = hidden_top_replies - (OLD.primary_reply_id IS NULL AND OLD.is_hidden)::int + (NEW.primary_reply_id IS NULL AND NEW.is_hidden)::int
      WHERE id = NEW.thread_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE community_threads SET
      total_replies = total_replies - (NOT OLD.is_hidden)::int,
      top_replies = top_replies - (OLD.primary_reply_id IS NULL AND NOT OLD.is_hidden)::int,
      hidden_top_replies = hidden_top_replies - (OLD.primary_reply_id IS NULL AND OLD.is_hidden)::int
    WHERE id = OLD.thread_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE community_threads SET
      total_replies = total_replies + (NOT NEW.is_hidden)::int,
      top_replies = top_replies + (NEW.primary_reply_id IS NULL AND NOT NEW.is_hidden)::int,
      hidden_top_replies = hidden_top_replies + (NEW.primary_reply_id IS NULL AND NEW.is_hidden)::int,
      activity_at = CASE WHEN TG_OP = 'INSERT' AND NOT NEW.is_hidden THEN greatest(activity_at, NEW.created_at) ELSE activity_at END
    WHERE id = NEW.thread_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "community_replies_count_top" ON "community_replies";--> statement-breakpoint
DROP FUNCTION "community_replies_count_top"();--> statement-breakpoint
CREATE TRIGGER "community_replies_counts" AFTER INSERT OR DELETE OR UPDATE OF is_hidden, primary_reply_id, thread_id ON "community_replies"
  FOR EACH ROW EXECUTE FUNCTION "community_replies_counts"();--> statement-breakpoint
UPDATE community_threads th SET
  total_replies = (SELECT count(*) FROM community_replies r WHERE r.thread_id = th.id AND NOT r.is_hidden);
