CREATE TABLE "dev_coach_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_due" integer NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_payment_attempt" timestamp with time zone,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_coach_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"default_payment_method" text,
	"clock_offset_ms" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habit_submissions" ADD COLUMN "offset" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_setup_intents" ADD COLUMN "card_exp_month" smallint;--> statement-breakpoint
ALTER TABLE "dev_setup_intents" ADD COLUMN "card_exp_year" smallint;--> statement-breakpoint
ALTER TABLE "dev_coach_invoices" ADD CONSTRAINT "dev_coach_invoices_subscription_id_dev_coach_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."dev_coach_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_coach_invoices_subscription_idx" ON "dev_coach_invoices" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_coach_subscriptions_live_unique" ON "dev_coach_subscriptions" USING btree ("coach_id") WHERE "dev_coach_subscriptions"."status" not in ('canceled', 'incomplete_expired');