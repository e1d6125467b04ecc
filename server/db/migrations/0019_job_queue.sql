CREATE TABLE "queued_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_by" varchar(64),
	"locked_until" timestamp with time zone,
	"dedupe_key" varchar(160),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "queued_jobs_dedupe_uq" ON "queued_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "queued_jobs_due_idx" ON "queued_jobs" USING btree ("run_at") WHERE "queued_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "queued_jobs_lease_idx" ON "queued_jobs" USING btree ("locked_until") WHERE "queued_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "queued_jobs_status_idx" ON "queued_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "queued_jobs_kind_idx" ON "queued_jobs" USING btree ("kind","id");