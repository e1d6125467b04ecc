CREATE TABLE "gis_building_positions" (
	"building" varchar(32) PRIMARY KEY NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_pois" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"x" double precision,
	"y" double precision,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_site_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"upload_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_unit_positions" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gis_site_plans" ADD CONSTRAINT "gis_site_plans_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_site_plans" ADD CONSTRAINT "gis_site_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_unit_positions" ADD CONSTRAINT "gis_unit_positions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gis_pois_name_uq" ON "gis_pois" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gis_pois_kind_idx" ON "gis_pois" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gis_site_plans_current_uq" ON "gis_site_plans" USING btree ("is_current") WHERE is_current;--> statement-breakpoint
CREATE INDEX "gis_site_plans_created_idx" ON "gis_site_plans" USING btree ("created_at","id");--> statement-breakpoint
-- The map's name search (GET /api/pms/admin/project/poisearch, the POI list): "contains" by character pairs, Chinese
-- included (server/lib/like.ts containsByBigrams; text_bigrams is migration 0034's, companies' names have theirs since
-- 0009). Hand-written: an expression index on a SQL function is not a schema column.
CREATE INDEX IF NOT EXISTS "gis_pois_name_bigrams_idx" ON "gis_pois" USING gin (text_bigrams("name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "units_building_bigrams_idx" ON "units" USING gin (text_bigrams("building"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "units_code_bigrams_idx" ON "units" USING gin (text_bigrams("code"));
