CREATE TABLE "policy_match_runs" (
	"id" varchar(22) PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"criteria" jsonb NOT NULL,
	"criteria_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD CONSTRAINT "policy_match_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD CONSTRAINT "policy_match_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_subscriptions" ADD CONSTRAINT "policy_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_match_runs_updated_idx" ON "policy_match_runs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "policy_match_runs_user_idx" ON "policy_match_runs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_subscriptions_user_criteria_uq" ON "policy_subscriptions" USING btree ("user_id","kind","criteria_hash");--> statement-breakpoint
CREATE INDEX "policy_subscriptions_kind_idx" ON "policy_subscriptions" USING btree ("kind","created_at");