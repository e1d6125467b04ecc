import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody, idQuery } from '../../lib/fields';
import * as admin from './admin';
import * as s from './adminSchemas';

const tags = ['assistant-admin'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

/**
 * The policy assistant's staff side (issue #21) under /api/portal/admin/assistant/: the hit test, curated answers,
 * the report of unanswered and down-voted questions, and usage figures. Reading needs assistant:query; curated
 * answers are written with assistant:edit.
 */
export const assistantAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/portal/admin/assistant';

    app.post(
      `${base}/hittest`,
      {
        config: { permission: 'assistant:query' },
        schema: {
          tags,
          operationId: 'assistantHitTest',
          summary: 'The passages a question retrieves, with their scores, and the answer it would get; nothing is stored or counted',
          body: s.hitTestBody,
          response: { 200: envelope(s.hitTestResult), ...errors },
        },
      },
      async (request) => ok(await admin.hitTest(deps, request.body.question)),
    );

    app.get(
      `${base}/curated/query`,
      {
        config: { permission: 'assistant:query' },
        schema: {
          tags,
          operationId: 'assistantCuratedQuery',
          summary: 'Curated answers, latest change first, by a keyword in a question variant or the answer',
          querystring: s.curatedQuery,
          response: { 200: envelope(s.curatedList), ...errors },
        },
      },
      async (request) => ok(await admin.queryCurated(deps.db, request.query)),
    );

    app.get(
      `${base}/curated/detail`,
      {
        config: { permission: 'assistant:query' },
        schema: { tags, operationId: 'assistantCuratedDetail', querystring: idQuery, response: { 200: envelope(s.curatedItem), ...errors } },
      },
      async (request) => ok(await admin.curatedDetail(deps.db, request.query.id)),
    );

    app.get(
      `${base}/curated/sources`,
      {
        config: { permission: 'assistant:query' },
        schema: {
          tags,
          operationId: 'assistantCuratedSources',
          summary: 'Policies, articles or single pages by a word of their title, to cite in a curated answer (at most 20)',
          querystring: s.sourceSearchQuery,
          response: { 200: envelope(s.sourceOptions), ...errors },
        },
      },
      async (request) => ok(await admin.searchSources(deps.db, request.query)),
    );

    app.post(
      `${base}/curated/create`,
      {
        config: { permission: 'assistant:edit' },
        schema: {
          tags,
          operationId: 'assistantCuratedCreate',
          summary: 'A curated answer: question variants, the answer (plain text) and its sources (each must exist: 422 naming it)',
          body: s.curatedInput,
          response: { 200: envelope(s.curatedItem), ...errors },
        },
      },
      async (request) => ok(await admin.createCurated(deps, request, request.body)),
    );

    app.post(
      `${base}/curated/update`,
      {
        config: { permission: 'assistant:edit' },
        schema: { tags, operationId: 'assistantCuratedUpdate', body: s.curatedUpdate, response: { 200: envelope(s.curatedItem), ...errors } },
      },
      async (request) => ok(await admin.updateCurated(deps, request, request.body)),
    );

    app.post(
      `${base}/curated/delete`,
      {
        config: { permission: 'assistant:edit' },
        schema: { tags, operationId: 'assistantCuratedDelete', body: idBody, response: { 200: envelope(z.object({ id: z.number().int() })), ...errors } },
      },
      async (request) => ok(await admin.deleteCurated(deps, request, request.body.id)),
    );

    app.get(
      `${base}/report`,
      {
        config: { permission: 'assistant:query' },
        schema: {
          tags,
          operationId: 'assistantReport',
          summary: `Questions declined or voted down, grouped by their normalised text, latest first; a period of at most ${s.MAX_RANGE_DAYS} days (the last 30 by default)`,
          querystring: s.reportQuery,
          response: { 200: envelope(s.report), ...errors },
        },
      },
      async (request) => ok(await admin.report(deps, request.query)),
    );

    app.get(
      `${base}/usage`,
      {
        config: { permission: 'assistant:query' },
        schema: {
          tags,
          operationId: 'assistantUsage',
          summary: `Questions per day, the share answered, votes and the most asked questions; a period of at most ${s.MAX_RANGE_DAYS} days (the last 30 by default)`,
          querystring: s.usageQuery,
          response: { 200: envelope(s.usage), ...errors },
        },
      },
      async (request) => ok(await admin.usage(deps, request.query)),
    );
  };
