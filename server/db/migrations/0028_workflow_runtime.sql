CREATE TABLE "workflow_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"step" integer,
	"actor_kind" varchar(8) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"comment" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"step" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"kind" varchar(8) DEFAULT 'actor' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"action" varchar(16),
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "title" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "initiator_kind" varchar(8) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "initiator_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "initiator_dept_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "owner_dept_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "policy_dept_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "current_step" integer;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "resume_step" integer;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "urged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_instance_idx" ON "workflow_history" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_assignee_idx" ON "workflow_tasks" USING btree ("assignee_id","status","id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_instance_idx" ON "workflow_tasks" USING btree ("instance_id","step","status");--> statement-breakpoint
CREATE INDEX "workflow_instances_initiator_idx" ON "workflow_instances" USING btree ("initiator_kind","initiator_id","id");