CREATE TABLE "assistant_curated_phrasings" (
	"phrasing" text NOT NULL,
	"curated_answer_id" integer NOT NULL,
	CONSTRAINT "assistant_curated_phrasings_phrasing_curated_answer_id_pk" PRIMARY KEY("phrasing","curated_answer_id")
);
--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "curated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "curated_answer_id" integer;--> statement-breakpoint
ALTER TABLE "assistant_curated_phrasings" ADD CONSTRAINT "assistant_curated_phrasings_curated_answer_id_assistant_curated_answers_id_fk" FOREIGN KEY ("curated_answer_id") REFERENCES "public"."assistant_curated_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_curated_phrasings_answer_idx" ON "assistant_curated_phrasings" USING btree ("curated_answer_id");--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_curated_answer_id_assistant_curated_answers_id_fk" FOREIGN KEY ("curated_answer_id") REFERENCES "public"."assistant_curated_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_messages_curated_idx" ON "assistant_messages" USING btree ("curated_answer_id") WHERE "assistant_messages"."curated_answer_id" is not null;