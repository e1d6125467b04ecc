DROP INDEX "clues_next_follow_up_idx";--> statement-breakpoint
DROP INDEX "clues_phone_idx";--> statement-breakpoint
CREATE INDEX "clues_owned_next_follow_up_asc_idx" ON "clues" USING btree ("next_follow_up_on","id") WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_owned_next_follow_up_desc_idx" ON "clues" USING btree ("next_follow_up_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_owned_last_follow_up_asc_idx" ON "clues" USING btree ("last_follow_up_at","id") WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_owned_last_follow_up_desc_idx" ON "clues" USING btree ("last_follow_up_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_owned_investment_asc_idx" ON "clues" USING btree ("investment_amount","id") WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_owned_investment_desc_idx" ON "clues" USING btree ("investment_amount" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_pool_given_up_asc_idx" ON "clues" USING btree ("given_up_at","id") WHERE pool_state = 'pool';--> statement-breakpoint
CREATE INDEX "clues_pool_given_up_desc_idx" ON "clues" USING btree ("given_up_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE pool_state = 'pool';--> statement-breakpoint
CREATE INDEX "clues_phone_idx" ON "clues" USING btree ("phone" varchar_pattern_ops);