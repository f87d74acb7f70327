CREATE TABLE "premium_application_otps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_application_otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"guest_email" text,
	"verified_at" timestamp with time zone,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"is_married" boolean NOT NULL,
	"in_ministry" boolean NOT NULL,
	"is_in_ministry_leader_group" boolean,
	"timezone" text NOT NULL,
	"hope_to_gain" text NOT NULL,
	"will_add_to_group" text NOT NULL,
	"relationship_with_god" text NOT NULL,
	"reason_not_attend_weekly" text NOT NULL,
	"meeting_time" jsonb NOT NULL,
	"other_day" text,
	"confidentiality_agreement" boolean NOT NULL,
	"daily_practice_commitment" boolean NOT NULL,
	"able_to_use_zoom" boolean NOT NULL,
	"questions_regarding_payment" text,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"age" integer,
	"group_id" integer,
	"member_id" integer,
	"placed_by" integer,
	"placed_at" timestamp with time zone,
	"reason_to_reject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_applications_person_check" CHECK ("premium_applications"."user_id" is not null or "premium_applications"."guest_email" is not null),
	CONSTRAINT "premium_applications_status_check" CHECK ("premium_applications"."status" in ('otp-pending', 'group-selection-pending', 'leader-review-pending', 'pending-pre-payment', 'on-boarding-complete', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "premium_leave_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_leave_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"payments_made" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"charge_id" text,
	"waived_by" integer,
	"waived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_leave_charges_status_check" CHECK ("premium_leave_charges"."status" in ('charged', 'failed', 'waived')),
	CONSTRAINT "premium_leave_charges_reason_check" CHECK ("premium_leave_charges"."reason" in ('left', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "premium_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "premium_payments_kind_check" CHECK ("premium_payments"."kind" in ('pre-payment', 'subscription')),
	CONSTRAINT "premium_payments_status_check" CHECK ("premium_payments"."status" in ('pending', 'completed', 'refunded', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "premium_application_otps" ADD CONSTRAINT "premium_application_otps_application_id_premium_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."premium_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_applications" ADD CONSTRAINT "premium_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_applications" ADD CONSTRAINT "premium_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_applications" ADD CONSTRAINT "premium_applications_member_id_group_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."group_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_applications" ADD CONSTRAINT "premium_applications_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_leave_charges" ADD CONSTRAINT "premium_leave_charges_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_leave_charges" ADD CONSTRAINT "premium_leave_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_leave_charges" ADD CONSTRAINT "premium_leave_charges_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_payments" ADD CONSTRAINT "premium_payments_member_id_group_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."group_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_payments" ADD CONSTRAINT "premium_payments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_payments" ADD CONSTRAINT "premium_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "premium_application_otps_application_idx" ON "premium_application_otps" USING btree ("application_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "premium_applications_status_idx" ON "premium_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "premium_applications_user_idx" ON "premium_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "premium_applications_member_idx" ON "premium_applications" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "premium_leave_charges_created_idx" ON "premium_leave_charges" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "premium_payments_transaction_unique" ON "premium_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_payments_member_kind_completed_unique" ON "premium_payments" USING btree ("member_id","kind") WHERE "premium_payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "premium_payments_user_idx" ON "premium_payments" USING btree ("user_id","group_id");