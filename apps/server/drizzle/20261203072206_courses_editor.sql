CREATE TABLE "course_seed_removals" (
	"slug" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_panels" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "edited_at" timestamp with time zone;