ALTER TABLE "emotions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_questions" ADD COLUMN "retired_at" timestamp with time zone;