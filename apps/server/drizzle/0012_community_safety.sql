CREATE TABLE "community_member_status" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "community_member_status_check" CHECK ("community_member_status"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "community_mutes" (
	"muter_id" integer NOT NULL,
	"muted_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_mutes_muter_id_muted_id_pk" PRIMARY KEY("muter_id","muted_id"),
	CONSTRAINT "community_mutes_not_self_check" CHECK ("community_mutes"."muter_id" <> "community_mutes"."muted_id")
);
--> statement-breakpoint
CREATE TABLE "community_user_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_user_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"flagged_by" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	CONSTRAINT "community_user_flags_not_self_check" CHECK ("community_user_flags"."user_id" <> "community_user_flags"."flagged_by")
);
--> statement-breakpoint
ALTER TABLE "community_agreements" ADD COLUMN "hide_warned_threads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_flags" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_flags" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "community_flags" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "is_struggling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "is_struggling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "content_warning" text;--> statement-breakpoint
ALTER TABLE "community_member_status" ADD CONSTRAINT "community_member_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_member_status" ADD CONSTRAINT "community_member_status_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mutes" ADD CONSTRAINT "community_mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mutes" ADD CONSTRAINT "community_mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_flags" ADD CONSTRAINT "community_user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_flags" ADD CONSTRAINT "community_user_flags_flagged_by_users_id_fk" FOREIGN KEY ("flagged_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_flags" ADD CONSTRAINT "community_user_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_member_status_status_idx" ON "community_member_status" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_user_flags_open_unique" ON "community_user_flags" USING btree ("user_id","flagged_by") WHERE "community_user_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_user_flags_by_idx" ON "community_user_flags" USING btree ("flagged_by");--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_flags_open_idx" ON "community_flags" USING btree ("reply_id") WHERE "community_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_replies_search_idx" ON "community_replies" USING gin (to_tsvector('english', "reply_text"));--> statement-breakpoint
CREATE INDEX "community_threads_user_idx" ON "community_threads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_threads_search_idx" ON "community_threads" USING gin (to_tsvector('english', "title" || ' ' || "content"));