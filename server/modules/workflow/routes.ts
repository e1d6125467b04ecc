import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { id } from '../../lib/fields';
import * as s from './schemas';
import * as workflow from './service';

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
  };
