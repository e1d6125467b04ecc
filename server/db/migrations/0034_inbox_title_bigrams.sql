-- The inbox's keyword over approval titles at 100 000 instances (scripts/bench/workflow-inbox.ts): a person's done
-- tasks are thousands, and reading each one's title to test it took 60 ms. Hand-written (drizzle-kit generate
-- --custom): an expression index on a SQL function is not a schema column.

-- The distinct lower-cased character pairs of a text, as company_name_bigrams (migration company_query_indexes) for
-- company names: "contains" for two or more characters, Chinese ones included (server/lib/like.ts containsByBigrams).
CREATE OR REPLACE FUNCTION text_bigrams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(lower($1), i, 2)), '{}') FROM generate_series(1, char_length($1) - 1) AS i $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workflow_instances_title_bigrams_idx" ON "workflow_instances" USING gin (text_bigrams("title"));
