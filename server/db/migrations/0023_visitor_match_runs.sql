ALTER TABLE "policy_match_runs" ADD COLUMN "visitor_id" integer;--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD COLUMN "name" varchar(64);--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD CONSTRAINT "policy_match_runs_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_match_runs_visitor_idx" ON "policy_match_runs" USING btree ("visitor_id","updated_at" DESC NULLS LAST) WHERE "policy_match_runs"."visitor_id" is not null;