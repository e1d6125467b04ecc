DROP INDEX "clues_overdue_idx";--> statement-breakpoint
CREATE INDEX "clue_follow_ups_followed_idx" ON "clue_follow_ups" USING btree ("followed_at","clue_id");--> statement-breakpoint
CREATE INDEX "clues_created_stats_idx" ON "clues" USING btree ("created_at","pool_state","stage","source","owner_id","department_id");--> statement-breakpoint
CREATE INDEX "clues_owned_followed_idx" ON "clues" USING btree ("last_follow_up_at","owner_id","department_id") WHERE pool_state = 'owned';--> statement-breakpoint
CREATE INDEX "clues_overdue_idx" ON "clues" USING btree ("next_follow_up_on","owner_id","department_id") WHERE pool_state = 'owned' and stage in ('new', 'initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'contract_intent', 'on_hold');