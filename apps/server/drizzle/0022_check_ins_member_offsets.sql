CREATE TABLE "member_offsets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"offset" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_offsets" ADD CONSTRAINT "member_offsets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each member's last offset so far: that of their newest check-in or crash report.
INSERT INTO "member_offsets" ("user_id", "offset", "updated_at")
SELECT DISTINCT ON ("user_id") "user_id", "offset", "at" FROM (
  SELECT "user_id", "offset", "checkin_on" AS "at" FROM "checkins"
  UNION ALL
  SELECT "user_id", "offset", "reported_on" AS "at" FROM "trigger_answers"
) r ORDER BY "user_id", "at" DESC;
