-- Copy each check-in's owner and day onto its children so analytics read one indexed range.
-- Added nullable, filled from the parent, then made NOT NULL, so existing data migrates.
ALTER TABLE "checkin_emotions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "checkin_emotions" ADD COLUMN "checkin_date" date;--> statement-breakpoint
ALTER TABLE "checkin_faster_answers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "checkin_faster_answers" ADD COLUMN "checkin_date" date;--> statement-breakpoint
UPDATE "checkin_emotions" ce SET "user_id" = c."user_id", "checkin_date" = c."checkin_date" FROM "checkins" c WHERE c."id" = ce."checkin_id";--> statement-breakpoint
UPDATE "checkin_faster_answers" fa SET "user_id" = c."user_id", "checkin_date" = c."checkin_date" FROM "checkins" c WHERE c."id" = fa."checkin_id";--> statement-breakpoint
ALTER TABLE "checkin_emotions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_emotions" ALTER COLUMN "checkin_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_faster_answers" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_faster_answers" ALTER COLUMN "checkin_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "checkin_emotions_user_day_idx" ON "checkin_emotions" USING btree ("user_id","checkin_date");--> statement-breakpoint
CREATE INDEX "checkin_faster_answers_user_day_idx" ON "checkin_faster_answers" USING btree ("user_id","checkin_date");
