CREATE TABLE "visitor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "visitor_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(128),
	"phone" varchar(16),
	"password_hash" text NOT NULL,
	"display_name" varchar(64) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitors_contact_ck" CHECK ("visitors"."email" is not null or "visitors"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "audience" varchar(8) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_sessions_visitor_idx" ON "visitor_sessions" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_email_uq" ON "visitors" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_phone_uq" ON "visitors" USING btree ("phone");