CREATE TABLE "erasure_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"reply_id" integer,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_flags" DROP CONSTRAINT "community_flags_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "community_reactions" DROP CONSTRAINT "community_reactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "community_replies" DROP CONSTRAINT "community_replies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "community_user_flags" DROP CONSTRAINT "community_user_flags_flagged_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "course_payments" DROP CONSTRAINT "course_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_user_a_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_user_b_users_id_fk";
--> statement-breakpoint
ALTER TABLE "premium_leave_charges" DROP CONSTRAINT "premium_leave_charges_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "premium_payments" DROP CONSTRAINT "premium_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "community_reactions" DROP CONSTRAINT "community_reactions_reply_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "community_flags" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "community_reactions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "community_replies" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "community_user_flags" ALTER COLUMN "flagged_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_leave_charges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "erasure_evidence_expires_idx" ON "erasure_evidence" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "erasure_ledger_user_idx" ON "erasure_ledger" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_flags" ADD CONSTRAINT "community_user_flags_flagged_by_users_id_fk" FOREIGN KEY ("flagged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_payments" ADD CONSTRAINT "course_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_leave_charges" ADD CONSTRAINT "premium_leave_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_payments" ADD CONSTRAINT "premium_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_reactions_reply_user_unique" ON "community_reactions" USING btree ("reply_id","user_id");