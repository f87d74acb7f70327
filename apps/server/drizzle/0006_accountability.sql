CREATE TABLE "accountability_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accountability_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requester_id" integer NOT NULL,
	"recipient_id" integer,
	"recipient_email" text,
	"action_type" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"source" text DEFAULT 'direct' NOT NULL,
	"invitation_reference" text DEFAULT 'direct' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "accountability_status_check" CHECK ("accountability_partners"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "accountability_type_check" CHECK ("accountability_partners"."request_type" in ('mutual', 'standard')),
	CONSTRAINT "accountability_recipient_check" CHECK ("accountability_partners"."recipient_id" is not null or "accountability_partners"."recipient_email" is not null),
	CONSTRAINT "accountability_not_self_check" CHECK ("accountability_partners"."recipient_id" is null or "accountability_partners"."recipient_id" <> "accountability_partners"."requester_id")
);
--> statement-breakpoint
CREATE TABLE "accountability_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"digest_enabled" boolean DEFAULT true NOT NULL,
	"last_digest_week" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountability_sharing" (
	"relationship_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"check_ins" boolean DEFAULT true NOT NULL,
	"crash_reports" boolean DEFAULT true NOT NULL,
	"faster" boolean DEFAULT true NOT NULL,
	"streaks" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accountability_sharing_relationship_id_owner_id_pk" PRIMARY KEY("relationship_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "sos_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sos_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"message" text,
	"phone" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"escalated_at" timestamp with time zone,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"escalation_job_id" text,
	CONSTRAINT "sos_alerts_status_check" CHECK ("sos_alerts"."status" in ('open', 'acknowledged', 'closed')),
	CONSTRAINT "sos_alerts_level_check" CHECK ("sos_alerts"."level" in ('pray', 'text', 'call'))
);
--> statement-breakpoint
CREATE TABLE "sos_recipients" (
	"sos_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mailed_round" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sos_recipients_sos_id_user_id_pk" PRIMARY KEY("sos_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"viewer_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer,
	"range_start" date,
	"range_end" date,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"context_type" text NOT NULL,
	"context_id" integer,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accountability_partners" ADD CONSTRAINT "accountability_partners_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_partners" ADD CONSTRAINT "accountability_partners_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_preferences" ADD CONSTRAINT "accountability_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_sharing" ADD CONSTRAINT "accountability_sharing_relationship_id_accountability_partners_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."accountability_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_sharing" ADD CONSTRAINT "accountability_sharing_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_recipients" ADD CONSTRAINT "sos_recipients_sos_id_sos_alerts_id_fk" FOREIGN KEY ("sos_id") REFERENCES "public"."sos_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_recipients" ADD CONSTRAINT "sos_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accountability_pending_pair_unique" ON "accountability_partners" USING btree (least("requester_id", "recipient_id"),greatest("requester_id", "recipient_id")) WHERE "accountability_partners"."status" = 'pending' and "accountability_partners"."recipient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accountability_accepted_pair_unique" ON "accountability_partners" USING btree (least("requester_id", "recipient_id"),greatest("requester_id", "recipient_id")) WHERE "accountability_partners"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "accountability_pending_email_unique" ON "accountability_partners" USING btree ("requester_id",lower("recipient_email")) WHERE "accountability_partners"."status" = 'pending' and "accountability_partners"."recipient_id" is null;--> statement-breakpoint
CREATE INDEX "accountability_recipient_idx" ON "accountability_partners" USING btree ("recipient_id","status");--> statement-breakpoint
CREATE INDEX "accountability_requester_idx" ON "accountability_partners" USING btree ("requester_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sos_alerts_one_open_unique" ON "sos_alerts" USING btree ("user_id") WHERE "sos_alerts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sos_alerts_user_created_idx" ON "sos_alerts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sos_recipients_user_idx" ON "sos_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_log_owner_created_idx" ON "access_log" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_context_idx" ON "invitations" USING btree ("context_type","context_id");--> statement-breakpoint
-- Written by hand (platform tables do not import module tables, so drizzle-kit cannot see these keys).
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
