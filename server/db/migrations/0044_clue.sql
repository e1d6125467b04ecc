CREATE TABLE "clue_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"clue_id" integer NOT NULL,
	"way" varchar(32) NOT NULL,
	"followed_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"contact_name" varchar(40),
	"content" text NOT NULL,
	"next_step" varchar(500),
	"next_follow_up_on" date,
	"task_type_id" integer,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clue_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"clue_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"user_id" integer,
	"user_name" varchar(64),
	"from_stage" varchar(20),
	"to_stage" varchar(20),
	"changes" jsonb,
	"reason" varchar(500),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clue_task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" varchar(200),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) DEFAULT 'company' NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_key" varchar(100) NOT NULL,
	"contact_name" varchar(40),
	"phone" varchar(20),
	"industry_code" varchar(8),
	"intended_area" numeric(12, 2),
	"intended_usage" varchar(32),
	"budget" numeric(12, 2),
	"investment_amount" numeric(14, 2),
	"source" varchar(32) NOT NULL,
	"level" varchar(8) DEFAULT 'C' NOT NULL,
	"stage" varchar(20) DEFAULT 'new' NOT NULL,
	"stage_reason" varchar(64),
	"owner_id" integer,
	"department_id" integer,
	"next_follow_up_on" date,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"pool_state" varchar(8) DEFAULT 'owned' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"owned_since" timestamp with time zone NOT NULL,
	"last_follow_up_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"previous_owner_id" integer,
	"given_up_by" integer,
	"given_up_at" timestamp with time zone,
	"give_up_reason" varchar(500),
	"project_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clue_follow_ups" ADD CONSTRAINT "clue_follow_ups_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_follow_ups" ADD CONSTRAINT "clue_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_follow_ups" ADD CONSTRAINT "clue_follow_ups_task_type_id_clue_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."clue_task_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_history" ADD CONSTRAINT "clue_history_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_history" ADD CONSTRAINT "clue_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_previous_owner_id_users_id_fk" FOREIGN KEY ("previous_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_given_up_by_users_id_fk" FOREIGN KEY ("given_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clue_follow_ups_clue_idx" ON "clue_follow_ups" USING btree ("clue_id","followed_at","id");--> statement-breakpoint
CREATE INDEX "clue_follow_ups_user_idx" ON "clue_follow_ups" USING btree ("user_id","followed_at");--> statement-breakpoint
CREATE INDEX "clue_history_clue_idx" ON "clue_history" USING btree ("clue_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "clue_task_types_name_idx" ON "clue_task_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "clues_owner_idx" ON "clues" USING btree ("owner_id","pool_state","updated_at","id");--> statement-breakpoint
CREATE INDEX "clues_department_idx" ON "clues" USING btree ("department_id","pool_state","updated_at","id");--> statement-breakpoint
CREATE INDEX "clues_pool_idx" ON "clues" USING btree ("pool_state","updated_at","id");--> statement-breakpoint
CREATE INDEX "clues_stage_idx" ON "clues" USING btree ("stage","updated_at","id");--> statement-breakpoint
CREATE INDEX "clues_source_idx" ON "clues" USING btree ("source","updated_at");--> statement-breakpoint
CREATE INDEX "clues_level_idx" ON "clues" USING btree ("level","updated_at");--> statement-breakpoint
CREATE INDEX "clues_industry_idx" ON "clues" USING btree ("industry_code","updated_at");--> statement-breakpoint
CREATE INDEX "clues_created_idx" ON "clues" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clues_next_follow_up_idx" ON "clues" USING btree ("next_follow_up_on","id");--> statement-breakpoint
CREATE INDEX "clues_return_activity_idx" ON "clues" USING btree ("last_activity_at") WHERE pool_state = 'owned' and not locked;--> statement-breakpoint
CREATE INDEX "clues_return_owned_idx" ON "clues" USING btree ("owned_since") WHERE pool_state = 'owned' and not locked;--> statement-breakpoint
CREATE INDEX "clues_phone_idx" ON "clues" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "clues_name_key_idx" ON "clues" USING btree ("name_key");--> statement-breakpoint
-- The clue list's name search (server/lib/like.ts containsByBigrams; text_bigrams is migration 0034's). Hand-written:
-- an expression index on a SQL function is not a schema column.
CREATE INDEX IF NOT EXISTS "clues_name_bigrams_idx" ON "clues" USING gin (text_bigrams("name"));
