-- Anonymous posts stay unlinkable (issue 35): each post gets its own random author handle (what a
-- reader acts on the author by, resolved by the server) and keeps whether it was written anonymously;
-- a request (or block) made through an anonymous post's handle hides its recipient from the requester until accepted.
-- Posts of members anonymous today were written anonymously as far as anyone can tell: they stay so.
ALTER TABLE "accountability_partners" ADD COLUMN "recipient_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "is_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "author_handle" text DEFAULT ('r' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "is_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "author_handle" text DEFAULT ('t' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD COLUMN "via_handle" text;--> statement-breakpoint
ALTER TABLE "messaging_requests" ADD COLUMN "to_user_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "community_replies_author_handle_unique" ON "community_replies" USING btree ("author_handle");--> statement-breakpoint
CREATE UNIQUE INDEX "community_threads_author_handle_unique" ON "community_threads" USING btree ("author_handle");--> statement-breakpoint
UPDATE "community_threads" SET "is_anonymous" = true WHERE "user_id" IN (SELECT "user_id" FROM "community_agreements" WHERE "is_anonymous");--> statement-breakpoint
UPDATE "community_replies" SET "is_anonymous" = true WHERE "user_id" IN (SELECT "user_id" FROM "community_agreements" WHERE "is_anonymous");
