CREATE TABLE "community_agreements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"age" integer NOT NULL,
	"is_married" boolean NOT NULL,
	"needs_accountability" boolean NOT NULL,
	"is_anonymous" boolean NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"required_role" text
);
--> statement-breakpoint
CREATE TABLE "community_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reply_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_reactions" (
	"reply_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"reaction_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reactions_reply_id_user_id_pk" PRIMARY KEY("reply_id","user_id"),
	CONSTRAINT "community_reactions_type_check" CHECK ("community_reactions"."reaction_type" in ('Liked', 'Loved'))
);
--> statement-breakpoint
CREATE TABLE "community_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"primary_reply_id" integer,
	"replied_to_id" integer,
	"reply_text" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_thread_views" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "community_thread_views_thread_id_user_id_day_pk" PRIMARY KEY("thread_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "community_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"short_description" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"total_replies" integer DEFAULT 0 NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_watches" (
	"user_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_watches_user_id_entity_type_entity_id_pk" PRIMARY KEY("user_id","entity_type","entity_id"),
	CONSTRAINT "community_watches_type_check" CHECK ("community_watches"."entity_type" in ('thread', 'topic'))
);
--> statement-breakpoint
ALTER TABLE "community_agreements" ADD CONSTRAINT "community_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."community_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_flags" ADD CONSTRAINT "community_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."community_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_thread_id_community_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."community_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_thread_id_community_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."community_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_primary_reply_id_community_replies_id_fk" FOREIGN KEY ("primary_reply_id") REFERENCES "public"."community_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_replied_to_id_community_replies_id_fk" FOREIGN KEY ("replied_to_id") REFERENCES "public"."community_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_thread_views" ADD CONSTRAINT "community_thread_views_thread_id_community_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."community_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_thread_views" ADD CONSTRAINT "community_thread_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_threads" ADD CONSTRAINT "community_threads_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_threads" ADD CONSTRAINT "community_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_topics" ADD CONSTRAINT "community_topics_category_key_community_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."community_categories"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_watches" ADD CONSTRAINT "community_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_flags_reply_user_unique" ON "community_flags" USING btree ("reply_id","user_id");--> statement-breakpoint
CREATE INDEX "community_flags_user_idx" ON "community_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_reactions_thread_user_idx" ON "community_reactions" USING btree ("thread_id","user_id");--> statement-breakpoint
CREATE INDEX "community_replies_thread_idx" ON "community_replies" USING btree ("thread_id","id") WHERE "community_replies"."primary_reply_id" is null;--> statement-breakpoint
CREATE INDEX "community_replies_primary_idx" ON "community_replies" USING btree ("primary_reply_id","id");--> statement-breakpoint
CREATE INDEX "community_replies_user_idx" ON "community_replies" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_replies_thread_user_idx" ON "community_replies" USING btree ("thread_id","user_id");--> statement-breakpoint
CREATE INDEX "community_threads_topic_idx" ON "community_threads" USING btree ("topic_id","is_pinned" DESC NULLS LAST,"activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_topics_category_idx" ON "community_topics" USING btree ("category_key","position");--> statement-breakpoint
CREATE INDEX "community_watches_entity_idx" ON "community_watches" USING btree ("entity_type","entity_id");--> statement-breakpoint
-- The six categories of spec 3 section 2 (packages/shared community.constants: COMMUNITY_CATEGORIES).
INSERT INTO "community_categories" ("key", "name", "position", "required_role") VALUES
  ('general', 'General Topics', 1, NULL),
  ('outgrow', 'Outgrow Porn', 2, NULL),
  ('share', 'Share your Story', 3, NULL),
  ('program', 'Using the Holdfast Program', 4, NULL),
  ('marriage', 'Marriage and Parenting', 5, NULL),
  ('certified', 'Certified Leader''s', 6, 'certified_leader');
