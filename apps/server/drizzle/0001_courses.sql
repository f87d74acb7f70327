CREATE TABLE "course_payment_info" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_payment_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"stripe_payment_type" text NOT NULL,
	"apple_pay_product_id" text,
	"google_play_product_id" text,
	CONSTRAINT "course_payment_info_amount_positive" CHECK ("course_payment_info"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "course_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"payment_info_id" integer NOT NULL,
	"payment_medium_type" text NOT NULL,
	"transaction_id" text NOT NULL,
	"coupon_code" text,
	"amount" integer NOT NULL,
	"payment_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"course_type" text NOT NULL,
	"paid_type" text NOT NULL,
	"summary" text,
	"completion_content" text,
	"expectation_content" text,
	"format_type" text,
	"duration" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "item_panels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_panels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"lesson_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"panel_type" text NOT NULL,
	"information_content" text,
	"form" jsonb,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "item_panels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lesson_item_progress" (
	"user_course_id" integer NOT NULL,
	"lesson_item_id" integer NOT NULL,
	"progress_status" text NOT NULL,
	"completed_on" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_item_progress_user_course_id_lesson_item_id_pk" PRIMARY KEY("user_course_id","lesson_item_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"lesson_id" integer NOT NULL,
	"parent_item_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"week_number" integer,
	"item_type" text NOT NULL,
	"file_key" text,
	"video_before_text" text,
	"video_after_text" text,
	"reflection_question" text,
	"challenge_description" text,
	"resource_url" text,
	CONSTRAINT "lesson_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	CONSTRAINT "lessons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "panel_answers" (
	"user_course_id" integer NOT NULL,
	"panel_id" integer NOT NULL,
	"lesson_item_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panel_answers_user_course_id_panel_id_pk" PRIMARY KEY("user_course_id","panel_id")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scholarships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"school_enrolled" text NOT NULL,
	"school_email" text NOT NULL,
	"scholarship_reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"assigned_on" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_on" timestamp with time zone,
	"progress_status" text DEFAULT 'not-started' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"lesson_item_id" integer NOT NULL,
	"event" text NOT NULL,
	"lesson_title" text,
	"item_title" text,
	"current_time" real NOT NULL,
	"target_time" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"amount" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_payment_info" ADD CONSTRAINT "course_payment_info_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_payments" ADD CONSTRAINT "course_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_payments" ADD CONSTRAINT "course_payments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_payments" ADD CONSTRAINT "course_payments_payment_info_id_course_payment_info_id_fk" FOREIGN KEY ("payment_info_id") REFERENCES "public"."course_payment_info"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_panels" ADD CONSTRAINT "item_panels_lesson_item_id_lesson_items_id_fk" FOREIGN KEY ("lesson_item_id") REFERENCES "public"."lesson_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_progress" ADD CONSTRAINT "lesson_item_progress_user_course_id_user_courses_id_fk" FOREIGN KEY ("user_course_id") REFERENCES "public"."user_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_progress" ADD CONSTRAINT "lesson_item_progress_lesson_item_id_lesson_items_id_fk" FOREIGN KEY ("lesson_item_id") REFERENCES "public"."lesson_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_answers" ADD CONSTRAINT "panel_answers_user_course_id_user_courses_id_fk" FOREIGN KEY ("user_course_id") REFERENCES "public"."user_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_answers" ADD CONSTRAINT "panel_answers_panel_id_item_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."item_panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_answers" ADD CONSTRAINT "panel_answers_lesson_item_id_lesson_items_id_fk" FOREIGN KEY ("lesson_item_id") REFERENCES "public"."lesson_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarships" ADD CONSTRAINT "scholarships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarships" ADD CONSTRAINT "scholarships_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarships" ADD CONSTRAINT "scholarships_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_lesson_item_id_lesson_items_id_fk" FOREIGN KEY ("lesson_item_id") REFERENCES "public"."lesson_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_payment_info_course_type_unique" ON "course_payment_info" USING btree ("course_id","stripe_payment_type");--> statement-breakpoint
CREATE UNIQUE INDEX "course_payments_transaction_unique" ON "course_payments" USING btree ("payment_medium_type","transaction_id");--> statement-breakpoint
CREATE INDEX "course_payments_user_course_idx" ON "course_payments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "item_panels_item_idx" ON "item_panels" USING btree ("lesson_item_id");--> statement-breakpoint
CREATE INDEX "lesson_items_lesson_idx" ON "lesson_items" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarships_pending_unique" ON "scholarships" USING btree ("user_id","course_id") WHERE "scholarships"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "user_courses_user_course_unique" ON "user_courses" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "video_events_item_idx" ON "video_events" USING btree ("lesson_item_id","created_at");