-- Every change of the site configuration is announced (delivered when its transaction commits), so each instance
-- forgets its cached copy at once (server/modules/config/service.ts, followConfigChanges).
CREATE FUNCTION portal_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_config_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER config_entries_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON config_entries
  FOR EACH STATEMENT EXECUTE FUNCTION portal_config_changed();
