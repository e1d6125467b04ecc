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
CREATE TABLE "policy_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_hits" (
	"subscription_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"visitor_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "subscription_hits_subscription_id_policy_id_event_pk" PRIMARY KEY("subscription_id","policy_id","event")
);
--> statement-breakpoint
CREATE TABLE "subscription_terms" (
	"subscription_id" integer NOT NULL,
	"dimension" varchar(12) NOT NULL,
	"value" varchar(32) NOT NULL,
	CONSTRAINT "subscription_terms_subscription_id_dimension_value_pk" PRIMARY KEY("subscription_id","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"criteria" jsonb NOT NULL,
	"criteria_hash" varchar(64) NOT NULL,
	"term_dimensions" smallint DEFAULT 0 NOT NULL,
	"keyword_query" text,
	"channels" varchar(8)[] NOT NULL,
	"rhythm" varchar(12) DEFAULT 'immediate' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" varchar(255) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" varchar(255),
	"policy_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"dedupe_key" varchar(96),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"meta" jsonb
);
--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_hits" ADD CONSTRAINT "subscription_hits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_hits" ADD CONSTRAINT "subscription_hits_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_terms" ADD CONSTRAINT "subscription_terms_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queued_jobs_dedupe_uq" ON "queued_jobs" USING btree ("dedupe_key") WHERE "queued_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "queued_jobs_due_idx" ON "queued_jobs" USING btree ("run_at") WHERE "queued_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "queued_jobs_lease_idx" ON "queued_jobs" USING btree ("locked_until") WHERE "queued_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "queued_jobs_status_idx" ON "queued_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "queued_jobs_kind_idx" ON "queued_jobs" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "policy_events_pending_idx" ON "policy_events" USING btree ("id") WHERE "policy_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_hits_pending_idx" ON "subscription_hits" USING btree ("subscription_id") WHERE "subscription_hits"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_hits_visitor_policy_idx" ON "subscription_hits" USING btree ("visitor_id","policy_id");--> statement-breakpoint
CREATE INDEX "subscription_terms_lookup_idx" ON "subscription_terms" USING btree ("dimension","value","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_visitor_criteria_uq" ON "subscriptions" USING btree ("visitor_id","kind","criteria_hash");--> statement-breakpoint
CREATE INDEX "subscriptions_visitor_idx" ON "subscriptions" USING btree ("visitor_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_match_idx" ON "subscriptions" USING btree ("id") WHERE "subscriptions"."kind" = 'match' and "subscriptions"."active";--> statement-breakpoint
CREATE INDEX "subscriptions_keyword_idx" ON "subscriptions" USING btree ("keyword_query") WHERE "subscriptions"."keyword_query" is not null and "subscriptions"."term_dimensions" = 0 and "subscriptions"."active";--> statement-breakpoint
CREATE INDEX "inbox_messages_visitor_idx" ON "inbox_messages" USING btree ("visitor_id","id");--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("visitor_id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_dedupe_uq" ON "inbox_messages" USING btree ("visitor_id","dedupe_key");