CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"address" varchar(128) NOT NULL,
	"salt" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "verification_codes_address_idx" ON "verification_codes" USING btree ("address","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");