-- Who holds which role joins the grant version (migration 0016): a signed-in request then reads its user's
-- roles, their codes and permission keys once per version and user instead of in every session lookup
-- (server/plugins/auth.ts GrantCache). Assigning roles is an administrator's rare act; every request is not.
DROP TRIGGER IF EXISTS "grant_version_bump" ON "user_roles";--> statement-breakpoint
CREATE TRIGGER "grant_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION grant_version_bump();
