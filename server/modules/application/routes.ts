import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { streamXlsx } from '../../lib/excel';
import { idQuery } from '../../lib/fields';
import { UPLOAD_LIMITS } from '../../lib/uploads';
import { uploadResult } from '../upload/schemas';
import { receiveUpload, refuseOversized } from '../upload/service';
import { applicationColumns } from './export';
import * as s from './schemas';
import * as application from './service';

const tags = ['application'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/**
 * Policy applications: a company's people fill in, upload, submit and follow them at /api/visitor/apply/*; park staff
 * list, review (through the workflow routes), export and sum them, and set up each policy's form, at
 * /api/oa/admin/application/*.
 */
export const applicationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const visitor = { config: { visitor: true } } as const;
    const base = '/api/visitor/apply';

    app.get(
      `${base}/form`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applyForm',
          summary: "A policy's application form for my company: the window, materials and fields, a prefill, and our current application",
          querystring: s.formQuery,
          response: { 200: envelope(s.form), ...errors },
        },
      },
      async (request) => ok(await application.applicationForm(deps, request.visitor!.id, request.query.policyId)),
    );

    app.post(
      `${base}/save`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applySave',
          summary: 'Create (no id) or change a draft, or an application sent back; materials are my uploads from apply/upload',
          body: s.saveInput,
          response: { 200: envelope(s.visitorDetail), ...errors },
        },
      },
      async (request) => ok(await application.saveApplication(deps, request, request.body)),
    );

    app.post(
      `${base}/submit`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applySubmit',
          summary: 'Submit a draft, or resubmit one sent back, inside the window with every required material and field',
          body: s.submitInput,
          response: { 200: envelope(s.visitorDetail), ...errors },
        },
      },
      async (request) => ok(await application.submitApplication(deps, request, request.body)),
    );

    app.post(
      `${base}/withdraw`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applyWithdraw',
          summary: 'Take back an application under review, while no reviewer has acted on it',
          body: s.withdrawInput,
          response: { 200: envelope(s.visitorDetail), ...errors },
        },
      },
      async (request) => ok(await application.withdrawApplication(deps, request, request.body)),
    );

    app.post(
      `${base}/urge`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applyUrge',
          summary: 'Remind the reviewers of an application under review (once a day)',
          body: s.idInput,
          response: { 200: envelope(s.urged), ...errors },
        },
      },
      async (request) => ok(await application.urgeApplication(deps, request, request.body.id)),
    );

    app.get(
      `${base}/query`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applyQuery',
          summary: "My company's applications, newest first",
          querystring: s.visitorQuery,
          response: { 200: envelope(pageOf(s.visitorItem)), ...errors },
        },
      },
      async (request) => ok(await application.companyApplications(deps, request.visitor!.id, request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        ...visitor,
        schema: {
          tags,
          operationId: 'applyDetail',
          summary: "One of my company's applications with its timeline and, when sent back, the reviewer's words",
          querystring: idQuery,
          response: { 200: envelope(s.visitorDetail), ...errors },
        },
      },
      async (request) => ok(await application.companyApplicationDetail(deps, request.visitor!.id, request.query.id)),
    );

    // A material's file; only this scope accepts multipart bodies.
    await app.register(async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      await r.register(fastifyMultipart, {
        throwFileSizeLimit: true,
        limits: { fileSize: UPLOAD_LIMITS.attachment, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 6, headerPairs: 50 },
      });
      r.post(
        `${base}/upload`,
        {
          ...visitor,
          onRequest: refuseOversized('attachment'),
          schema: {
            tags,
            operationId: 'applyUpload',
            summary: `Upload one material file (PDF, Office, PNG/JPEG, ZIP, TXT/CSV, at most ${
              UPLOAD_LIMITS.attachment / 1024 / 1024
            } MB) as multipart/form-data`,
            consumes: ['multipart/form-data'],
            response: { 200: envelope(uploadResult), ...errors, 413: errorEnvelope, 415: errorEnvelope, 429: errorEnvelope },
          },
        },
        async (request, reply) => {
          await application.checkUploadQuota(deps, request.visitor!.id);
          return ok(await receiveUpload(deps, request, reply, 'attachment', { visitorId: request.visitor!.id }));
        },
      );
    });

    // --- Park staff ---
    const admin = '/api/oa/admin/application';

    app.get(
      `${admin}/query`,
      {
        config: { permission: 'application:query' },
        schema: {
          tags,
          operationId: 'queryApplications',
          summary: 'Submitted applications filtered by policy, status, company, issuing department and submission days; sorted and paged',
          querystring: s.staffQuery,
          response: { 200: envelope(pageOf(s.staffItem)), ...errors },
        },
      },
      async (request) => ok(await application.queryApplications(deps, request.query)),
    );

    app.get(
      `${admin}/detail`,
      {
        // application:query, or a task on it (checked by the service): a reviewer sees what they review from their inbox.
        config: { auth: true },
        schema: {
          tags,
          operationId: 'applicationDetail',
          summary:
            "An application with the company's profile, the policy's conditions checked for it, materials, timeline and my pending task; for application:query or the people it was given to review",
          querystring: idQuery,
          response: { 200: envelope(s.staffDetail), ...errors },
        },
      },
      async (request) => ok(await application.applicationDetail(deps, request.user!, request.query.id)),
    );

    app.get(
      `${admin}/summary`,
      {
        config: { permission: 'application:query' },
        schema: {
          tags,
          operationId: 'applicationSummary',
          summary: 'Approved amounts in all and for the top policies and companies, under the list filters',
          querystring: s.summaryQuery,
          response: { 200: envelope(s.summary), ...errors },
        },
      },
      async (request) => ok(await application.approvedSummary(deps, request.query)),
    );

    // The filtered list as .xlsx in the screen's order, streamed (a download grant opens it in a new window).
    app.get(
      `${admin}/export`,
      {
        config: { permission: 'application:export', download: true },
        schema: {
          tags,
          operationId: 'exportApplications',
          summary: 'The filtered application list as an .xlsx file',
          querystring: s.exportQuery,
          response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        await audit(deps.db, request, { action: 'export', entity: 'policy_application', summary: JSON.stringify(request.query) });
        return streamXlsx(reply, {
          fileName: '政策申报.xlsx',
          sheet: '政策申报',
          pages: application.applicationPages(deps.db, request.query),
          columns: applicationColumns,
        });
      },
    );

    app.get(
      `${admin}/settings`,
      {
        config: { permission: 'policy:query' },
        schema: {
          tags,
          operationId: 'applicationSettings',
          summary: "A policy's online application: open or not, its workflow, reviewing department, materials and fields",
          querystring: s.settingsQuery,
          response: { 200: envelope(s.settings), ...errors },
        },
      },
      async (request) => ok(await application.applicationSettings(deps.db, request.query.policyId)),
    );

    app.post(
      `${admin}/settings`,
      {
        config: { permission: 'policy:save' },
        schema: {
          tags,
          operationId: 'saveApplicationSettings',
          summary: "Set a policy's online application; the workflow must review policy applications and be enabled",
          body: s.settingsInput,
          response: { 200: envelope(s.settings), ...errors },
        },
      },
      async (request) => ok(await application.saveApplicationSettings(deps, request, request.body)),
    );
  };
