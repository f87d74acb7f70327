ALTER TABLE "checkins" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_user_client_key_unique" ON "checkins" USING btree ("user_id","client_key");