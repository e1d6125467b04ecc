import type { LightMyRequestResponse } from 'fastify';
import { bearer, type TestContext } from './harness';

/**
 * Policy test data created through the admin API (the same path an editor takes). Every fixture carries
 * 星湖 in its title, so a search for it sees these policies and none of the seeded demo library.
 */
export type Api = {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST and return `data`, failing loudly on anything but 200. */
  ok<T = any>(url: string, payload: unknown): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

export async function policyApi(ctx: TestContext): Promise<Api> {
  const admin = bearer(await ctx.adminToken());
  const api: Api = {
    get: (url, headers = admin) => ctx.app.inject({ url, headers }),
    post: (url, payload, headers = admin) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers }),
    ok: async (url, payload) => {
      const res = await api.post(url, payload);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
  };
  return api;
}

export const admin = '/apiv2/policy/admin';

/** A valid create body; tests override what they look at. */
export function policyBody(departmentId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: '星湖测试政策',
    docNo: '星科规〔2026〕1号',
    departmentId,
    level: 'city',
    regionCode: '320500',
    publishDate: '2026-03-01',
    sourceUrl: 'https://kjj.suzhou.gov.cn/art/2026/03/01/art_1.html',
    contentHtml: '<h2>一、支持对象</h2><p>在本市注册的科技型企业。</p>',
    summary: '对符合条件的企业给予资金支持。',
    tagIds: [],
    supportType: 'subsidy',
    maxAmount: 100,
    window: { kind: 'range', startDate: '2026-11-01', endDate: '2026-12-31' },
    payoutMode: 'apply',
    conditionsText: '上一年度营业收入不低于2000万元',
    rules: [{ id: 'r1', field: 'revenue', op: 'gte', value: 2000, yearsBack: 1, label: '上一年度营业收入不低于2000万元' }],
    entityTypes: ['enterprise'],
    contacts: [{ department: '星湖市科学技术局高新处', phone: '0512-68616525', address: '星湖市三香路998号' }],
    attachments: [{ name: '附件1：申报书.docx', url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.docx', size: 48640 }],
    ...overrides,
  };
}

/** Creates the policy and publishes it unless `draft`; returns its id. */
export async function createPolicy(api: Api, departmentId: number, overrides: Record<string, unknown> = {}, draft = false): Promise<number> {
  const created = await api.ok(`${admin}/create`, policyBody(departmentId, overrides));
  if (!draft) await api.ok(`${admin}/publish`, { id: created.id });
  return created.id;
}

/** Moves the fake clock to an instant. */
export function setClock(ctx: TestContext, iso: string) {
  ctx.advance(Date.parse(iso) - ctx.now().getTime());
}
