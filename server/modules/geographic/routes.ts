import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { auditLogs } from '../../db/schema';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { loadCurrentUser } from '../account/service';
import { queryAccounts } from '../account/accounts';
import { accountQuery } from '../account/schemas';
import { listCities, listProvinces, regionName } from './service';
import { users } from '../../db/schema';

const region = z.object({ id: z.string(), name: z.string() });
const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * The calls the Ant Design Pro account screens make (spec §7 "template-only calls"), served from
 * real data: the region table, the signed-in user, their recent activity and the accounts.
 */
export const geographicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/geographic/province', {
      config: { public: true },
      schema: { tags: ['geographic'], operationId: 'queryProvince', summary: 'Provinces (GB/T 2260)', response: { 200: envelope(z.array(region)) } },
    }, async () => ok(listProvinces()));

    app.get('/api/geographic/city/:province', {
      config: { public: true },
      schema: {
        tags: ['geographic'],
        operationId: 'queryCity',
        summary: 'Cities of a province',
        params: z.object({ province: z.string().regex(/^\d{6}$/, 'must be a 6-digit province code') }),
        response: { 200: envelope(z.array(region)), 404: errorEnvelope },
      },
    }, async (request) => {
      const list = listCities(request.params.province);
      if (!list) throw notFound('Province');
      return ok(list);
    });

    app.get('/api/currentUser', {
      config: { auth: true },
      schema: {
        tags: ['account'],
        operationId: 'templateCurrentUser',
        summary: 'The signed-in user in the account-centre shape',
        response: {
          200: envelope(
            z.object({
              userid: z.string(),
              name: z.string(),
              avatar: z.string().nullable(),
              email: z.string().nullable(),
              phone: z.string().nullable(),
              signature: z.string().nullable(),
              address: z.string().nullable(),
              title: z.string(),
              group: z.string(),
              geographic: z.object({
                province: z.object({ key: z.string(), label: z.string() }).nullable(),
                city: z.object({ key: z.string(), label: z.string() }).nullable(),
              }),
            }),
          ),
          ...errors,
        },
      },
    }, async (request) => {
      const user = await loadCurrentUser(deps, request.user!.id);
      const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
      const place = (code: string | null) => (code && regionName(code) ? { key: code, label: regionName(code)! } : null);
      return ok({
        userid: String(user.id),
        name: user.name,
        avatar: user.avatar,
        email: user.email,
        phone: user.phone,
        signature: row.signature,
        address: row.address,
        title: user.roles.map((r) => r.name).join('、'),
        group: user.username,
        geographic: { province: place(row.provinceCode), city: place(row.cityCode) },
      });
    });

    app.get('/api/fake_list', {
      config: { auth: true },
      schema: {
        tags: ['account'],
        operationId: 'recentActivity',
        summary: "The signed-in user's latest operations (the account centre's list)",
        querystring: z.object({ count: z.coerce.number().int().min(1).max(100).default(20) }),
        response: {
          200: envelope(
            z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), updatedAt: z.string(), owner: z.string() })),
          ),
          ...errors,
        },
      },
    }, async (request) => {
      const rows = await deps.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.userId, request.user!.id))
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(request.query.count);
      return ok(
        rows.map((r) => ({
          id: String(r.id),
          title: `${r.action} ${r.entity}${r.entityId ? ` #${r.entityId}` : ''}`,
          description: r.summary ?? '',
          updatedAt: r.createdAt.toISOString(),
          owner: r.username ?? '',
        })),
      );
    });

    app.get('/api/users', {
      config: { permission: 'account:query' },
      schema: {
        tags: ['account'],
        operationId: 'templateUsers',
        summary: 'Accounts as the template lists them',
        querystring: accountQuery,
        response: {
          200: envelope(pageOf(z.object({ key: z.string(), name: z.string(), username: z.string(), department: z.string().nullable() }))),
          ...errors,
        },
      },
    }, async (request) => {
      const page = await queryAccounts(deps, request, request.query);
      return ok({ ...page, list: page.list.map((a) => ({ key: String(a.id), name: a.realName, username: a.username, department: a.departmentName })) });
    });
  };
