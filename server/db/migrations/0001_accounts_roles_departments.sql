CREATE TABLE "role_departments" (
	"role_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "role_departments_role_id_department_id_pk" PRIMARY KEY("role_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"ancestors" varchar(512) DEFAULT '0' NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"leader" varchar(64),
	"phone" varchar(32),
	"email" varchar(128),
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "province_code" varchar(12);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_code" varchar(12);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature" varchar(255);--> statement-breakpoint
ALTER TABLE "role_departments" ADD CONSTRAINT "role_departments_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "departments_ancestors_idx" ON "departments" USING btree ("ancestors" text_pattern_ops);