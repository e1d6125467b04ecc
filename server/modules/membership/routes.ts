import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { idBody } from '../../lib/fields';
import * as s from './schemas';
import * as membership from './service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 410: errorEnvelope, 422: errorEnvelope };
const idAnswer = z.object({ id: z.number().int() });

/**
 * Companies' people on the public front: a visitor claims their company (park staff review it), its administrators
 * invite and manage colleagues (`/user/list`) and ask for changes to its record, which staff decide field by field.
 */
export const membershipRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const visitor = { config: { visitor: true } } as const;
    const tags = ['visitor'];
    const base = '/api/visitor/company';

    app.get(
      base,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'myCompany',
          summary: 'My company, my role in it, its pending change and my claim',
          response: { 200: envelope(s.myCompany), ...errors },
        },
      },
      async (request) => ok(await membership.myCompany(deps, request.visitor!.id)),
    );
    app.post(
      `${base}/claim`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'claimCompany',
          summary: 'Claim a company by its credit code (or register one the park does not know), for review',
          body: s.claimBody,
          response: { 200: envelope(s.claimed), ...errors },
        },
      },
      async (request) => {
        const result = await membership.claimCompany(deps, request, request.body);
        return ok(result, result.notice);
      },
    );
    app.post(
      `${base}/claim/withdraw`,
      {
        ...visitor,
        schema: { tags, operationId: 'withdrawCompanyClaim', summary: 'Withdraw my claim while it waits', response: { 200: envelope(idAnswer), ...errors } },
      },
      async (request) => ok(await membership.withdrawClaim(deps, request)),
    );
    app.post(
      `${base}/change`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'requestCompanyChange',
          summary: 'Ask the park to change the company’s profile or yearly figures (administrators)',
          body: s.changeBody,
          response: { 200: envelope(s.changeRequest), ...errors },
        },
      },
      async (request) => ok(await membership.requestChange(deps, request, request.body)),
    );
    app.post(
      `${base}/change/withdraw`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'withdrawCompanyChange',
          summary: 'Withdraw the change request waiting for review',
          response: { 200: envelope(idAnswer), ...errors },
        },
      },
      async (request) => ok(await membership.withdrawChange(deps, request)),
    );

    app.get(
      `${base}/users`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'companyUsers',
          summary: 'The company’s users (and, for administrators, open invitations)',
          response: { 200: envelope(s.companyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.companyUsers(deps, request.visitor!.id)),
    );
    app.post(
      `${base}/users/invite`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'inviteCompanyUser',
          summary: 'Invite a colleague by e-mail or mobile number (7 days, single use)',
          body: s.inviteBody,
          response: { 200: envelope(s.invitation), ...errors },
        },
      },
      async (request) => ok(await membership.invite(deps, request, request.body)),
    );
    app.post(
      `${base}/users/revoke`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'revokeCompanyInvitation',
          summary: 'Withdraw an open invitation',
          body: idBody,
          response: { 200: envelope(idAnswer), ...errors },
        },
      },
      async (request) => ok(await membership.revokeInvitation(deps, request, request.body.id)),
    );
    app.post(
      `${base}/users/role`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'setCompanyUserRole',
          summary: 'Make a colleague administrator or member',
          body: s.roleBody,
          response: { 200: envelope(s.companyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.setMemberRole(deps, request, request.body)),
    );
    app.post(
      `${base}/users/transfer`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'transferCompanyAdmin',
          summary: 'Hand my administrator role to a colleague',
          body: s.memberBody,
          response: { 200: envelope(s.companyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.transferAdmin(deps, request, request.body.visitorId)),
    );
    app.post(
      `${base}/users/remove`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'removeCompanyUser',
          summary: 'Remove a colleague from the company',
          body: s.memberBody,
          response: { 200: envelope(s.companyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.removeMember(deps, request, request.body.visitorId)),
    );
    app.post(
      `${base}/leave`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'leaveCompany',
          summary: 'Leave my company (not as its last administrator)',
          response: { 200: envelope(z.object({ companyId: z.number().int() })), ...errors },
        },
      },
      async (request) => ok(await membership.leaveCompany(deps, request)),
    );

    const tokenQuery = z.object({ token: s.invitationToken });
    app.get(
      '/api/visitor/invitation',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'invitationInfo',
          summary: 'What an invitation link is: the company, who invited, whether it is still good',
          querystring: tokenQuery,
          response: { 200: envelope(s.invitationInfo), ...errors },
        },
      },
      async (request) => ok(await membership.invitationInfo(deps, request.query.token)),
    );
    app.post(
      '/api/visitor/invitation/accept',
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'acceptInvitation',
          summary: 'Accept an invitation sent to my e-mail address or mobile number',
          body: s.tokenBody,
          response: { 200: envelope(z.object({ companyId: z.number().int(), role: z.enum(['admin', 'member']) })), ...errors },
        },
      },
      async (request) => ok(await membership.acceptInvitation(deps, request, request.body.token)),
    );

    // --- The park's staff: in the company's page and the review screen ---
    const staffTags = ['membership'];
    const admin = '/apiv2/company/admin';
    const read = { config: { permission: 'membership:query' } } as const;
    const review = { config: { permission: 'membership:review' } } as const;
    app.get(
      `${admin}/claim/query`,
      {
        ...read,
        schema: {
          tags: staffTags,
          operationId: 'queryCompanyClaims',
          summary: 'Companies’ claims, newest first',
          querystring: s.reviewQuery,
          response: { 200: envelope(pageOf(s.claim)), ...errors },
        },
      },
      async (request) => ok(await membership.queryClaims(deps, request.query)),
    );
    app.post(
      `${admin}/claim/decide`,
      {
        ...review,
        schema: {
          tags: staffTags,
          operationId: 'decideCompanyClaim',
          summary: 'Approve or refuse a claim (a refusal says why)',
          body: s.decideClaimBody,
          response: { 200: envelope(s.claim), ...errors },
        },
      },
      async (request) => ok(await membership.decideClaim(deps, request, request.body)),
    );
    app.get(
      `${admin}/change/query`,
      {
        ...read,
        schema: {
          tags: staffTags,
          operationId: 'queryCompanyChanges',
          summary: 'Companies’ change requests, newest first',
          querystring: s.reviewQuery,
          response: { 200: envelope(pageOf(s.changeRequest)), ...errors },
        },
      },
      async (request) => ok(await membership.queryChanges(deps, request.query)),
    );
    app.post(
      `${admin}/change/decide`,
      {
        ...review,
        schema: {
          tags: staffTags,
          operationId: 'decideCompanyChange',
          summary: 'Accept or refuse each field of a change request',
          body: s.decideChangeBody,
          response: { 200: envelope(s.changeRequest), ...errors },
        },
      },
      async (request) => ok(await membership.decideChange(deps, request, request.body)),
    );
    app.get(
      `${admin}/user/query`,
      {
        ...read,
        schema: {
          tags: staffTags,
          operationId: 'queryCompanyUsers',
          summary: 'A company’s users on the public front and its open invitations',
          querystring: s.companyMembersQuery,
          response: { 200: envelope(s.staffCompanyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.staffCompanyUsers(deps, request.query.companyId)),
    );
    app.post(
      `${admin}/user/role`,
      {
        ...review,
        schema: {
          tags: staffTags,
          operationId: 'staffSetCompanyUserRole',
          summary: 'Set a company user’s role (the company keeps an administrator)',
          body: s.staffRoleBody,
          response: { 200: envelope(s.staffCompanyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.staffSetRole(deps, request, request.body)),
    );
    app.post(
      `${admin}/user/remove`,
      {
        ...review,
        schema: {
          tags: staffTags,
          operationId: 'staffRemoveCompanyUser',
          summary: 'Remove a user from a company',
          body: s.staffRemoveBody,
          response: { 200: envelope(s.staffCompanyUsers), ...errors },
        },
      },
      async (request) => ok(await membership.staffRemove(deps, request, request.body)),
    );
  };
