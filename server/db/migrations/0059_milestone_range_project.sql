DROP INDEX "project_milestones_open_end_idx";--> statement-breakpoint
DROP INDEX "project_milestones_done_end_idx";--> statement-breakpoint
CREATE INDEX "project_milestones_open_end_idx" ON "project_milestones" USING btree ("planned_end","project_id") WHERE state in ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "project_milestones_done_end_idx" ON "project_milestones" USING btree ("actual_end","project_id") WHERE state = 'done';