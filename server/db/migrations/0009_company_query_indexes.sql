-- Company list queries at 100 000 rows (scripts/bench/company-query.ts, bench/results/company-query.md).
-- Hand-written (drizzle-kit generate --custom): an expression index on a SQL function is not a schema column.

-- "Name contains" for two or more characters, Chinese included (pg_trgm needs three, and an extension):
-- the distinct lower-cased character pairs of a name; the query asks for the pairs of the search term.
CREATE OR REPLACE FUNCTION company_name_bigrams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(lower($1), i, 2)), '{}') FROM generate_series(1, char_length($1) - 1) AS i $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_bigrams_idx" ON "companies" USING gin (company_name_bigrams("name"));--> statement-breakpoint
-- Credit-code prefix search whatever the database collation.
CREATE INDEX IF NOT EXISTS "companies_credit_code_prefix_idx" ON "companies" ("credit_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_industry_scale_idx" ON "companies" ("industry_code", "scale");--> statement-breakpoint
-- One index per list order (id breaks ties in the same direction); name and created_at are never null,
-- so one index serves both directions; nullable fields keep empty values last and need one per direction.
CREATE INDEX IF NOT EXISTS "companies_created_id_idx" ON "companies" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_id_idx" ON "companies" ("name", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_founded_asc_idx" ON "companies" ("founded_on" ASC NULLS LAST, "id" ASC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_founded_desc_idx" ON "companies" ("founded_on" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_capital_asc_idx" ON "companies" ("registered_capital" ASC NULLS LAST, "id" ASC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_capital_desc_idx" ON "companies" ("registered_capital" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_staff_asc_idx" ON "companies" ("staff_count" ASC NULLS LAST, "id" ASC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_staff_desc_idx" ON "companies" ("staff_count" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
-- The status filter (在园, 已迁出…) with the founding-date and capital orders, deep pages included.
CREATE INDEX IF NOT EXISTS "companies_status_founded_asc_idx" ON "companies" ("status", "founded_on" ASC NULLS LAST, "id" ASC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_status_founded_desc_idx" ON "companies" ("status", "founded_on" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_status_capital_asc_idx" ON "companies" ("status", "registered_capital" ASC NULLS LAST, "id" ASC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_status_capital_desc_idx" ON "companies" ("status", "registered_capital" DESC NULLS LAST, "id" DESC);
