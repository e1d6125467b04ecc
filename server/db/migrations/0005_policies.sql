CREATE TABLE "market_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"category" varchar(32) NOT NULL,
	"price_text" varchar(64),
	"price_min" numeric(12, 2),
	"summary" text,
	"detail_html" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"region_code" varchar(12),
	"intro" text,
	"contact" varchar(64),
	"phone" varchar(32),
	"logo_url" varchar(512),
	"rating" numeric(2, 1),
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"doc_no" varchar(128),
	"department_id" integer NOT NULL,
	"level" varchar(16) NOT NULL,
	"region_code" varchar(12) NOT NULL,
	"publish_date" date NOT NULL,
	"source_url" varchar(512),
	"content_html" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"summary" text,
	"support_type" varchar(32) NOT NULL,
	"max_amount" numeric(14, 2),
	"window" jsonb NOT NULL,
	"window_kind" varchar(16) NOT NULL,
	"window_starts" date[] DEFAULT '{}'::date[] NOT NULL,
	"window_ends" date[] DEFAULT '{}'::date[] NOT NULL,
	"window_first_start" date,
	"window_last_end" date,
	"payout_mode" varchar(16) DEFAULT 'apply' NOT NULL,
	"conditions_text" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entity_types" jsonb DEFAULT '["enterprise"]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"level" varchar(16) NOT NULL,
	"region_code" varchar(12) NOT NULL,
	"phone" varchar(32),
	"address" varchar(255),
	"website" varchar(255),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_tag_links" (
	"policy_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "policy_tag_links_policy_id_tag_id_pk" PRIMARY KEY("policy_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "policy_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_offers" ADD CONSTRAINT "market_offers_provider_id_market_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."market_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_department_id_policy_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."policy_departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_tag_links" ADD CONSTRAINT "policy_tag_links_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_tag_links" ADD CONSTRAINT "policy_tag_links_tag_id_policy_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."policy_tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_offers_provider_idx" ON "market_offers" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "market_offers_status_category_idx" ON "market_offers" USING btree ("status","category","price_min");--> statement-breakpoint
CREATE UNIQUE INDEX "market_providers_name_uq" ON "market_providers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "market_providers_status_kind_idx" ON "market_providers" USING btree ("status","kind","rating");--> statement-breakpoint
CREATE INDEX "market_providers_region_idx" ON "market_providers" USING btree ("region_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_search_idx" ON "policies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "policies_status_publish_idx" ON "policies" USING btree ("status","publish_date","id");--> statement-breakpoint
CREATE INDEX "policies_status_level_idx" ON "policies" USING btree ("status","level");--> statement-breakpoint
CREATE INDEX "policies_status_support_idx" ON "policies" USING btree ("status","support_type");--> statement-breakpoint
CREATE INDEX "policies_status_department_idx" ON "policies" USING btree ("status","department_id");--> statement-breakpoint
CREATE INDEX "policies_status_region_idx" ON "policies" USING btree ("status","region_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_status_amount_idx" ON "policies" USING btree ("status","max_amount");--> statement-breakpoint
CREATE INDEX "policies_status_window_idx" ON "policies" USING btree ("status","window_last_end","window_first_start");--> statement-breakpoint
CREATE INDEX "policies_status_updated_idx" ON "policies" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "policies_title_prefix_idx" ON "policies" USING btree ("title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_doc_no_idx" ON "policies" USING btree ("doc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_departments_name_uq" ON "policy_departments" USING btree ("name");--> statement-breakpoint
CREATE INDEX "policy_departments_level_idx" ON "policy_departments" USING btree ("level","region_code");--> statement-breakpoint
CREATE INDEX "policy_tag_links_tag_idx" ON "policy_tag_links" USING btree ("tag_id","policy_id");--> statement-breakpoint
CREATE INDEX "policy_tags_parent_idx" ON "policy_tags" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "policy_tags_name_idx" ON "policy_tags" USING btree ("name" text_pattern_ops);