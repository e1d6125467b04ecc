ALTER TABLE "projects" ADD COLUMN "open_milestone_end" date;--> statement-breakpoint
CREATE INDEX "project_milestones_open_end_idx" ON "project_milestones" USING btree ("planned_end") WHERE state in ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "project_milestones_done_end_idx" ON "project_milestones" USING btree ("actual_end") WHERE state = 'done';--> statement-breakpoint
-- Written by hand: projects.open_milestone_end follows every insert, update and delete of milestones, set-based per
-- statement (transition tables), whoever writes them (the schedule, the seed, a bulk load).
CREATE FUNCTION project_open_milestone_end_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE projects p SET open_milestone_end = (
      SELECT min(m.planned_end) FROM project_milestones m WHERE m.project_id = p.id AND m.state IN ('pending', 'in_progress'))
    WHERE p.id IN (SELECT project_id FROM changed_new);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE projects p SET open_milestone_end = (
      SELECT min(m.planned_end) FROM project_milestones m WHERE m.project_id = p.id AND m.state IN ('pending', 'in_progress'))
    WHERE p.id IN (SELECT project_id FROM changed_new UNION SELECT project_id FROM changed_old);
  ELSE
    UPDATE projects p SET open_milestone_end = (
      SELECT min(m.planned_end) FROM project_milestones m WHERE m.project_id = p.id AND m.state IN ('pending', 'in_progress'))
    WHERE p.id IN (SELECT project_id FROM changed_old);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_milestones_open_end_insert AFTER INSERT ON project_milestones
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION project_open_milestone_end_sync();
--> statement-breakpoint
CREATE TRIGGER project_milestones_open_end_update AFTER UPDATE ON project_milestones
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION project_open_milestone_end_sync();
--> statement-breakpoint
CREATE TRIGGER project_milestones_open_end_delete AFTER DELETE ON project_milestones
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION project_open_milestone_end_sync();
--> statement-breakpoint
UPDATE projects p SET open_milestone_end = (
  SELECT min(m.planned_end) FROM project_milestones m WHERE m.project_id = p.id AND m.state IN ('pending', 'in_progress'));
