-- A counter bumped in every transaction that changes what a search shows (the published policies, tag,
-- department and dictionary names): counts of searches without a keyword are kept while it is unchanged.
CREATE TABLE IF NOT EXISTS "policy_search_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "policy_search_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION policy_search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE policy_search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_search_version_bump" ON "policy_search";--> statement-breakpoint
CREATE TRIGGER "policy_search_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policy_search" FOR EACH STATEMENT EXECUTE FUNCTION policy_search_version_bump();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_search_version_bump" ON "policy_tags";--> statement-breakpoint
CREATE TRIGGER "policy_search_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policy_tags" FOR EACH STATEMENT EXECUTE FUNCTION policy_search_version_bump();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_search_version_bump" ON "policy_departments";--> statement-breakpoint
CREATE TRIGGER "policy_search_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policy_departments" FOR EACH STATEMENT EXECUTE FUNCTION policy_search_version_bump();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_search_version_bump" ON "dict_items";--> statement-breakpoint
CREATE TRIGGER "policy_search_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dict_items" FOR EACH STATEMENT EXECUTE FUNCTION policy_search_version_bump();
