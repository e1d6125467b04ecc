import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { exportRun } from './export';
import { lookupCompanies } from './profile';
import { deleteSavedRun, listSavedRuns, renameSavedRun, rerunSavedRun } from './saved';
import * as s from './schemas';
import * as match from './service';
import * as subscriptions from '../subscription/service';
import * as sub from '../subscription/schemas';

const tags = ['match'];
const errors = { 400: errorEnvelope, 404: errorEnvelope };
// The policy front is open to visitors; a run's random id is the key to its results.
const config = { public: true } as const;

/** Policy matching under /api/policy/, part of the public policy front. */
export const matchRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/policy';

    app.get(
      `${base}/islogin`,
      {
        config,
        schema: {
          tags,
          operationId: 'isLogin',
          summary: 'Whether the visitor is signed in (from the optional bearer token), and who',
          response: { 200: envelope(s.isLogin) },
        },
      },
      async (request) => ok(await match.isLogin(deps, request)),
    );

    app.get(
      `${base}/company/lookup`,
      {
        config,
        schema: {
          tags,
          operationId: 'matchCompanyLookup',
          summary: 'At most 10 companies whose name, credit code or id matches the keyword (credit codes masked)',
          querystring: s.lookupQuery,
          response: { 200: envelope(z.array(s.lookupItem)), 400: errorEnvelope },
        },
      },
      async (request) => ok(await lookupCompanies(deps.db, request.query.keyword)),
    );

    app.post(
      `${base}/matchData`,
      {
        config,
        schema: {
          tags,
          operationId: 'matchData',
          summary:
            "Start a match run for a company (companyId) or a visitor's profile; returns the run id and the featured eligible and likely matches (at most 8)",
          body: s.matchDataBody,
          response: { 200: envelope(s.matchRun), ...errors },
        },
      },
      async (request) => ok(await match.matchData(deps, request, request.body)),
    );

    app.post(
      `${base}/changeBuesinss`,
      {
        config,
        schema: {
          tags,
          operationId: 'changeBuesinss',
          summary: 'Switch the company or profile a run matches (e.g. corrected figures)',
          body: s.changeBusinessBody,
          response: { 200: envelope(s.matchRun), ...errors },
        },
      },
      async (request) => ok(await match.changeBusiness(deps, request, request.body)),
    );

    app.post(
      `${base}/resultHeader`,
      {
        config,
        schema: {
          tags,
          operationId: 'resultHeader',
          summary: "Counts per outcome and the total possible amount (万元) of a run's eligible and likely policies",
          body: s.runBody,
          response: { 200: envelope(s.resultHeader), ...errors },
        },
      },
      async (request) => ok(await match.resultHeader(deps, request, request.body.runId)),
    );

    app.post(
      `${base}/resultSearche`,
      {
        config,
        schema: {
          tags,
          operationId: 'resultSearche',
          summary: 'One page of the sorted, filtered results, each with its per-condition explanation',
          body: s.resultSearchBody,
          response: { 200: envelope(s.resultPage), ...errors },
        },
      },
      async (request) => ok(await match.resultSearch(deps, request, request.body)),
    );

    app.post(
      `${base}/companyDetail`,
      {
        config,
        schema: {
          tags,
          operationId: 'companyDetail',
          summary: 'The profile a run matches, every figure with its fiscal year',
          body: s.runBody,
          response: { 200: envelope(s.companyDetail), ...errors },
        },
      },
      async (request) => ok(await match.companyDetail(deps, request, request.body.runId)),
    );

    app.post(
      `${base}/getRelateBusiness`,
      {
        config,
        schema: {
          tags,
          operationId: 'getRelateBusiness',
          summary: "Up to 10 companies related to the run's company: customers and suppliers, then the same GB/T 4754 division",
          body: s.runBody,
          response: { 200: envelope(s.relatedList), ...errors },
        },
      },
      async (request) => ok(await match.relatedBusiness(deps, request, request.body.runId)),
    );

    app.get(
      `${base}/match/fields`,
      {
        config,
        schema: {
          tags,
          operationId: 'matchNeededFields',
          summary: "The profile fields (with fiscal years) the run's candidate policies need, and those its profile lacks",
          querystring: s.runQuery,
          response: { 200: envelope(s.fieldsResult), ...errors },
        },
      },
      async (request) => ok(await match.fieldsForRun(deps, request, request.query.runId)),
    );

    app.post(
      `${base}/match/fields`,
      {
        config,
        schema: {
          tags,
          operationId: 'matchNeededFieldsFor',
          summary: 'The profile fields the candidate policies for a region and entity type need: what the match form asks for',
          body: s.fieldsBody,
          response: { 200: envelope(s.fieldsResult), 400: errorEnvelope },
        },
      },
      async (request) => ok(await match.fieldsFor(deps, request.body)),
    );

    app.get(
      `${base}/match/export`,
      {
        config,
        schema: {
          tags,
          operationId: 'matchExport',
          summary: "A run's results with their explanations as an .xlsx file",
          querystring: s.exportQuery,
          response: { 200: z.unknown().describe('The .xlsx file'), ...errors },
        },
      },
      async (request, reply) => exportRun(deps, request, request.query.runId, reply),
    );

    app.post(
      `${base}/match/subscribe`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'matchSubscribe',
          summary: "A signed-in visitor is told about new policies matching the run's company; says in plain words what will be sent",
          body: s.subscribeBody,
          response: { 200: envelope(sub.subscribed), ...errors, 401: errorEnvelope },
        },
      },
      async (request) => ok(await subscriptions.subscribeToRun(deps, request, request.body.runId)),
    );

    app.get(
      `${base}/match/subscriptions`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'matchSubscriptions',
          summary: "The signed-in visitor's subscriptions, newest first (all of them are in /api/visitor/subscriptions)",
          querystring: sub.listQuery,
          response: { 200: envelope(sub.subscriptionPage), 400: errorEnvelope, 401: errorEnvelope },
        },
      },
      async (request) => ok(await subscriptions.listSubscriptions(deps, request.visitor!.id, request.query)),
    );

    // "My matches": the signed-in visitor's saved runs (the user centre). Another visitor's run is 404.
    const mine = '/api/visitor/matches';
    const visitorErrors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
    app.get(
      mine,
      {
        config: { visitor: true },
        schema: {
          tags: ['visitor'],
          operationId: 'visitorMatches',
          summary: 'My saved match runs, last run first (at most 20 a page), each with its profile summary and its matches counted now',
          querystring: s.savedRunsQuery,
          response: { 200: envelope(s.savedRunPage), ...visitorErrors },
        },
      },
      async (request) => ok(await listSavedRuns(deps, request.visitor!.id, request.query)),
    );
    app.post(
      `${mine}/rename`,
      {
        config: { visitor: true },
        schema: {
          tags: ['visitor'],
          operationId: 'visitorRenameMatch',
          summary: 'Name one of my match runs (empty: shown by its company name again)',
          body: s.renameSavedRunBody,
          response: { 200: envelope(s.savedRun), ...visitorErrors },
        },
      },
      async (request) => ok(await renameSavedRun(deps, request, request.body)),
    );
    app.post(
      `${mine}/rerun`,
      {
        config: { visitor: true },
        schema: {
          tags: ['visitor'],
          operationId: 'visitorRerunMatch',
          summary: "Run one of my matches again now: evaluated at today's date against the policies published now; it becomes the last run",
          body: s.savedRunBody,
          response: { 200: envelope(s.savedRun), ...visitorErrors },
        },
      },
      async (request) => ok(await rerunSavedRun(deps, request, request.body.runId)),
    );
    app.post(
      `${mine}/delete`,
      {
        config: { visitor: true },
        schema: {
          tags: ['visitor'],
          operationId: 'visitorDeleteMatch',
          summary: 'Delete one of my match runs and its results',
          body: s.savedRunBody,
          response: { 200: envelope(z.object({ runId: z.string() })), ...visitorErrors },
        },
      },
      async (request) => ok(await deleteSavedRun(deps, request, request.body.runId)),
    );
  };
