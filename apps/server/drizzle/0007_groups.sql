CREATE TABLE "group_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer,
	"invite_email" text,
	"role_type" text NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"is_sharing_data" boolean DEFAULT false NOT NULL,
	"premium_group_status" text,
	"premium_group_application_id" integer,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role_type" in ('owner', 'group-leader', 'member')),
	CONSTRAINT "group_members_status_check" CHECK ("group_members"."request_status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "group_members_person_check" CHECK ("group_members"."user_id" is not null or "group_members"."invite_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "group_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"author_id" integer,
	"admin_id" integer,
	"title" text NOT NULL,
	"note_type" text NOT NULL,
	"content" text,
	"meeting_date" timestamp with time zone,
	"previous_state" text,
	"new_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_notes_type_check" CHECK ("group_notes"."note_type" in ('note', 'meeting_notes', 'meeting_scheduled', 'status_changed', 'member_status_changed'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"group_type" text DEFAULT 'standard' NOT NULL,
	"owner_id" integer NOT NULL,
	"total_seats" integer,
	"premium_group_settings" jsonb,
	"premium_group_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_type_check" CHECK ("groups"."group_type" in ('standard', 'premium_groups')),
	CONSTRAINT "groups_premium_check" CHECK (("groups"."group_type" = 'premium_groups') = ("groups"."premium_group_settings" is not null))
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notes" ADD CONSTRAINT "group_notes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notes" ADD CONSTRAINT "group_notes_member_id_group_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."group_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notes" ADD CONSTRAINT "group_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notes" ADD CONSTRAINT "group_notes_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_unique" ON "group_members" USING btree ("group_id","user_id") WHERE "group_members"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_email_unique" ON "group_members" USING btree ("group_id",lower("invite_email")) WHERE "group_members"."user_id" is null;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","request_status","role_type");--> statement-breakpoint
CREATE INDEX "group_members_group_idx" ON "group_members" USING btree ("group_id","request_status","is_sharing_data");--> statement-breakpoint
CREATE INDEX "group_notes_member_created_idx" ON "group_notes" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "groups_owner_idx" ON "groups" USING btree ("owner_id");