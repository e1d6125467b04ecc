import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '@shared/contentDisposition';
import { and, desc, eq, lt } from 'drizzle-orm';
import { clues } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { streamXlsx } from '../../lib/excel';
import { EXPORT_PAGE_SIZE } from '../../lib/keyset';
import { idQuery } from '../../lib/fields';
import { dictLabeller } from '../dict/service';
import { actorOf, clueOut, clueSelect, poolConfigOf } from './common';
import * as pool from './pool';
import * as s from './schemas';
import * as clue from './service';
import * as taskTypes from './taskTypes';
import { clueStatsOf } from './stats';
import * as statsSchemas from './statsSchemas';
import { clueImportTemplate, importClues } from './import';
import { IMPORT_LIMITS } from '../company/import';
import { importQuery, importResult } from '../company/schemas';
import { CLUE_STATS_KEY } from '@shared/clueStats';

const tags = ['clue'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** China time, to the minute. */
const chinaTime = (value: string | null) => (value ? new Date(Date.parse(value) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : null);

/**
 * Investment-attraction clues and the give-up pool (spec §7: /apiv2/pms/admin/zhaoshang/ clue-query, clue-detail,
 * pstatus, giveup-query; /api/pms/admin/project/setgiveup; /api/pms/admin/business/ tasktype, tasktypepost), with
 * the calls the screens need beside them (create/update, follow-ups, claim, assign, reclaim, lock, the clues about
 * to return, the pool's rules, export). Every write is in one transaction with its history row and audit entry;
 * the data scope applies to lists, details and every write.
 */
export const clueRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/pms/admin/zhaoshang';

    app.get(
      `${base}/clue-query`,
      {
        config: { permission: 'clue:query' },
        schema: {
          tags,
          operationId: 'queryClues',
          summary: 'Owned clues of a scope tab (mine, my department, all within the data scope), filtered, sorted and paged',
          querystring: s.clueQuery,
          response: { 200: envelope(s.clueList), ...errors },
        },
      },
      async (request) => ok(await clue.queryClues(deps, request, request.query)),
    );
    app.get(
      `${base}/clue-detail`,
      {
        config: { permission: ['clue:query', 'clue:pool'] },
        schema: {
          tags,
          operationId: 'clueDetail',
          summary: 'A clue with its follow-ups, its history and the stages it may move to',
          querystring: idQuery,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await clue.clueDetail(deps, request, request.query.id)),
    );
    app.get(
      `${base}/clue-duplicates`,
      {
        config: { permission: 'clue:query' },
        schema: {
          tags,
          operationId: 'clueDuplicates',
          summary: 'Clues with the same phone or name, and who owns them (the form warns before saving)',
          querystring: s.duplicateQuery,
          response: { 200: envelope(s.duplicateList), ...errors },
        },
      },
      async (request) => ok({ list: await clue.findDuplicates(deps.db, request.query) }),
    );
    app.post(
      `${base}/clue-post`,
      {
        config: { permission: 'clue:save' },
        schema: {
          tags,
          operationId: 'saveClue',
          summary: 'Create (no id) or update a clue; the same phone or name as another clue is refused (409) naming it and its owner',
          body: s.cluePost,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await clue.saveClue(deps, request, request.body)),
    );
    app.post(
      `${base}/followup-post`,
      {
        config: { permission: 'clue:save' },
        schema: {
          tags,
          operationId: 'addClueFollowUp',
          summary: 'Record a follow-up (way, time, contact, content, next step, task type, uploaded attachments)',
          body: s.followUpPost,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await clue.addFollowUp(deps, request, request.body)),
    );
    app.post(
      `${base}/pstatus`,
      {
        config: { permission: 'clue:save' },
        schema: {
          tags,
          operationId: 'moveClueStage',
          summary: 'Move a clue along the pipeline: a move not allowed is refused (422) naming the allowed ones; lost and invalid need a dictionary reason',
          body: s.stagePost,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await clue.moveStage(deps, request, request.body)),
    );
    app.post(
      `${base}/lock`,
      {
        config: { permission: 'clue:save' },
        schema: {
          tags,
          operationId: 'lockClue',
          summary: 'The owner locks a clue so it does not return to the pool (per-person limit), or unlocks it',
          body: s.lockPost,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await pool.setLocked(deps, request, request.body)),
    );
    app.get(
      `${base}/returning`,
      {
        config: { permission: ['clue:query', 'clue:pool'] },
        schema: {
          tags,
          operationId: 'queryReturningClues',
          summary: 'Owned clues that return to the pool within the reminder window (or `days`), soonest first',
          querystring: s.returningQuery,
          response: { 200: envelope(s.clueList), ...errors },
        },
      },
      async (request) => ok(await pool.queryReturning(deps, request, request.query)),
    );
    app.get(
      `${base}/clue-export`,
      {
        config: { permission: 'clue:export', download: true },
        schema: {
          tags,
          operationId: 'exportClues',
          summary: 'The filtered clue list of a tab as an .xlsx file, newest first',
          querystring: s.clueQuery,
          response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const actor = await actorOf(deps.db, request);
        const where = and(eq(clues.poolState, 'owned'), await clue.scopeTab(deps.db, actor, q.scope), clue.clueFilter(q, deps.now()));
        const [config, label] = await Promise.all([
          poolConfigOf(deps.db),
          dictLabeller(deps.db, ['clue_stage', 'clue_source', 'intention_level', 'industry', 'unit_usage', 'lost_reason', 'invalid_reason'] as const),
        ]);
        await audit(deps.db, request, { action: 'export', entity: 'clue', summary: JSON.stringify(q) });
        // Keyset pages by id: one indexed query a page however long the list.
        async function* pages() {
          let after: number | undefined;
          for (;;) {
            const rows = await clueSelect(deps.db)
              .where(and(where, after === undefined ? undefined : lt(clues.id, after)))
              .orderBy(desc(clues.id))
              .limit(EXPORT_PAGE_SIZE);
            if (!rows.length) return;
            yield rows.map((r) => clueOut(r, config));
            if (rows.length < EXPORT_PAGE_SIZE) return;
            after = rows[rows.length - 1].clue.id;
          }
        }
        // Every text goes in as a text cell (exceljs writes strings as strings, never formulas): a name such as
        // "=HYPERLINK(…)" stays the text it is.
        type Row = ReturnType<typeof clueOut>;
        return streamXlsx<Row>(reply, {
          fileName: '招商线索.xlsx',
          sheet: '线索',
          pages: pages(),
          columns: [
            { header: '编号', width: 8, value: (c) => c.id },
            { header: '企业/个人', width: 32, value: (c) => c.name },
            { header: '联系人', width: 10, value: (c) => c.contactName },
            { header: '电话', width: 14, value: (c) => c.phone },
            { header: '行业', width: 20, value: (c) => label('industry', c.industryCode) },
            { header: '意向面积（m²）', width: 12, value: (c) => c.intendedArea },
            { header: '意向用途', width: 10, value: (c) => label('unit_usage', c.intendedUsage) },
            { header: '预算（元/m²/月）', width: 12, value: (c) => c.budget },
            { header: '投资额（万元）', width: 12, value: (c) => c.investmentAmount },
            { header: '来源', width: 10, value: (c) => label('clue_source', c.source) },
            { header: '意向等级', width: 10, value: (c) => label('intention_level', c.level) },
            { header: '阶段', width: 10, value: (c) => label('clue_stage', c.stage) },
            {
              header: '原因',
              width: 14,
              value: (c) => (c.stage === 'lost' ? label('lost_reason', c.stageReason) : c.stage === 'invalid' ? label('invalid_reason', c.stageReason) : null),
            },
            { header: '负责人', width: 10, value: (c) => c.ownerName },
            { header: '部门', width: 12, value: (c) => c.departmentName },
            { header: '下次跟进', width: 12, value: (c) => c.nextFollowUpOn },
            { header: '最近跟进', width: 17, value: (c) => chinaTime(c.lastFollowUpAt) },
            { header: '标签', width: 20, value: (c) => c.tags.join('、') },
            { header: '锁定', width: 6, value: (c) => (c.locked ? '是' : '') },
            { header: '创建时间', width: 17, value: (c) => chinaTime(c.createdAt) },
          ],
        });
      },
    );

    // ---------- import from .xlsx, as the company import (only this scope accepts multipart bodies) ----------
    await app.register(async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      await r.register(fastifyMultipart, {
        throwFileSizeLimit: true,
        limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, parts: 6, headerPairs: 50 },
      });
      r.get(
        `${base}/clue-import-template`,
        {
          config: { permission: 'clue:import' },
          schema: {
            tags,
            operationId: 'clueImportTemplate',
            summary: 'The clue import template: header row with notes, one example row, dropdowns from the dictionaries',
            response: { 200: z.unknown().describe('The .xlsx file'), 401: errorEnvelope, 403: errorEnvelope },
          },
        },
        async (_request, reply) =>
          reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', contentDisposition('attachment', '线索导入模板.xlsx', 'clue-import-template.xlsx'))
            .send(await clueImportTemplate(deps)),
      );
      r.post(
        `${base}/clue-import`,
        {
          config: { permission: 'clue:import' },
          schema: {
            tags,
            operationId: 'importClues',
            summary: `Import clues from one .xlsx (multipart field "file", at most ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB, ${
              IMPORT_LIMITS.rows
            } rows): every rejected cell reported by row and column (a phone or name repeated in the file or already a clue's, naming it); owned by the importer, or by the staff member named in 负责人 for a holder of clue:assign within their data scope; nothing is written while a row is rejected unless skipInvalid=true`,
            consumes: ['multipart/form-data'],
            querystring: importQuery,
            response: { 200: envelope(importResult), ...errors, 413: errorEnvelope, 415: errorEnvelope },
          },
        },
        async (request) => ok(await importClues(deps, request, { skipInvalid: request.query.skipInvalid })),
      );
    });

    // ---------- the investment dashboard ----------
    app.get(
      '/api/pms/admin/data/index',
      {
        config: { permission: CLUE_STATS_KEY },
        schema: {
          tags,
          operationId: 'clueStats',
          summary:
            "The investment dashboard of a period (this year by default) and a scope tab: the funnel with each step's conversion, clues created and signed by month, signed investment by industry, each owner's clues, follow-ups, signings and overdue follow-ups, each source's clues and signing rate. Every count is the total of the clue list its link opens",
          querystring: statsSchemas.statsQuery,
          response: { 200: envelope(statsSchemas.clueStats), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        // Figures of the caller's data scope: never kept by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return ok(await clueStatsOf(deps, request, request.query));
      },
    );

    // ---------- the pool ----------
    app.get(
      `${base}/giveup-query`,
      {
        config: { permission: 'clue:pool' },
        schema: {
          tags,
          operationId: 'queryCluePool',
          summary: 'The give-up pool (公海): clues anyone may claim, filtered, sorted and paged',
          querystring: s.poolQuery,
          response: { 200: envelope(s.clueList), ...errors },
        },
      },
      async (request) => ok(await pool.queryPool(deps, request.query)),
    );
    app.post(
      '/api/pms/admin/project/setgiveup',
      {
        config: { permission: 'clue:save' },
        schema: {
          tags,
          operationId: 'giveUpClue',
          summary: 'The owner gives a clue up to the pool; the reason is required (at most 500 characters)',
          body: s.giveUpPost,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await pool.giveUp(deps, request, request.body)),
    );
    app.post(
      `${base}/claim`,
      {
        config: { permission: 'clue:claim' },
        schema: {
          tags,
          operationId: 'claimClue',
          summary: 'Claim a clue from the pool (per-person limit; two at once: one wins, the other 409; not one you gave up within the configured days)',
          body: s.claimPost,
          response: { 200: envelope(s.clueDetail), ...errors },
        },
      },
      async (request) => ok(await pool.claim(deps, request, request.body.id)),
    );
    app.post(
      `${base}/assign`,
      {
        config: { permission: 'clue:assign' },
        schema: {
          tags,
          operationId: 'assignClues',
          summary: 'A manager gives pool clues, or clues in their scope, to a staff member in their scope',
          body: s.assignPost,
          response: { 200: envelope(s.batchResult), ...errors },
        },
      },
      async (request) => ok(await pool.assign(deps, request, request.body)),
    );
    app.post(
      `${base}/reclaim`,
      {
        config: { permission: 'clue:assign' },
        schema: {
          tags,
          operationId: 'reclaimClues',
          summary: 'A manager takes clues in their scope back to the pool, with a reason',
          body: s.reclaimPost,
          response: { 200: envelope(s.batchResult), ...errors },
        },
      },
      async (request) => ok(await pool.reclaim(deps, request, request.body)),
    );
    app.get(
      `${base}/pool-config`,
      {
        config: { permission: ['clue:query', 'clue:pool'] },
        schema: {
          tags,
          operationId: 'cluePoolConfig',
          summary: 'The pool’s rules (N, M, reminder days, limits) and the caller’s own counts',
          response: { 200: envelope(s.poolInfo), ...errors },
        },
      },
      async (request) => ok(await pool.poolInfo(deps, request)),
    );
    app.post(
      `${base}/pool-config`,
      {
        config: { permission: 'clue:config' },
        schema: {
          tags,
          operationId: 'saveCluePoolConfig',
          summary: 'Save the pool’s rules',
          body: s.poolConfig,
          response: { 200: envelope(s.poolInfo), ...errors },
        },
      },
      async (request) => ok(await pool.savePoolConfig(deps, request, request.body)),
    );

    // ---------- task types ----------
    app.get(
      '/api/pms/admin/business/tasktype',
      {
        config: { permission: ['clue:query', 'clue:pool'] },
        schema: {
          tags,
          operationId: 'queryTaskTypes',
          summary: 'The follow-up task types in order',
          querystring: s.taskTypeQuery,
          response: { 200: envelope(s.taskTypeList), ...errors },
        },
      },
      async (request) => ok(await taskTypes.queryTaskTypes(deps.db, request.query)),
    );
    app.post(
      '/api/pms/admin/business/tasktypepost',
      {
        config: { permission: 'tasktype:save' },
        schema: {
          tags,
          operationId: 'saveTaskType',
          summary: 'Create (no id) or update a task type; names are unique',
          body: s.taskTypePost,
          response: { 200: envelope(s.taskType), ...errors },
        },
      },
      async (request) => ok(await taskTypes.saveTaskType(deps, request, request.body)),
    );
  };
