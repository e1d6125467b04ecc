CREATE TABLE "forum_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" varchar(255),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"post_policy" varchar(12) DEFAULT 'visitors' NOT NULL,
	"thread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"board_id" integer NOT NULL,
	"opening" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"held_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_visitor_id" integer,
	"author_user_id" integer,
	"report_count" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"author_visitor_id" integer,
	"author_user_id" integer,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_post_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_visitor_id_visitors_id_fk" FOREIGN KEY ("author_visitor_id") REFERENCES "public"."visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_board_id_forum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."forum_boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_visitor_id_visitors_id_fk" FOREIGN KEY ("author_visitor_id") REFERENCES "public"."visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_boards_name_idx" ON "forum_boards" USING btree ("name");--> statement-breakpoint
CREATE INDEX "forum_posts_thread_idx" ON "forum_posts" USING btree ("thread_id","status","id");--> statement-breakpoint
CREATE INDEX "forum_posts_created_idx" ON "forum_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_board_idx" ON "forum_posts" USING btree ("board_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_status_idx" ON "forum_posts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_opening_idx" ON "forum_posts" USING btree ("created_at","id") WHERE opening;--> statement-breakpoint
CREATE INDEX "forum_posts_reported_idx" ON "forum_posts" USING btree ("report_count","id") WHERE report_count > 0;--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_visitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_post_visitor_idx" ON "forum_reports" USING btree ("post_id","visitor_id");--> statement-breakpoint
CREATE INDEX "forum_reports_post_idx" ON "forum_reports" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_sensitive_words_word_idx" ON "forum_sensitive_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "forum_threads_board_idx" ON "forum_threads" USING btree ("board_id","status","pinned","last_post_at","id");--> statement-breakpoint
CREATE INDEX "forum_threads_front_idx" ON "forum_threads" USING btree ("status","pinned","last_post_at","id");