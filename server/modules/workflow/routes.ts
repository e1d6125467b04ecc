import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { id, idParam } from '../../lib/fields';
import * as s from './schemas';
import * as workflow from './service';
import * as engine from './engine';
import * as inbox from './inbox';

const tags = ['workflow'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** Approval workflows and their steps at /api/oa/admin/workflow/ (spec §7). */
export const workflowRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/oa/admin/workflow';

    app.get(
      `${base}/view`,
      {
        config: { permission: 'workflow:query' },
        schema: {
          tags,
          operationId: 'queryWorkflows',
          summary: 'Workflows filtered by name, business type and status, with their step and running-instance counts',
          querystring: s.workflowQuery,
          response: { 200: envelope(pageOf(s.workflowItem)), ...errors },
        },
      },
      async (request) => ok(await workflow.queryWorkflows(deps.db, request.query)),
    );

    app.post(
      `${base}/post`,
      {
        config: { permission: 'workflow:save' },
        schema: {
          tags,
          operationId: 'saveWorkflow',
          summary: 'Create (no id) or update a workflow; publish: true freezes its steps as a new version',
          body: s.workflowInput,
          response: { 200: envelope(s.workflowItem), ...errors },
        },
      },
      async (request) => ok(await workflow.saveWorkflow(deps, request, request.body)),
    );

    app.post(
      `${base}/delete`,
      {
        config: { permission: 'workflow:delete' },
        schema: {
          tags,
          operationId: 'deleteWorkflow',
          summary: 'Delete a workflow nothing has run on (otherwise disable it)',
          body: z.object({ id }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await workflow.deleteWorkflow(deps, request, request.body.id);
        return ok(null);
      },
    );

    app.get(
      `${base}/steps`,
      {
        config: { permission: 'workflow:query' },
        schema: {
          tags,
          operationId: 'workflowSteps',
          summary: 'A workflow with its steps in order',
          querystring: s.stepsQuery,
          response: { 200: envelope(s.stepsResult), ...errors },
        },
      },
      async (request) => ok(await workflow.workflowWithSteps(deps.db, request.query.workflowId)),
    );

    app.post(
      `${base}/steppost`,
      {
        config: { permission: 'workflow:save' },
        schema: {
          tags,
          operationId: 'saveWorkflowStep',
          summary: 'Add a step at the end (no id) or change one; answers the workflow with its steps',
          body: s.stepInput,
          response: { 200: envelope(s.stepsResult), ...errors },
        },
      },
      async (request) => ok(await workflow.saveStep(deps, request, request.body)),
    );

    app.post(
      `${base}/stepdelete`,
      {
        config: { permission: 'workflow:save' },
        schema: {
          tags,
          operationId: 'deleteWorkflowStep',
          summary: 'Delete a step; answers the workflow with its remaining steps',
          body: z.object({ id }),
          response: { 200: envelope(s.stepsResult), ...errors },
        },
      },
      async (request) => ok(await workflow.deleteStep(deps, request, request.body.id)),
    );

    app.post(
      `${base}/stepsort`,
      {
        config: { permission: 'workflow:save' },
        schema: {
          tags,
          operationId: 'sortWorkflowSteps',
          summary: "Put the steps in a new order: the list must hold each of the workflow's steps once",
          body: s.stepSortInput,
          response: { 200: envelope(s.stepsResult), ...errors },
        },
      },
      async (request) => ok(await workflow.sortSteps(deps, request, request.body)),
    );
    app.get(
      `${base}/people`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'findWorkflowPeople',
          summary: 'Active staff by name or username (20): whom to transfer a task to, add as a signer, copy, or name at a step',
          querystring: z.object({ keyword: z.string().trim().max(64).optional() }),
          response: { 200: envelope(z.array(s.staffPerson)), ...errors },
        },
      },
      async (request) => ok(await workflow.findPeople(deps.db, request.query.keyword)),
    );

    // The staff inbox and the reviewer's actions: every signed-in staff member has one; what they see is their own.
    app.get(
      `${base}/task/query`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'queryWorkflowTasks',
          summary: 'My inbox: tasks waiting for me (todo), tasks I handled (done), or the instances I started (started)',
          querystring: s.taskQuery,
          response: { 200: envelope(pageOf(s.taskItem)), ...errors },
        },
      },
      async (request) => ok(await inbox.queryTasks(deps.db, request.user!, request.query, deps.now())),
    );

    app.get(
      `${base}/task/count`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'countWorkflowTasks',
          summary: 'How many tasks wait for me, and how many are overdue',
          response: { 200: envelope(s.taskCount), ...errors },
        },
      },
      async (request) => ok(await inbox.countTasks(deps.db, request.user!, deps.now())),
    );

    app.get(
      `${base}/instance/detail`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'workflowInstanceDetail',
          summary: 'An instance with its steps, timeline and my pending task, for the people concerned',
          querystring: z.object({ id: idParam }),
          response: { 200: envelope(s.instanceDetail), ...errors },
        },
      },
      async (request) => ok(await inbox.instanceDetail(deps.db, request.user!, request.query.id)),
    );

    app.post(
      `${base}/task/act`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'actOnWorkflowTask',
          summary: 'Approve, reject, return, transfer, add a signer or copy, on a task of mine; 409 when it was handled already',
          body: s.actInput,
          response: { 200: envelope(s.instanceDetail), ...errors },
        },
      },
      async (request) => {
        const me = request.user!;
        const name = (await workflow.peopleById(deps.db, [me.id])).get(me.id)?.name ?? me.username;
        const { toStep, toUserId, ...rest } = request.body;
        const after = await engine.act(deps, {
          ...rest,
          toStep: toStep ?? null,
          toUserId: toUserId ?? null,
          actor: { kind: 'user', id: me.id, name },
        });
        return ok(await inbox.instanceDetail(deps.db, me, after.id));
      },
    );
  };
