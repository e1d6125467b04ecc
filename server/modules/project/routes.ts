import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody, idQuery } from '../../lib/fields';
import { projectAction } from './approval';
import * as categories from './categories';
import * as documents from './documents';
import * as schedule from './schedule';
import * as s from './schemas';
import * as project from './service';
import { projectStatsOf } from './stats';
import * as statsSchemas from './statsSchemas';
import { PROJECT_STATS_KEY } from '@shared/projectStats';

const tags = ['project'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
const deleted = z.object({ id: z.number().int() });

/**
 * Investment-attraction projects (spec §7: /apiv2/pms/admin/project/ query, create, update, delete, detail, category;
 * /api/pms/admin/project/ post, catepost, catedel, schedule, schedulepost; /apiv2/pms/admin/schedule/flows;
 * /api/pms/admin/schedule/ flowpost, flowdelete). Every write is one transaction with its audit entry; the clues'
 * data scope (owner and department, plus the project's team) applies to lists, details and every write.
 */
export const projectRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const v2 = '/apiv2/pms/admin/project';
    const v1 = '/api/pms/admin/project';

    app.get(
      `${v2}/query`,
      {
        config: { permission: 'project:query' },
        schema: {
          tags,
          operationId: 'queryProjects',
          summary:
            'Projects of a scope tab within the data scope (or team), filtered (keyword, category and below, stage, status, owner, industry, dates), sorted and paged',
          querystring: s.projectQuery,
          response: { 200: envelope(s.projectList), ...errors },
        },
      },
      async (request) => ok(await project.queryProjects(deps, request, request.query)),
    );
    app.get(
      `${v2}/detail`,
      {
        config: { permission: 'project:query' },
        schema: {
          tags,
          operationId: 'projectDetail',
          summary: 'A project with its team, units, clue, approval, the actions it allows and its schedule',
          querystring: idQuery,
          response: { 200: envelope(s.projectDetail), ...errors },
        },
      },
      async (request) => ok(await project.projectDetail(deps, request, request.query.id)),
    );
    app.post(
      `${v2}/create`,
      {
        config: { permission: 'project:save' },
        schema: {
          tags,
          operationId: 'createProject',
          summary: 'A new project, or with clueId a signed clue converted into one (once: 409 the second time)',
          body: s.projectCreate,
          response: { 200: envelope(s.projectDetail), ...errors },
        },
      },
      async (request) => ok(await project.createProject(deps, request, request.body)),
    );
    app.post(
      `${v2}/update`,
      {
        config: { permission: 'project:save' },
        schema: {
          tags,
          operationId: 'updateProject',
          summary: 'Change a project (not under review, signed or terminated); a new flow remakes a schedule not yet under way',
          body: s.projectUpdate,
          response: { 200: envelope(s.projectDetail), ...errors },
        },
      },
      async (request) => ok(await project.updateProject(deps, request, request.body)),
    );
    app.post(
      `${v2}/delete`,
      {
        config: { permission: 'project:delete' },
        schema: {
          tags,
          operationId: 'deleteProject',
          summary: 'Delete a project that is not under review or signed',
          body: idBody,
          response: { 200: envelope(deleted), ...errors },
        },
      },
      async (request) => ok(await project.deleteProject(deps, request, request.body.id)),
    );
    app.post(
      `${v1}/post`,
      {
        config: { permission: 'project:save' },
        schema: {
          tags,
          operationId: 'projectAction',
          summary: 'Submit a project for approval (the project approval workflow), recall it, sign it (approved only), terminate or reopen it',
          body: s.projectAction,
          response: { 200: envelope(s.projectDetail), ...errors },
        },
      },
      async (request) => ok(await projectAction(deps, request, request.body)),
    );

    // ---------- categories ----------
    app.get(
      `${v2}/category`,
      {
        config: { permission: 'project:query' },
        schema: {
          tags,
          operationId: 'queryProjectCategories',
          summary: 'The project categories (a tree by parentId) with their project counts',
          response: { 200: envelope(s.categoryList), ...errors },
        },
      },
      async () => ok(await categories.queryCategories(deps.db)),
    );
    app.post(
      `${v1}/catepost`,
      {
        config: { permission: 'project:category' },
        schema: {
          tags,
          operationId: 'saveProjectCategory',
          summary: 'Create (no id) or update a project category; unique names among siblings, no cycles',
          body: s.categoryPost,
          response: { 200: envelope(s.category), ...errors },
        },
      },
      async (request) => ok(await categories.saveCategory(deps, request, request.body)),
    );
    app.post(
      `${v1}/catedel`,
      {
        config: { permission: 'project:category' },
        schema: {
          tags,
          operationId: 'deleteProjectCategory',
          summary: 'Delete a category with no projects and no categories under it (409 saying which)',
          body: idBody,
          response: { 200: envelope(deleted), ...errors },
        },
      },
      async (request) => ok(await categories.deleteCategory(deps, request, request.body.id)),
    );

    // ---------- schedules ----------
    app.get(
      `${v1}/schedule`,
      {
        config: { permission: 'project:query' },
        schema: {
          tags,
          operationId: 'projectSchedule',
          summary: 'A project’s milestones: planned and actual dates, owner, state, overdue',
          querystring: s.scheduleQuery,
          response: { 200: envelope(s.schedule), ...errors },
        },
      },
      async (request) => ok(await schedule.projectSchedule(deps, request, request.query.projectId)),
    );
    app.post(
      `${v1}/schedulepost`,
      {
        config: { permission: 'project:save' },
        schema: {
          tags,
          operationId: 'saveProjectMilestone',
          summary: 'Set one milestone’s planned and actual dates, owner, state and remark',
          body: s.schedulePost,
          response: { 200: envelope(s.schedule), ...errors },
        },
      },
      async (request) => ok(await schedule.saveMilestone(deps, request, request.body)),
    );
    app.get(
      '/apiv2/pms/admin/schedule/flows',
      {
        config: { permission: 'project:query' },
        schema: {
          tags,
          operationId: 'queryScheduleFlows',
          summary: 'The schedule flows (ordered milestone templates) and how many projects follow each',
          response: { 200: envelope(s.flowList), ...errors },
        },
      },
      async () => ok(await schedule.queryFlows(deps.db)),
    );
    app.post(
      '/api/pms/admin/schedule/flowpost',
      {
        config: { permission: 'project:flow' },
        schema: {
          tags,
          operationId: 'saveScheduleFlow',
          summary: 'Create (no id) or update a schedule flow; names are unique',
          body: s.flowPost,
          response: { 200: envelope(s.flow), ...errors },
        },
      },
      async (request) => ok(await schedule.saveFlow(deps, request, request.body)),
    );
    app.post(
      '/api/pms/admin/schedule/flowdelete',
      {
        config: { permission: 'project:flow' },
        schema: {
          tags,
          operationId: 'deleteScheduleFlow',
          summary: 'Delete a flow no project follows (409 naming how many do)',
          body: idBody,
          response: { 200: envelope(deleted), ...errors },
        },
      },
      async (request) => ok(await schedule.deleteFlow(deps, request, request.body.id)),
    );

    // ---------- the projects dashboard ----------
    app.get(
      '/api/pms/admin/data/projectindex',
      {
        config: { permission: PROJECT_STATS_KEY },
        schema: {
          tags,
          operationId: 'projectStats',
          summary:
            'The projects dashboard of a period (this year by default) and a scope tab: projects created by status and stage, created and signed by month, signed investment per currency by industry and by category, average days to sign, projects with overdue, due-soon and done milestones, each owner’s projects, signings and overdue milestones. Every count is the total of the project list its link opens',
          querystring: statsSchemas.projectStatsQuery,
          response: { 200: envelope(statsSchemas.projectStats), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        // Figures of the caller's data scope: never kept by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return ok(await projectStatsOf(deps, request, request.query));
      },
    );

    // ---------- documents ----------
    app.get(
      '/apiv2/pms/admin/document/doclist',
      {
        config: { permission: 'project:query' },
        schema: {
          tags,
          operationId: 'queryProjectDocuments',
          summary:
            'A project’s documents: the latest version of each (by kind and name keyword), newest first; with name and kind, or documentId, every version of one document, newest first',
          querystring: s.documentQuery,
          response: { 200: envelope(s.documentList), ...errors },
        },
      },
      async (request) => ok(await documents.queryDocuments(deps, request, request.query)),
    );
    app.post(
      '/apiv2/pms/admin/document/upload',
      {
        config: { permission: 'project:save' },
        schema: {
          tags,
          operationId: 'addProjectDocuments',
          summary:
            'File files uploaded through the attachment upload on a project, under a kind; the same name again in that kind is the document’s next version',
          body: s.documentUpload,
          response: { 200: envelope(s.documentList), ...errors },
        },
      },
      async (request) => ok(await documents.addDocuments(deps, request, request.body)),
    );
  };
