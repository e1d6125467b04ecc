CREATE TABLE "ad_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(8) DEFAULT 'image' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"shown" integer DEFAULT 1 NOT NULL,
	"description" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_url" varchar(500),
	"alt" varchar(120),
	"link" varchar(500) NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"weight" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_resources" ADD CONSTRAINT "ad_resources_area_id_ad_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."ad_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_areas_key_idx" ON "ad_areas" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ad_resources_area_order_idx" ON "ad_resources" USING btree ("area_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "ad_resources_area_clicks_idx" ON "ad_resources" USING btree ("area_id","clicks","id");--> statement-breakpoint
CREATE INDEX "ad_resources_area_updated_idx" ON "ad_resources" USING btree ("area_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ad_resources_live_idx" ON "ad_resources" USING btree ("area_id","sort_order") WHERE "ad_resources"."enabled";--> statement-breakpoint
CREATE INDEX "ad_resources_area_window_idx" ON "ad_resources" USING btree ("area_id","enabled","start_at","end_at");--> statement-breakpoint
-- The admin list's title filter: "contains" through the bigram index (server/lib/like.ts containsByBigrams).
CREATE INDEX IF NOT EXISTS "ad_resources_title_bigrams_idx" ON "ad_resources" USING gin (text_bigrams("title"));
