ALTER TABLE "policy_match_runs" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Runs made before this column may hold a park company's figures whoever started them: only readers who may see company records keep them.
UPDATE "policy_match_runs" SET "confidential" = true WHERE "company_id" IS NOT NULL;
