ALTER TABLE "course_setup_intents" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_about_user_idx" ON "notifications" USING btree ("about_user_id");