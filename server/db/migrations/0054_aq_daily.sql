CREATE TABLE "aq_daily" (
	"station_id" integer NOT NULL,
	"day" date NOT NULL,
	"aqi" smallint,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aq_daily_station_id_day_pk" PRIMARY KEY("station_id","day")
);
--> statement-breakpoint
ALTER TABLE "aq_daily" ADD CONSTRAINT "aq_daily_station_id_aq_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."aq_stations"("id") ON DELETE cascade ON UPDATE no action;