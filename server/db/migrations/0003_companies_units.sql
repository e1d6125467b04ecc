CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(64),
	"founded_on" date,
	"registered_capital" numeric(14, 2),
	"industry_code" varchar(8),
	"scale" varchar(16),
	"staff_count" integer,
	"tech_staff_count" integer,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"region_code" varchar(12),
	"address" varchar(255),
	"website" varchar(255),
	"intro" text,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"building" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"title" varchar(64),
	"phone" varchar(32),
	"email" varchar(128),
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"revenue" numeric(16, 2),
	"rd_spend" numeric(16, 2),
	"net_assets" numeric(16, 2),
	"total_assets" numeric(16, 2),
	"staff_count" integer,
	"tech_staff_count" integer
);
--> statement-breakpoint
CREATE TABLE "company_ip" (
	"company_id" integer NOT NULL,
	"ip_class" varchar(32) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(128) NOT NULL,
	"industry_code" varchar(8),
	"contact" varchar(64),
	"phone" varchar(32),
	"annual_amount" numeric(14, 2),
	"since" smallint
);
--> statement-breakpoint
CREATE TABLE "company_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"qualification" varchar(32) NOT NULL,
	"certificate_no" varchar(64),
	"issued_on" date,
	"expires_on" date
);
--> statement-breakpoint
CREATE TABLE "recruit_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"education" varchar(32),
	"experience" varchar(32),
	"description" text,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"published_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	CONSTRAINT "recruit_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"move_in_on" date NOT NULL,
	"move_out_on" date
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"building" varchar(32) NOT NULL,
	"floor" integer NOT NULL,
	"usage" varchar(16) NOT NULL,
	"rental_status" varchar(16) DEFAULT 'available' NOT NULL,
	"fitout_status" varchar(16) DEFAULT 'bare' NOT NULL,
	"gross_area" numeric(10, 2) NOT NULL,
	"usable_area" numeric(10, 2) NOT NULL,
	"ref_price" numeric(10, 2) NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"floor_plan" varchar(500),
	"available_from" date,
	"lng" double precision,
	"lat" double precision,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_figures" ADD CONSTRAINT "company_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ip" ADD CONSTRAINT "company_ip_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_partners" ADD CONSTRAINT "company_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_qualifications" ADD CONSTRAINT "company_qualifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_posts" ADD CONSTRAINT "recruit_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_posts" ADD CONSTRAINT "recruit_posts_type_id_recruit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."recruit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code_uq" ON "companies" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_status_industry_idx" ON "companies" USING btree ("status","industry_code");--> statement-breakpoint
CREATE INDEX "companies_scale_idx" ON "companies" USING btree ("scale");--> statement-breakpoint
CREATE INDEX "companies_building_idx" ON "companies" USING btree ("building");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_qualifications_idx" ON "companies" USING gin ("qualifications");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_figures_year_uq" ON "company_figures" USING btree ("company_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "company_ip_uq" ON "company_ip" USING btree ("company_id","ip_class");--> statement-breakpoint
CREATE INDEX "company_partners_company_kind_idx" ON "company_partners" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "company_partners_name_idx" ON "company_partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_qualifications_company_idx" ON "company_qualifications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recruit_posts_company_idx" ON "recruit_posts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recruit_posts_type_idx" ON "recruit_posts" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "tenancies_company_idx" ON "tenancies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tenancies_unit_idx" ON "tenancies" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_code_uq" ON "units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "units_building_floor_idx" ON "units" USING btree ("building","floor");--> statement-breakpoint
CREATE INDEX "units_usage_status_idx" ON "units" USING btree ("usage","rental_status");