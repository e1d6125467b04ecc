CREATE TABLE "app_oidc_clients" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"redirect_uris" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scopes" jsonb DEFAULT '["openid"]'::jsonb NOT NULL,
	"backchannel_logout_uri" varchar(512),
	"secret_created_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_oidc_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "external_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"visitor_id" integer,
	"user_id" integer,
	"email" varchar(128),
	"linked_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "external_identities_owner_ck" CHECK (("external_identities"."visitor_id" is null) <> ("external_identities"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "oidc_models" (
	"model" varchar(32) NOT NULL,
	"id" varchar(128) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(128),
	"uid" varchar(128),
	"account_id" varchar(32),
	"client_id" varchar(64),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sso_login_states" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"audience" varchar(8) NOT NULL,
	"reurl" varchar(1024) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "server_secrets" ALTER COLUMN "value" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "app_oidc_clients" ADD CONSTRAINT "app_oidc_clients_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_subject_uq" ON "external_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "external_identities_visitor_idx" ON "external_identities" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "external_identities_user_idx" ON "external_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oidc_models_grant_idx" ON "oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_models_uid_idx" ON "oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_models_account_idx" ON "oidc_models" USING btree ("account_id","model");--> statement-breakpoint
CREATE INDEX "oidc_models_client_idx" ON "oidc_models" USING btree ("client_id","model");--> statement-breakpoint
CREATE INDEX "oidc_models_expires_idx" ON "oidc_models" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_login_states_expires_idx" ON "sso_login_states" USING btree ("expires_at");