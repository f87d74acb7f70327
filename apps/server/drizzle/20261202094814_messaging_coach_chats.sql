ALTER TABLE "conversations" DROP CONSTRAINT "conversations_kind_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "coach_user_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_coach_link_check" CHECK (("conversations"."kind" = 'coach') = ("conversations"."coach_user_id" is not null));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('partner', 'group', 'group-member', 'community', 'coach'));