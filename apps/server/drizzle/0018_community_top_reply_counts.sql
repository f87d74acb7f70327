ALTER TABLE "community_threads" ADD COLUMN "top_replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "hidden_top_replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each thread's top-level replies, visible and hidden, kept by every write that adds, removes, hides
-- or shows one: the app's own paths, moderation, and deletes that cascade (a thread, an erased account).
CREATE FUNCTION "community_replies_count_top"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.primary_reply_id IS NULL THEN
    UPDATE community_threads
    SET top_replies = top_replies - (NOT OLD.is_hidden)::int, hidden_top_replies = hidden_top_replies - OLD.is_hidden::int
    WHERE id = OLD.thread_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.primary_reply_id IS NULL THEN
    UPDATE community_threads
    SET top_replies = top_replies + (NOT NEW.is_hidden)::int, hidden_top_replies = hidden_top_replies + NEW.is_hidden::int
    WHERE id = NEW.thread_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "community_replies_count_top" AFTER INSERT OR DELETE OR UPDATE OF is_hidden, primary_reply_id, thread_id ON "community_replies"
  FOR EACH ROW EXECUTE FUNCTION "community_replies_count_top"();--> statement-breakpoint
UPDATE community_threads th SET
  top_replies = (SELECT count(*) FROM community_replies r WHERE r.thread_id = th.id AND r.primary_reply_id IS NULL AND NOT r.is_hidden),
  hidden_top_replies = (SELECT count(*) FROM community_replies r WHERE r.thread_id = th.id AND r.primary_reply_id IS NULL AND r.is_hidden);
