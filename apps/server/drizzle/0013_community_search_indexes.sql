-- Trigram indexes need pg_trgm: shipped with PostgreSQL, loaded by PGlite (platform/db/client).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "community_agreements_name_trgm_idx" ON "community_agreements" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_agreements_accepted_idx" ON "community_agreements" USING btree ("accepted_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "community_agreements" DROP COLUMN "hide_warned_threads";