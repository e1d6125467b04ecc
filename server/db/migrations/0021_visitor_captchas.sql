CREATE TABLE "visitor_captchas" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "visitor_captchas_ip_idx" ON "visitor_captchas" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "visitor_captchas_expires_idx" ON "visitor_captchas" USING btree ("expires_at");