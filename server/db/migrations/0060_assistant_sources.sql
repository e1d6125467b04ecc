CREATE TABLE "assistant_sources" (
	"kind" varchar(12) NOT NULL,
	"source_id" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"closes_on" date,
	"published_on" date NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "assistant_sources_kind_source_id_pk" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
CREATE INDEX "assistant_sources_vector_idx" ON "assistant_sources" USING gin ("vector");--> statement-breakpoint
-- Filled from the passages already built: the title part (weight A) of each source's first passage and its summary passages' vectors.
INSERT INTO "assistant_sources" ("kind", "source_id", "live", "closes_on", "published_on", "vector")
SELECT "kind", "source_id", bool_or("live"), max("closes_on"), max("published_on"),
       string_agg(CASE WHEN "section" = 'summary' THEN "vector" ELSE ts_filter("vector", '{a}') END::text, ' ')::tsvector
FROM "assistant_passages"
WHERE "section" = 'summary' OR "ord" = 0
GROUP BY "kind", "source_id";
