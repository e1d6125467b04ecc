ALTER TABLE "policies" ADD COLUMN "head_vector" "tsvector";--> statement-breakpoint
-- Keep the policies heap narrow: the text, HTML, rules and the full vector go out of line (TOAST), while
-- what search filters, ranks and counts on stays in the row, so scanning thousands of matches stays cheap.
ALTER TABLE "policies" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "head_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "window_starts" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "window_ends" SET STORAGE MAIN;
