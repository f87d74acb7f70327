CREATE TABLE "checkin_emotions" (
	"checkin_id" integer NOT NULL,
	"emotion_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "checkin_emotions_checkin_id_emotion_id_pk" PRIMARY KEY("checkin_id","emotion_id")
);
--> statement-breakpoint
CREATE TABLE "checkin_faster_answers" (
	"checkin_id" integer NOT NULL,
	"fast_emotion_id" integer NOT NULL,
	"priority" smallint NOT NULL,
	CONSTRAINT "checkin_faster_answers_checkin_id_fast_emotion_id_pk" PRIMARY KEY("checkin_id","fast_emotion_id"),
	CONSTRAINT "faster_priority_check" CHECK ("checkin_faster_answers"."priority" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"checkin_on" timestamp with time zone NOT NULL,
	"checkin_date" date NOT NULL,
	"offset" integer NOT NULL,
	"feeling_zone" text NOT NULL,
	"feeling_notes" text NOT NULL,
	"questions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_zone_check" CHECK ("checkins"."feeling_zone" in ('recovery', 'danger', 'relapse'))
);
--> statement-breakpoint
CREATE TABLE "emotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"mood" numeric DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faster_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"color_code" text NOT NULL,
	"order_number" integer NOT NULL,
	"score" numeric NOT NULL,
	CONSTRAINT "faster_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faster_emotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purity_streak_overrides" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"override_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_triggers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"action_name" text NOT NULL,
	"icon" text NOT NULL,
	"icon_type" text DEFAULT 'ionic' NOT NULL,
	"color" text NOT NULL,
	"form_id" integer NOT NULL,
	"is_multi_menu" boolean DEFAULT false NOT NULL,
	"multi_menus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_details_in_messaging" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "system_triggers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "trigger_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trigger_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"system_trigger_id" integer NOT NULL,
	"reported_on" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_date" date NOT NULL,
	"offset" integer NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkin_emotions" ADD CONSTRAINT "checkin_emotions_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_emotions" ADD CONSTRAINT "checkin_emotions_emotion_id_emotions_id_fk" FOREIGN KEY ("emotion_id") REFERENCES "public"."emotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_faster_answers" ADD CONSTRAINT "checkin_faster_answers_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_faster_answers" ADD CONSTRAINT "checkin_faster_answers_fast_emotion_id_faster_emotions_id_fk" FOREIGN KEY ("fast_emotion_id") REFERENCES "public"."faster_emotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faster_emotions" ADD CONSTRAINT "faster_emotions_category_id_faster_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faster_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purity_streak_overrides" ADD CONSTRAINT "purity_streak_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_triggers" ADD CONSTRAINT "system_triggers_form_id_dynamic_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."dynamic_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_answers" ADD CONSTRAINT "trigger_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_answers" ADD CONSTRAINT "trigger_answers_system_trigger_id_system_triggers_id_fk" FOREIGN KEY ("system_trigger_id") REFERENCES "public"."system_triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_submissions" ADD CONSTRAINT "weekly_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_user_day_unique" ON "checkins" USING btree ("user_id","checkin_date");--> statement-breakpoint
CREATE INDEX "checkins_user_relapse_idx" ON "checkins" USING btree ("user_id","checkin_date") WHERE "checkins"."feeling_zone" = 'relapse';--> statement-breakpoint
CREATE INDEX "trigger_answers_user_date_idx" ON "trigger_answers" USING btree ("user_id","reported_date");--> statement-breakpoint
CREATE INDEX "weekly_submissions_user_kind_idx" ON "weekly_submissions" USING btree ("user_id","kind","submitted_on" DESC NULLS LAST);