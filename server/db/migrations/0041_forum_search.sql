-- The moderation list's keyword over the posts' text and the threads' titles at 400 000 posts (scripts/bench/forum.ts):
-- reading every post to test it took 250 to 800 ms. Hand-written (drizzle-kit generate --custom): an expression index
-- on a SQL function is not a schema column. text_bigrams is migration 0034's (server/lib/like.ts containsByBigrams).
CREATE INDEX IF NOT EXISTS "forum_posts_content_bigrams_idx" ON "forum_posts" USING gin (text_bigrams("content"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "forum_threads_title_bigrams_idx" ON "forum_threads" USING gin (text_bigrams("title"));
