import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { deleteOffer, deleteProvider, queryOffers, queryProviders, saveOffer, saveProvider } from './market';
import * as s from './schemas';
import { adminQuery, createPolicy, deletePolicy, policyDetail, setPolicyStatus, updatePolicy } from './service';
import { deleteDepartment, deleteTag, queryDepartments, queryTags, saveDepartment, saveTag } from './taxonomy';
import { todayOf } from '@shared/policyWindow';
import { idQuery, idBody } from '../../lib/fields';

const tags = ['policy-admin'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** The policy admin under /apiv2/policy/admin/: policies, tags, issuing departments, market providers and offers. */
export const policyAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/policy/admin';

    // ---------- policies ----------
    app.get(
      `${base}/query`,
      {
        config: { permission: 'policy:query' },
        schema: {
          tags,
          operationId: 'adminQueryPolicies',
          summary: 'Policies of every status, paged, filtered and sorted',
          querystring: s.adminPolicyQuery,
          response: { 200: envelope(pageOf(s.adminPolicyItem)), ...errors },
        },
      },
      async (request) => ok(await adminQuery(deps, request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { permission: 'policy:query' },
        schema: { tags, operationId: 'adminPolicyDetail', querystring: idQuery, response: { 200: envelope(s.policyDetail), ...errors } },
      },
      async (request) => ok(await policyDetail(deps.db, request.query.id, todayOf(deps.now()))),
    );

    app.post(
      `${base}/create`,
      {
        config: { permission: 'policy:save' },
        schema: {
          tags,
          operationId: 'adminCreatePolicy',
          summary: 'Create a policy as a draft (its HTML is sanitised)',
          body: s.policyInput,
          response: { 200: envelope(s.policyDetail), ...errors },
        },
      },
      async (request) => ok(await createPolicy(deps, request, request.body)),
    );

    app.post(
      `${base}/update`,
      {
        config: { permission: 'policy:save' },
        schema: { tags, operationId: 'adminUpdatePolicy', body: s.policyUpdate, response: { 200: envelope(s.policyDetail), ...errors } },
      },
      async (request) => ok(await updatePolicy(deps, request, request.body)),
    );

    app.post(
      `${base}/publish`,
      {
        config: { permission: 'policy:publish' },
        schema: {
          tags,
          operationId: 'adminPublishPolicy',
          summary: 'Show the policy on the front',
          body: idBody,
          response: { 200: envelope(s.policyDetail), ...errors },
        },
      },
      async (request) => ok(await setPolicyStatus(deps, request, request.body.id, 'published')),
    );

    app.post(
      `${base}/unpublish`,
      {
        config: { permission: 'policy:publish' },
        schema: {
          tags,
          operationId: 'adminUnpublishPolicy',
          summary: 'Take the policy off the front',
          body: idBody,
          response: { 200: envelope(s.policyDetail), ...errors },
        },
      },
      async (request) => ok(await setPolicyStatus(deps, request, request.body.id, 'unpublished')),
    );

    app.post(
      `${base}/delete`,
      {
        config: { permission: 'policy:delete' },
        schema: { tags, operationId: 'adminDeletePolicy', body: idBody, response: { 200: envelope(s.deleted), ...errors } },
      },
      async (request) => ok(await deletePolicy(deps, request, request.body.id)),
    );

    // ---------- tags ----------
    app.get(
      `${base}/tag/query`,
      {
        config: { permission: 'policy-tag:query' },
        schema: {
          tags,
          operationId: 'adminQueryPolicyTags',
          summary: 'Tags with policy and small-tag counts',
          querystring: s.tagQuery,
          response: { 200: envelope(pageOf(s.adminTag)), ...errors },
        },
      },
      async (request) => ok(await queryTags(deps.db, request.query)),
    );

    app.post(
      `${base}/tag/create`,
      {
        config: { permission: 'policy-tag:save' },
        schema: { tags, operationId: 'adminCreatePolicyTag', body: s.tagInput, response: { 200: envelope(s.adminTag), ...errors } },
      },
      async (request) => ok(await saveTag(deps, request, request.body)),
    );

    app.post(
      `${base}/tag/update`,
      {
        config: { permission: 'policy-tag:save' },
        schema: { tags, operationId: 'adminUpdatePolicyTag', body: s.tagUpdate, response: { 200: envelope(s.adminTag), ...errors } },
      },
      async (request) => ok(await saveTag(deps, request, request.body)),
    );

    app.post(
      `${base}/tag/delete`,
      {
        config: { permission: 'policy-tag:save' },
        schema: {
          tags,
          operationId: 'adminDeletePolicyTag',
          summary: 'Delete a tag no policy uses and with no small tags (409 otherwise)',
          body: idBody,
          response: { 200: envelope(s.deleted), ...errors },
        },
      },
      async (request) => ok(await deleteTag(deps, request, request.body.id)),
    );

    // ---------- issuing departments ----------
    app.get(
      `${base}/department/query`,
      {
        config: { permission: 'policy-department:query' },
        schema: {
          tags,
          operationId: 'adminQueryPolicyDepartments',
          querystring: s.departmentQuery,
          response: { 200: envelope(pageOf(s.adminDepartment)), ...errors },
        },
      },
      async (request) => ok(await queryDepartments(deps.db, request.query)),
    );

    app.post(
      `${base}/department/create`,
      {
        config: { permission: 'policy-department:save' },
        schema: { tags, operationId: 'adminCreatePolicyDepartment', body: s.departmentInput, response: { 200: envelope(s.adminDepartment), ...errors } },
      },
      async (request) => ok(await saveDepartment(deps, request, request.body)),
    );

    app.post(
      `${base}/department/update`,
      {
        config: { permission: 'policy-department:save' },
        schema: { tags, operationId: 'adminUpdatePolicyDepartment', body: s.departmentUpdate, response: { 200: envelope(s.adminDepartment), ...errors } },
      },
      async (request) => ok(await saveDepartment(deps, request, request.body)),
    );

    app.post(
      `${base}/department/delete`,
      {
        config: { permission: 'policy-department:save' },
        schema: {
          tags,
          operationId: 'adminDeletePolicyDepartment',
          summary: 'Delete a department that issued no policies (409 otherwise)',
          body: idBody,
          response: { 200: envelope(s.deleted), ...errors },
        },
      },
      async (request) => ok(await deleteDepartment(deps, request, request.body.id)),
    );

    // ---------- market ----------
    app.get(
      `${base}/provider/query`,
      {
        config: { permission: 'policy-provider:query' },
        schema: { tags, operationId: 'adminQueryProviders', querystring: s.adminProviderQuery, response: { 200: envelope(pageOf(s.provider)), ...errors } },
      },
      async (request) => ok(await queryProviders(deps.db, request.query, false)),
    );

    app.post(
      `${base}/provider/create`,
      {
        config: { permission: 'policy-provider:save' },
        schema: { tags, operationId: 'adminCreateProvider', body: s.providerInput, response: { 200: envelope(s.provider), ...errors } },
      },
      async (request) => ok(await saveProvider(deps, request, request.body)),
    );

    app.post(
      `${base}/provider/update`,
      {
        config: { permission: 'policy-provider:save' },
        schema: { tags, operationId: 'adminUpdateProvider', body: s.providerUpdate, response: { 200: envelope(s.provider), ...errors } },
      },
      async (request) => ok(await saveProvider(deps, request, request.body)),
    );

    app.post(
      `${base}/provider/delete`,
      {
        config: { permission: 'policy-provider:save' },
        schema: {
          tags,
          operationId: 'adminDeleteProvider',
          summary: 'Delete a provider without offers (409 otherwise)',
          body: idBody,
          response: { 200: envelope(s.deleted), ...errors },
        },
      },
      async (request) => ok(await deleteProvider(deps, request, request.body.id)),
    );

    app.get(
      `${base}/offer/query`,
      {
        config: { permission: 'policy-provider:query' },
        schema: { tags, operationId: 'adminQueryOffers', querystring: s.adminOfferQuery, response: { 200: envelope(pageOf(s.offer)), ...errors } },
      },
      async (request) => ok(await queryOffers(deps.db, request.query, false)),
    );

    app.post(
      `${base}/offer/create`,
      {
        config: { permission: 'policy-provider:save' },
        schema: {
          tags,
          operationId: 'adminCreateOffer',
          summary: 'Create an offer (its HTML is sanitised)',
          body: s.offerInput,
          response: { 200: envelope(s.offer), ...errors },
        },
      },
      async (request) => ok(await saveOffer(deps, request, request.body)),
    );

    app.post(
      `${base}/offer/update`,
      {
        config: { permission: 'policy-provider:save' },
        schema: { tags, operationId: 'adminUpdateOffer', body: s.offerUpdate, response: { 200: envelope(s.offer), ...errors } },
      },
      async (request) => ok(await saveOffer(deps, request, request.body)),
    );

    app.post(
      `${base}/offer/delete`,
      {
        config: { permission: 'policy-provider:save' },
        schema: { tags, operationId: 'adminDeleteOffer', body: idBody, response: { 200: envelope(s.deleted), ...errors } },
      },
      async (request) => ok(await deleteOffer(deps, request, request.body.id)),
    );
  };
