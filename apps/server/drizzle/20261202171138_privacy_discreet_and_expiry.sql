CREATE TABLE "check_in_expiry" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"after_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_expiry_days_check" CHECK ("check_in_expiry"."after_days" in (30, 90, 365))
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"discreet_mode" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_expiry" ADD CONSTRAINT "check_in_expiry_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;