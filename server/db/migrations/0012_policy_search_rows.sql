CREATE TABLE "policy_search" (
	"policy_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"department_id" integer NOT NULL,
	"level" varchar(16) NOT NULL,
	"region_code" varchar(12) NOT NULL,
	"publish_date" date NOT NULL,
	"support_type" varchar(32) NOT NULL,
	"max_amount" numeric(14, 2),
	"window_kind" varchar(16) NOT NULL,
	"window_starts" date[] NOT NULL,
	"window_ends" date[] NOT NULL,
	"window_first_start" date,
	"window_last_end" date,
	"tag_ids" integer[] NOT NULL,
	"head_vector" "tsvector",
	"search_vector" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "policy_search" ADD CONSTRAINT "policy_search_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_search_vector_idx" ON "policy_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "policy_search_publish_idx" ON "policy_search" USING btree ("publish_date","policy_id");--> statement-breakpoint
-- Keep the rows narrow: the full vector goes out of line (only its GIN index is read), while what search
-- ranks, filters and counts on stays in the row uncompressed, so reading thousands of matches stays cheap.
ALTER TABLE "policy_search" SET (toast_tuple_target = 256);--> statement-breakpoint
ALTER TABLE "policy_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "policy_search" ALTER COLUMN "head_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "policy_search" ALTER COLUMN "title" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "policy_search" ALTER COLUMN "tag_ids" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "policy_search" ALTER COLUMN "window_starts" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "policy_search" ALTER COLUMN "window_ends" SET STORAGE PLAIN;--> statement-breakpoint
-- A published policy has its row, any other none: rewritten whenever a column search reads changes
-- (not on a view count), removed with the policy by the foreign key's cascade.
CREATE OR REPLACE FUNCTION policy_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM policy_search WHERE policy_id = NEW.id;
  IF NEW.status = 'published' THEN
    INSERT INTO policy_search (policy_id, title, department_id, level, region_code, publish_date, support_type, max_amount, window_kind,
                               window_starts, window_ends, window_first_start, window_last_end, tag_ids, head_vector, search_vector)
    VALUES (NEW.id, NEW.title, NEW.department_id, NEW.level, NEW.region_code, NEW.publish_date, NEW.support_type, NEW.max_amount, NEW.window_kind,
            NEW.window_starts, NEW.window_ends, NEW.window_first_start, NEW.window_last_end, NEW.tag_ids, NEW.head_vector, NEW.search_vector);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "policies_search_sync" AFTER INSERT OR UPDATE OF status, title, department_id, level, region_code, publish_date, support_type, max_amount,
  window_kind, window_starts, window_ends, window_first_start, window_last_end, tag_ids, head_vector, search_vector
  ON "policies" FOR EACH ROW EXECUTE FUNCTION policy_search_sync();--> statement-breakpoint
INSERT INTO policy_search (policy_id, title, department_id, level, region_code, publish_date, support_type, max_amount, window_kind,
                           window_starts, window_ends, window_first_start, window_last_end, tag_ids, head_vector, search_vector)
SELECT id, title, department_id, level, region_code, publish_date, support_type, max_amount, window_kind,
       window_starts, window_ends, window_first_start, window_last_end, tag_ids, head_vector, search_vector
FROM policies WHERE status = 'published';
