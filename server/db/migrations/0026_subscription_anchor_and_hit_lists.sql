-- Hits become one row per subscription, event kind and dispatch, listing the policies: the old rows (one per
-- subscription, policy and event) are grouped into the new table by the dispatch that wrote them.
DROP INDEX "subscription_hits_policy_idx";--> statement-breakpoint
DROP INDEX "subscription_hits_waiting_idx";--> statement-breakpoint
ALTER TABLE "subscription_hits" DROP CONSTRAINT "subscription_hits_subscription_id_policy_id_event_pk";--> statement-breakpoint
ALTER TABLE "subscription_hits" RENAME TO "subscription_hit_pairs";--> statement-breakpoint
CREATE TABLE "subscription_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"policy_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);--> statement-breakpoint
INSERT INTO "subscription_hits" ("subscription_id", "visitor_id", "event", "policy_ids", "created_at", "delivered_at")
SELECT "subscription_id", "visitor_id", "event", array_agg("policy_id" ORDER BY "policy_id"), "created_at", "delivered_at"
FROM "subscription_hit_pairs" GROUP BY "subscription_id", "visitor_id", "event", "created_at", "delivered_at";--> statement-breakpoint
DROP TABLE "subscription_hit_pairs";--> statement-breakpoint
CREATE INDEX "subscription_hits_subscription_idx" ON "subscription_hits" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_hits_policies_idx" ON "subscription_hits" USING gin ("policy_ids");--> statement-breakpoint
CREATE INDEX "subscription_hits_waiting_idx" ON "subscription_hits" USING btree ("visitor_id","id") WHERE "subscription_hits"."delivered_at" is null;--> statement-breakpoint
-- A policy subscription's values per dimension, from its criteria.
ALTER TABLE "subscriptions" ADD COLUMN "tag_terms" integer[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "department_terms" integer[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "level_terms" text[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "region_terms" text[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "support_type_terms" text[];--> statement-breakpoint
UPDATE "subscriptions" SET
  "tag_terms" = nullif(array(SELECT x::int FROM jsonb_array_elements_text("criteria"->'tagIds') x), '{}'),
  "department_terms" = nullif(array(SELECT x::int FROM jsonb_array_elements_text("criteria"->'departmentIds') x), '{}'),
  "level_terms" = nullif(array(SELECT x FROM jsonb_array_elements_text("criteria"->'levels') x), '{}'),
  "region_terms" = nullif(array(SELECT x FROM jsonb_array_elements_text("criteria"->'regionCodes') x), '{}'),
  "support_type_terms" = nullif(array(SELECT x FROM jsonb_array_elements_text("criteria"->'supportTypes') x), '{}')
WHERE "kind" = 'policy';--> statement-breakpoint
-- subscription_terms keeps the anchor's values only (criteria.ts, anchorOrder).
DELETE FROM "subscription_terms" st USING "subscriptions" s
WHERE s."id" = st."subscription_id" AND st."dimension" <> CASE
  WHEN s."department_terms" IS NOT NULL THEN 'department'
  WHEN s."tag_terms" IS NOT NULL THEN 'tag'
  WHEN s."support_type_terms" IS NOT NULL THEN 'supportType'
  WHEN s."level_terms" IS NOT NULL THEN 'level'
  ELSE 'region' END;--> statement-breakpoint
CREATE INDEX "policy_events_policy_idx" ON "policy_events" USING btree ("policy_id","event");--> statement-breakpoint
-- A deleted policy leaves every hit's list (a hit listing nothing else goes); a deleted subscription's hits go.
CREATE OR REPLACE FUNCTION subscription_hits_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone integer[];
BEGIN
  IF TG_TABLE_NAME = 'subscriptions' THEN
    DELETE FROM subscription_hits h USING old_rows o WHERE h.subscription_id = o.id;
  ELSE
    gone := array(SELECT id FROM old_rows);
    DELETE FROM subscription_hits WHERE policy_ids && gone AND policy_ids <@ gone;
    UPDATE subscription_hits SET policy_ids = array(SELECT x FROM unnest(policy_ids) x WHERE x <> ALL (gone) ORDER BY x)
    WHERE policy_ids && gone;
  END IF;
  RETURN NULL;
END $$;
