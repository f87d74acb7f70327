CREATE TABLE "course_setup_intents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_setup_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"payment_info_id" integer NOT NULL,
	"payment_medium_type" text NOT NULL,
	"intent_id" text NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_setup_intents" ADD CONSTRAINT "course_setup_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_setup_intents" ADD CONSTRAINT "course_setup_intents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_setup_intents" ADD CONSTRAINT "course_setup_intents_payment_info_id_course_payment_info_id_fk" FOREIGN KEY ("payment_info_id") REFERENCES "public"."course_payment_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_setup_intents_intent_unique" ON "course_setup_intents" USING btree ("payment_medium_type","intent_id");--> statement-breakpoint
CREATE INDEX "course_setup_intents_user_course_idx" ON "course_setup_intents" USING btree ("user_id","course_id");