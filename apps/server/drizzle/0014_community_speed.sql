-- Issue 15's bench: the directory's name search without a GIN pending list, and a thread's reply list
-- (its count, and the rows a page's OFFSET skips) read from the index alone.
DROP INDEX "community_agreements_name_trgm_idx";--> statement-breakpoint
DROP INDEX "community_replies_thread_idx";--> statement-breakpoint
CREATE INDEX "community_agreements_name_trgm_idx" ON "community_agreements" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "community_replies_thread_idx" ON "community_replies" USING btree ("thread_id","id","user_id","is_hidden") WHERE "community_replies"."primary_reply_id" is null;