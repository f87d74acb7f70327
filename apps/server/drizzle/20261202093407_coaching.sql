CREATE TABLE "coach_billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_user_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"title" text NOT NULL,
	"resource_type" text NOT NULL,
	"external_link" text,
	"file_key" text,
	"mime_type" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_resources_type_check" CHECK ("coach_resources"."resource_type" in ('image', 'pdf', 'document', 'external-link')),
	CONSTRAINT "coach_resources_target_check" CHECK (("coach_resources"."resource_type" = 'external-link') = ("coach_resources"."external_link" is not null and "coach_resources"."file_key" is null))
);
--> statement-breakpoint
CREATE TABLE "coach_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"check_ins" boolean DEFAULT true NOT NULL,
	"crash_reports" boolean DEFAULT true NOT NULL,
	"faster" boolean DEFAULT true NOT NULL,
	"streaks" boolean DEFAULT true NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_users_status_check" CHECK ("coach_users"."request_status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"invited_by" integer,
	"meeting_url" text,
	"is_billing_setup_complete" boolean DEFAULT false NOT NULL,
	"subscription_status" text,
	"customer_id" text,
	"subscription_id" text,
	"setup_intent_id" text,
	"first_client_invited_at" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"billed_quantity" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_status_check" CHECK ("coaches"."request_status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "habit_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "habit_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "habit_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "habit_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"submitted_on" date NOT NULL,
	"value" integer NOT NULL,
	"total" integer NOT NULL,
	"total_questions" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_coach_user_id_coach_users_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."coach_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_resources" ADD CONSTRAINT "coach_resources_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_users" ADD CONSTRAINT "coach_users_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_users" ADD CONSTRAINT "coach_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_answers" ADD CONSTRAINT "habit_answers_submission_id_habit_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."habit_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_submissions" ADD CONSTRAINT "habit_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_notes_client_idx" ON "coach_notes" USING btree ("coach_user_id","id");--> statement-breakpoint
CREATE INDEX "coach_resources_coach_idx" ON "coach_resources" USING btree ("coach_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_users_email_unique" ON "coach_users" USING btree ("coach_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "coach_users_user_unique" ON "coach_users" USING btree ("coach_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_users_one_accepted_coach" ON "coach_users" USING btree ("user_id") WHERE "coach_users"."request_status" = 'accepted';--> statement-breakpoint
CREATE INDEX "coach_users_coach_idx" ON "coach_users" USING btree ("coach_id","request_status");--> statement-breakpoint
CREATE INDEX "coach_users_user_idx" ON "coach_users" USING btree ("user_id","request_status");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_email_unique" ON "coaches" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_user_unique" ON "coaches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_subscription_unique" ON "coaches" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_answers_question_unique" ON "habit_answers" USING btree ("submission_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_submissions_day_unique" ON "habit_submissions" USING btree ("user_id","submitted_on");