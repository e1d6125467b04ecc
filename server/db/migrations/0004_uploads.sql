CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"mime" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"thumb_name" varchar(64),
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_stored_name_idx" ON "uploads" USING btree ("stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_thumb_name_idx" ON "uploads" USING btree ("thumb_name");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "uploads_user_time_idx" ON "uploads" USING btree ("uploaded_by","created_at");