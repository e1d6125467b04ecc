ALTER TABLE "project_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Documents filed before versions: the same name in the same project and kind becomes versions 1, 2… by upload time.
UPDATE "project_documents" d SET "version" = v."n" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "project_id", "kind", "name" ORDER BY "created_at", "id") AS "n" FROM "project_documents"
) v WHERE v."id" = d."id" AND v."n" <> 1;--> statement-breakpoint
CREATE UNIQUE INDEX "project_documents_version_idx" ON "project_documents" USING btree ("project_id","kind","name","version");
