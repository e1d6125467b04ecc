import { contentDisposition } from '@shared/contentDisposition';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { calendar, calendarIcs, policyIcs } from './calendar';
import { providerDetail, queryOffers, queryProviders } from './market';
import * as s from './schemas';
import { searchPolicies, suggest } from './search';
import { businessBase, publicDetail } from './service';
import { areaTree, bigTags, PUBLIC_DEPARTMENT_LIMIT, publicDepartments, smallTags } from './taxonomy';
import { idQuery } from '../../lib/fields';
import { siteOrigin } from '../../lib/siteOrigin';

const tags = ['policy'];
const errors = { 400: errorEnvelope, 404: errorEnvelope };
const config = { public: true } as const;

function sendIcs(reply: FastifyReply, fileName: string, body: string) {
  // An ASCII fallback name plus the UTF-8 one (RFC 6266) so browsers keep the Chinese title.
  return reply.type('text/calendar; charset=utf-8').header('content-disposition', contentDisposition('attachment', fileName, 'policy-calendar.ics')).send(body);
}

/** The public policy front under /api/policy/: no sign-in needed. */
export const policyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/policy';

    app.post(
      `${base}/search`,
      {
        config,
        schema: {
          tags,
          operationId: 'searchPolicies',
          summary: 'Full-text policy search with filters, sorts, facets and highlights',
          body: s.searchBody,
          response: { 200: envelope(s.searchResult), 400: errorEnvelope },
        },
      },
      async (request) => ok(await searchPolicies(deps, request.body)),
    );

    app.get(
      `${base}/suggest`,
      {
        config,
        schema: {
          tags,
          operationId: 'suggestPolicies',
          summary: 'Policy titles and tags starting with the keyword (at most 10)',
          querystring: s.suggestQuery,
          response: { 200: envelope(z.array(s.suggestion)), 400: errorEnvelope },
        },
      },
      async (request) => ok(await suggest(deps, request.query.keyword)),
    );

    app.get(
      `${base}/getBusinessBase`,
      {
        config,
        schema: {
          tags,
          operationId: 'getBusinessBase',
          summary: 'Front overview: published, open and closing-soon counts, amount on offer, latest policies',
          response: { 200: envelope(s.businessBase) },
        },
      },
      async (request) => ok(await businessBase(deps, request)),
    );

    app.get(
      `${base}/taglist`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyTagList',
          summary: 'Big tags with their published policy counts',
          response: { 200: envelope(z.array(s.publicTag)) },
        },
      },
      async () => ok(await bigTags(deps.db)),
    );

    app.get(
      `${base}/tagdetaillist`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyTagDetailList',
          summary: 'Small tags under a big tag',
          querystring: s.tagDetailQuery,
          response: { 200: envelope(z.array(s.publicTag)), 400: errorEnvelope },
        },
      },
      async (request) => ok(await smallTags(deps.db, request.query.parentId)),
    );

    app.get(
      `${base}/departments`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyDepartments',
          summary: `Issuing departments with published policies and their counts, by level then name (at most ${PUBLIC_DEPARTMENT_LIMIT})`,
          response: { 200: envelope(z.array(s.publicDepartment)) },
        },
      },
      async () => ok(await publicDepartments(deps.db)),
    );

    app.get(
      `${base}/getAreaDict`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyAreaDict',
          summary: 'The region tree of the regions that have published policies',
          response: { 200: envelope(z.array(s.areaNode)) },
        },
      },
      async () => ok(await areaTree(deps.db)),
    );

    app.get(
      `${base}/detail`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyDetail',
          summary: 'A published policy with tags, department, window status and related policies',
          querystring: idQuery,
          response: { 200: envelope(s.publicPolicyDetail), ...errors },
        },
      },
      async (request) => ok(await publicDetail(deps, request.query.id)),
    );

    app.get(
      `${base}/detail.ics`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyDetailIcs',
          summary: "The policy's application window as an iCalendar file",
          querystring: idQuery,
          response: { ...errors, 422: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { title, ics } = await policyIcs(deps, request.query.id, siteOrigin(deps, request));
        return sendIcs(reply, `${title.slice(0, 60)}.ics`, ics);
      },
    );

    app.get(
      `${base}/calendar`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyCalendar',
          summary: 'Application windows overlapping a date range, and the all-year policies',
          querystring: s.calendarQuery,
          response: { 200: envelope(s.calendarResult), 400: errorEnvelope },
        },
      },
      async (request) => ok(await calendar(deps, request.query)),
    );

    app.get(
      `${base}/calendar.ics`,
      {
        config,
        schema: {
          tags,
          operationId: 'policyCalendarIcs',
          summary: 'The filtered calendar as an iCalendar file',
          querystring: s.calendarQuery,
          response: { 400: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendIcs(reply, `政策申报日历-${request.query.from}-${request.query.to}.ics`, await calendarIcs(deps, request.query, siteOrigin(deps, request))),
    );

    app.get(
      `${base}/market/providers`,
      {
        config,
        schema: {
          tags,
          operationId: 'marketProviders',
          summary: 'Active service providers, filtered by kind, region and keyword',
          querystring: s.providerQuery,
          response: { 200: envelope(pageOf(s.provider)), 400: errorEnvelope },
        },
      },
      async (request) => ok(await queryProviders(deps.db, request.query, true)),
    );

    app.get(
      `${base}/market/provider`,
      {
        config,
        schema: {
          tags,
          operationId: 'marketProvider',
          summary: 'An active provider with its active offers',
          querystring: idQuery,
          response: { 200: envelope(s.providerDetail), ...errors },
        },
      },
      async (request) => ok(await providerDetail(deps.db, request.query.id)),
    );

    app.get(
      `${base}/market/offers`,
      {
        config,
        schema: {
          tags,
          operationId: 'marketOffers',
          summary: 'Active offers, filtered by provider, kind, category, region and keyword',
          querystring: s.offerQuery,
          response: { 200: envelope(pageOf(s.offer)), 400: errorEnvelope },
        },
      },
      async (request) => ok(await queryOffers(deps.db, request.query, true)),
    );
  };
