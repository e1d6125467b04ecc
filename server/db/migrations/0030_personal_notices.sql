ALTER TABLE "notices" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "link" varchar(255);--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_user_time_idx" ON "notices" USING btree ("user_id","created_at");