CREATE TABLE "application_counts" (
	"policy_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"total" integer NOT NULL,
	"approved_amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "application_counts_policy_id_status_pk" PRIMARY KEY("policy_id","status")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "email_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The counters start from the rows there are; from then on statement triggers keep them exact, in the rows' own
-- transaction. A statement changes the counters in one upsert, in (policy, status) order, so two transactions that
-- move applications of one policy between the same statuses lock the counter rows in the same order.
INSERT INTO "application_counts" ("policy_id", "status", "total", "approved_amount")
  SELECT "policy_id", "status", count(*), coalesce(sum("approved_amount"), 0) FROM "policy_applications"
  WHERE "submitted_at" IS NOT NULL GROUP BY "policy_id", "status"
  ON CONFLICT ("policy_id", "status") DO UPDATE SET "total" = excluded."total", "approved_amount" = excluded."approved_amount";--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM application_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO application_counts (policy_id, status, total, approved_amount)
      SELECT policy_id, status, count(*), coalesce(sum(approved_amount), 0) FROM new_rows
      WHERE submitted_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (policy_id, status) DO UPDATE
      SET total = application_counts.total + excluded.total, approved_amount = application_counts.approved_amount + excluded.approved_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_counts (policy_id, status, total, approved_amount)
      SELECT policy_id, status, -count(*), -coalesce(sum(approved_amount), 0) FROM old_rows
      WHERE submitted_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (policy_id, status) DO UPDATE
      SET total = application_counts.total + excluded.total, approved_amount = application_counts.approved_amount + excluded.approved_amount;
  ELSE
    -- An update that leaves every (policy, status, amount) as it was (a draft saved, a note added) touches no counter.
    INSERT INTO application_counts (policy_id, status, total, approved_amount)
      SELECT policy_id, status, sum(n), sum(amount) FROM (
        SELECT policy_id, status, 1 AS n, coalesce(approved_amount, 0) AS amount FROM new_rows WHERE submitted_at IS NOT NULL
        UNION ALL
        SELECT policy_id, status, -1, -coalesce(approved_amount, 0) FROM old_rows WHERE submitted_at IS NOT NULL
      ) AS changes
      GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (policy_id, status) DO UPDATE
      SET total = application_counts.total + excluded.total, approved_amount = application_counts.approved_amount + excluded.approved_amount;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_applications_count_insert" ON "policy_applications";--> statement-breakpoint
CREATE TRIGGER "policy_applications_count_insert" AFTER INSERT ON "policy_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_track();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_applications_count_update" ON "policy_applications";--> statement-breakpoint
CREATE TRIGGER "policy_applications_count_update" AFTER UPDATE ON "policy_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_track();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_applications_count_delete" ON "policy_applications";--> statement-breakpoint
CREATE TRIGGER "policy_applications_count_delete" AFTER DELETE ON "policy_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_track();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policy_applications_count_truncate" ON "policy_applications";--> statement-breakpoint
CREATE TRIGGER "policy_applications_count_truncate" AFTER TRUNCATE ON "policy_applications" FOR EACH STATEMENT EXECUTE FUNCTION application_counts_track();
