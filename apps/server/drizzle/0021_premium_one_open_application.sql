-- One open application per person. Earlier duplicates (open beside another open one of the same
-- account, or of the same guest address) are closed first: the placed one stays, else the oldest.
UPDATE "premium_applications" SET "status" = 'rejected', "reason_to_reject" = 'A second application of the same person; the first one stays.', "updated_at" = now()
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY coalesce("user_id"::text, 'guest:' || lower("guest_email"))
      ORDER BY ("member_id" IS NOT NULL) DESC, "created_at", "id") AS n
    FROM "premium_applications"
    WHERE "status" NOT IN ('rejected', 'on-boarding-complete')
  ) d WHERE d.n > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "premium_applications_open_user_unique" ON "premium_applications" USING btree ("user_id") WHERE "premium_applications"."user_id" is not null and "premium_applications"."status" not in ('rejected', 'on-boarding-complete');--> statement-breakpoint
CREATE UNIQUE INDEX "premium_applications_open_guest_unique" ON "premium_applications" USING btree (lower("guest_email")) WHERE "premium_applications"."user_id" is null and "premium_applications"."status" not in ('rejected', 'on-boarding-complete');