ALTER TABLE "subscription_hits" DROP CONSTRAINT "subscription_hits_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_hits" DROP CONSTRAINT "subscription_hits_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD COLUMN "visitor_id" integer;--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD COLUMN "name" varchar(64);--> statement-breakpoint
ALTER TABLE "policy_match_runs" ADD CONSTRAINT "policy_match_runs_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_match_runs_visitor_idx" ON "policy_match_runs" USING btree ("visitor_id","updated_at" DESC NULLS LAST) WHERE "policy_match_runs"."visitor_id" is not null;--> statement-breakpoint
-- In place of the foreign keys' cascades: a statement trigger deletes the hits of the subscriptions or policies a
-- statement deleted (a visitor's deletion cascades to their subscriptions, which fires it too), in the same transaction.
CREATE OR REPLACE FUNCTION subscription_hits_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'subscriptions' THEN
    DELETE FROM subscription_hits h USING old_rows o WHERE h.subscription_id = o.id;
  ELSE
    DELETE FROM subscription_hits h USING old_rows o WHERE h.policy_id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "subscriptions_forget_hits" ON "subscriptions";--> statement-breakpoint
CREATE TRIGGER "subscriptions_forget_hits" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_hits_forget();--> statement-breakpoint
DROP TRIGGER IF EXISTS "policies_forget_hits" ON "policies";--> statement-breakpoint
CREATE TRIGGER "policies_forget_hits" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_hits_forget();
