CREATE TABLE "policy_application_settings" (
	"policy_id" integer PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"workflow_id" integer,
	"review_dept_id" integer,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "policy_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"visitor_id" integer,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"instance_id" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" varchar(64) DEFAULT '' NOT NULL,
	"contact_phone" varchar(32) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"approved_amount" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "uploaded_by_visitor" integer;--> statement-breakpoint
ALTER TABLE "policy_application_settings" ADD CONSTRAINT "policy_application_settings_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_application_settings" ADD CONSTRAINT "policy_application_settings_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_application_settings" ADD CONSTRAINT "policy_application_settings_review_dept_id_departments_id_fk" FOREIGN KEY ("review_dept_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_application_settings" ADD CONSTRAINT "policy_application_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_applications" ADD CONSTRAINT "policy_applications_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_applications_company_idx" ON "policy_applications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "policy_applications_policy_idx" ON "policy_applications" USING btree ("policy_id","status");--> statement-breakpoint
CREATE INDEX "policy_applications_status_submitted_idx" ON "policy_applications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "policy_applications_submitted_idx" ON "policy_applications" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "policy_applications_amount_idx" ON "policy_applications" USING btree ("approved_amount","id");--> statement-breakpoint
CREATE INDEX "policy_applications_instance_idx" ON "policy_applications" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_applications_live_uq" ON "policy_applications" USING btree ("company_id","policy_id") WHERE "policy_applications"."status" in ('draft', 'running', 'returned', 'approved');--> statement-breakpoint
CREATE INDEX "uploads_visitor_time_idx" ON "uploads" USING btree ("uploaded_by_visitor","created_at");--> statement-breakpoint
-- An application's status, end time and approved amount follow its latest workflow instance, in the same
-- transaction as whoever moves it (a reviewer's action, the deadline job, the visitor's withdrawal): the lists
-- then filter and sort on policy_applications' own indexes, and the one-live-application index sees the truth.
CREATE OR REPLACE FUNCTION policy_application_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE policy_applications
     SET status = NEW.status,
         decided_at = NEW.finished_at,
         -- Nested, so the cast only ever reads a JSON number.
         approved_amount = CASE WHEN NEW.status = 'approved' AND jsonb_typeof(NEW.data -> 'approvedAmount') = 'number' THEN
           CASE WHEN (NEW.data ->> 'approvedAmount')::numeric BETWEEN 0 AND 1e15 THEN round((NEW.data ->> 'approvedAmount')::numeric, 2) END
         END
   WHERE instance_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "workflow_instances_application_sync" AFTER UPDATE OF status, finished_at, data ON "workflow_instances"
  FOR EACH ROW WHEN (NEW.business_type = 'policy_application') EXECUTE FUNCTION policy_application_sync();
