-- Forum search: each post's words stored (generated), so ranking every match reads them instead of parsing each post again.
DROP INDEX "community_replies_search_idx";--> statement-breakpoint
DROP INDEX "community_threads_search_idx";--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', reply_text)) STORED;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || content)) STORED;--> statement-breakpoint
CREATE INDEX "community_replies_search_idx" ON "community_replies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_threads_search_idx" ON "community_threads" USING gin ("search_vector");