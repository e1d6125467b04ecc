ALTER TABLE "policies" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "policies_tag_ids_idx" ON "policies" USING gin ("tag_ids");--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "tag_ids" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before the copy existed take their tags from the link table.
UPDATE "policies" p SET "tag_ids" = coalesce((SELECT array_agg(l."tag_id" ORDER BY l."tag_id") FROM "policy_tag_links" l WHERE l."policy_id" = p."id"), '{}');
