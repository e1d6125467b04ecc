CREATE TABLE "aq_alert_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"aqi" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aq_alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"station_id" integer,
	"aqi_above" integer NOT NULL,
	"hours" integer NOT NULL,
	"role_ids" integer[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aq_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"so2" double precision,
	"no2" double precision,
	"pm10" double precision,
	"co" double precision,
	"o3" double precision,
	"pm25" double precision,
	"aqi" smallint,
	"level" smallint,
	"primary_items" varchar(64) DEFAULT '' NOT NULL,
	"aqi_version" varchar(20) NOT NULL,
	"source" varchar(8) DEFAULT 'push' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aq_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"x" double precision DEFAULT 50 NOT NULL,
	"y" double precision DEFAULT 50 NOT NULL,
	"address" varchar(255),
	"pollutants" text[] DEFAULT '{so2,no2,pm10,co,o3,pm25}'::text[] NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"key_hash" varchar(64),
	"key_hint" varchar(8),
	"key_created_at" timestamp with time zone,
	"key_revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aq_alert_events" ADD CONSTRAINT "aq_alert_events_rule_id_aq_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."aq_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aq_alert_events" ADD CONSTRAINT "aq_alert_events_station_id_aq_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."aq_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aq_alert_rules" ADD CONSTRAINT "aq_alert_rules_station_id_aq_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."aq_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aq_readings" ADD CONSTRAINT "aq_readings_station_id_aq_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."aq_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aq_alert_events_rule_station_hour_idx" ON "aq_alert_events" USING btree ("rule_id","station_id","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "aq_readings_station_hour_idx" ON "aq_readings" USING btree ("station_id","hour");--> statement-breakpoint
CREATE INDEX "aq_readings_hour_idx" ON "aq_readings" USING btree ("hour","id");--> statement-breakpoint
CREATE INDEX "aq_readings_aqi_idx" ON "aq_readings" USING btree ("aqi","id");--> statement-breakpoint
CREATE INDEX "aq_readings_aqi_desc_idx" ON "aq_readings" USING btree ("aqi" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "aq_readings_station_aqi_idx" ON "aq_readings" USING btree ("station_id","aqi","id");--> statement-breakpoint
CREATE INDEX "aq_readings_station_aqi_desc_idx" ON "aq_readings" USING btree ("station_id","aqi" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "aq_readings_level_hour_idx" ON "aq_readings" USING btree ("level","hour","id");--> statement-breakpoint
CREATE UNIQUE INDEX "aq_stations_name_idx" ON "aq_stations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "aq_stations_key_idx" ON "aq_stations" USING btree ("key_hash");