CREATE INDEX "aq_readings_primary_so2_idx" ON "aq_readings" USING btree ("hour","id") WHERE "primary_items" ~ '(^|,)so2_';--> statement-breakpoint
CREATE INDEX "aq_readings_primary_no2_idx" ON "aq_readings" USING btree ("hour","id") WHERE "primary_items" ~ '(^|,)no2_';--> statement-breakpoint
CREATE INDEX "aq_readings_primary_pm10_idx" ON "aq_readings" USING btree ("hour","id") WHERE "primary_items" ~ '(^|,)pm10_';--> statement-breakpoint
CREATE INDEX "aq_readings_primary_co_idx" ON "aq_readings" USING btree ("hour","id") WHERE "primary_items" ~ '(^|,)co_';--> statement-breakpoint
CREATE INDEX "aq_readings_primary_o3_idx" ON "aq_readings" USING btree ("hour","id") WHERE "primary_items" ~ '(^|,)o3_';--> statement-breakpoint
CREATE INDEX "aq_readings_primary_pm25_idx" ON "aq_readings" USING btree ("hour","id") WHERE "primary_items" ~ '(^|,)pm25_';