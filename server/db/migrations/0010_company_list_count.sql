-- The total of the unfiltered company list (its first screen) without counting 100 000 rows each time:
-- a one-row counter kept by statement triggers in the same transaction as the rows, so it is exact.
CREATE TABLE IF NOT EXISTS "company_counts" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "total" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "company_counts" ("id", "total") SELECT 1, count(*) FROM "companies" ON CONFLICT ("id") DO UPDATE SET "total" = excluded."total";--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE company_counts SET total = total + (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE company_counts SET total = total - (SELECT count(*) FROM old_rows);
  ELSE
    UPDATE company_counts SET total = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_count_insert" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_count_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_track();--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_count_delete" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_count_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_track();--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_count_truncate" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_count_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION company_counts_track();
