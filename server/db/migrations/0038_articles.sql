CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"number" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover_url" varchar(500),
	"summary" varchar(500),
	"content_html" text NOT NULL,
	"author" varchar(64),
	"source" varchar(100),
	"tags" text[] NOT NULL,
	"seo_title" varchar(200),
	"seo_description" varchar(300),
	"note" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover_url" varchar(500),
	"summary" varchar(500),
	"content_html" text DEFAULT '' NOT NULL,
	"author" varchar(64),
	"source" varchar(100),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"seo_title" varchar(200),
	"seo_description" varchar(300),
	"pinned_until" timestamp with time zone,
	"recommended" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"offline_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"live_revision" integer,
	"first_published_at" timestamp with time zone,
	"instance_id" integer,
	"review_comment" text,
	"locked_by" integer,
	"locked_until" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_articles" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover_url" varchar(500),
	"summary" varchar(500),
	"content_html" text NOT NULL,
	"author" varchar(64),
	"source" varchar(100),
	"tags" text[] NOT NULL,
	"seo_title" varchar(200),
	"seo_description" varchar(300),
	"pinned_until" timestamp with time zone,
	"recommended" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_articles" ADD CONSTRAINT "published_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_number_idx" ON "article_revisions" USING btree ("article_id","number");--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_category_updated_idx" ON "articles" USING btree ("category_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_status_updated_idx" ON "articles" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_views_idx" ON "articles" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "articles_first_published_idx" ON "articles" USING btree ("first_published_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("publish_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "articles_offline_idx" ON "articles" USING btree ("offline_at") WHERE live_revision is not null and offline_at is not null;--> statement-breakpoint
CREATE INDEX "published_articles_recent_idx" ON "published_articles" USING btree ("published_at","article_id");--> statement-breakpoint
CREATE INDEX "published_articles_category_idx" ON "published_articles" USING btree ("category_id","published_at","article_id");--> statement-breakpoint
CREATE INDEX "published_articles_pinned_idx" ON "published_articles" USING btree ("pinned_until") WHERE pinned_until is not null;--> statement-breakpoint
-- The admin list's title filter: "contains" through the bigram index (server/lib/like.ts containsByBigrams).
CREATE INDEX IF NOT EXISTS "articles_title_bigrams_idx" ON "articles" USING gin (text_bigrams("title"));
