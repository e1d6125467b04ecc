-- A counter bumped in every transaction that changes what a role grants (roles, their resources, the resources'
-- keys): a request's permission keys are then read once per set of roles and version, not at every request.
CREATE TABLE IF NOT EXISTS "grant_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "grant_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION grant_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE grant_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "grant_version_bump" ON "roles";--> statement-breakpoint
CREATE TRIGGER "grant_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION grant_version_bump();--> statement-breakpoint
DROP TRIGGER IF EXISTS "grant_version_bump" ON "role_resources";--> statement-breakpoint
CREATE TRIGGER "grant_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_resources" FOR EACH STATEMENT EXECUTE FUNCTION grant_version_bump();--> statement-breakpoint
DROP TRIGGER IF EXISTS "grant_version_bump" ON "resources";--> statement-breakpoint
CREATE TRIGGER "grant_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION grant_version_bump();
