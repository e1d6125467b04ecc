DROP INDEX "subscription_hits_pending_idx";--> statement-breakpoint
DROP INDEX "subscription_hits_visitor_policy_idx";--> statement-breakpoint
CREATE INDEX "subscription_hits_waiting_idx" ON "subscription_hits" USING btree ("visitor_id","policy_id") WHERE "subscription_hits"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_hits_policy_idx" ON "subscription_hits" USING btree ("policy_id");