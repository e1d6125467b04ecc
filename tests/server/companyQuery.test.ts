import { sql } from 'drizzle-orm';
import { companies } from '../../server/db/schema';
import { withCheckChar } from '@shared/creditCode';
import { generateCompanies } from '../../scripts/generate-companies';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

/**
 * The company list as rewritten for 100k rows (bigram name index, one index per order, ids first):
 * its answers must equal a plain reading of the table, for every filter, order and page.
 */
describe.each(dbKinds)('company list answers on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  type Row = typeof companies.$inferSelect;
  let all: Row[];
  const list = async (query: Record<string, string | number>) => {
    const res = await ctx.app.inject({
      url: `/apiv2/company/admin/query?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: { id: number }[]; total: number };
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    await generateCompanies(ctx.database.db, 1500, { seed: 7 });
    for (const [i, name] of ['苏州ABC智能科技有限公司', '苏州abc数据服务有限公司', '苏州100%纯净水有限公司', '苏州A_C测试有限公司'].entries()) {
      await ctx.app.inject({
        method: 'POST',
        url: '/apiv2/company/admin/create',
        headers: admin,
        payload: { name, creditCode: withCheckChar(`91320594MA1QRY00${i}`), registeredCapital: i === 0 ? null : 10 },
      });
    }
    all = await ctx.database.db.select().from(companies);
  });
  afterAll(() => ctx.close());

  /** Ids in list order, paging through every page of 200. */
  const everyPage = async (query: Record<string, string | number>) => {
    const out: number[] = [];
    for (let current = 1; ; current += 1) {
      const page = await list({ ...query, current, pageSize: 200 });
      out.push(...page.list.map((c) => c.id));
      if (page.list.length < 200) return { ids: out, total: page.total };
    }
  };

  it.each(['华', '科技', '星辰数据', 'abc', 'ABC', '100%', 'A_C', '智能科技有限', '不存在的名字'])(
    'name contains %p: the same companies as a plain scan',
    async (term) => {
      const expected = all.filter((c) => c.name.toLowerCase().includes(term.toLowerCase()));
      const { ids: got, total } = await everyPage({ name: term });
      expect(total).toBe(expected.length);
      expect(got.sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
    },
  );

  it('counts the unfiltered list exactly (the trigger-kept counter) as companies come and go', async () => {
    const plain = async () => Number(await ctx.database.db.$count(companies));
    expect((await list({})).total).toBe(await plain());
    expect((await list({})).total).toBe(all.length);
    await generateCompanies(ctx.database.db, 25, { seed: 99 });
    expect((await list({})).total).toBe(all.length + 25);
    // A write that fails (a duplicate code) rolls back with its count.
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/company/admin/create',
      headers: admin,
      payload: { name: '重复代码有限公司', creditCode: all[0].creditCode },
    });
    expect(dup.statusCode).toBe(409);
    // Inside a transaction the counter follows inserts and deletes; a rollback takes them back.
    const counted: number[] = [];
    const counter = async (tx: Parameters<Parameters<typeof ctx.database.db.transaction>[0]>[0]) =>
      Number(((await tx.execute(sql`select total from company_counts`)) as unknown as { rows: { total: number }[] }).rows[0].total);
    await ctx.database.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({ name: '回滚测试有限公司', creditCode: withCheckChar('91320594MA1RLB001') })
          .returning({ id: companies.id });
        counted.push(await counter(tx));
        await tx.delete(companies).where(sql`${companies.id} = ${row.id}`);
        counted.push(await counter(tx));
        await tx.insert(companies).values({ name: '回滚测试有限公司', creditCode: withCheckChar('91320594MA1RLB001') });
        counted.push(await counter(tx));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(counted).toEqual([all.length + 26, all.length + 25, all.length + 26]);
    expect((await list({})).total).toBe(all.length + 25);
    expect((await list({})).total).toBe(await plain());
    all = await ctx.database.db.select().from(companies);
  });

  it('finds credit codes by prefix, with % and _ taken literally', async () => {
    const prefix = all.find((c) => c.creditCode.startsWith('9132058'))!.creditCode.slice(0, 9);
    const { total } = await list({ creditCode: prefix.toLowerCase() });
    expect(total).toBe(all.filter((c) => c.creditCode.startsWith(prefix)).length);
    expect((await list({ creditCode: '9132%' })).total).toBe(0);
  });

  const compare = (field: keyof Row, ascending: boolean) => (a: Row, b: Row) => {
    const value = (r: Row) => (r[field] instanceof Date ? (r[field] as Date).getTime() : (r[field] as string | number | null));
    const x = value(a);
    const y = value(b);
    if (x !== y && (x === null || y === null)) return x === null ? 1 : -1; // empty values last both ways
    const byValue = x === y ? 0 : x! < y! ? -1 : 1;
    const cmp = byValue === 0 ? a.id - b.id : byValue;
    return ascending ? cmp : -cmp;
  };

  it.each([
    ['createdAt', 'descend'],
    ['createdAt', 'ascend'],
    ['registeredCapital', 'descend'],
    ['registeredCapital', 'ascend'],
    ['foundedOn', 'ascend'],
    ['staffCount', 'descend'],
  ] as const)('orders by %s %s with empty values last and id breaking ties, page after page', async (sortField, sortOrder) => {
    const field = sortField === 'createdAt' ? 'createdAt' : sortField;
    const rows = all.filter((c) => c.status === 'active');
    const expected = [...rows].sort(compare(field, sortOrder === 'ascend')).map((r) => r.id);
    const { ids: got } = await everyPage({ status: 'active', sortField, sortOrder });
    expect(got).toEqual(expected);
    // A deep page on its own is the same slice.
    const page = await list({ status: 'active', sortField, sortOrder, current: 5, pageSize: 20 });
    expect(page.list.map((c) => c.id)).toEqual(expected.slice(80, 100));
  });

  it('orders names (code-point order of the C collation) with ids breaking ties', async () => {
    const expected = [...all].sort((a, b) => (a.name === b.name ? b.id - a.id : a.name < b.name ? 1 : -1)).map((r) => r.id);
    const page = await list({ sortField: 'name', sortOrder: 'descend', current: 3, pageSize: 50 });
    expect(page.list.map((c) => c.id)).toEqual(expected.slice(100, 150));
  });
});
