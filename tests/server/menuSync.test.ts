import { and, eq } from 'drizzle-orm';
import { resources } from '../../server/db/schema';
import { PORTAL_APP, syncPortalMenus } from '../../server/seed/menus';
import { createTestContext, dbKinds, type TestContext } from './harness';

describe.each(dbKinds)('the menu sync at start-up on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const row = async (key: string) =>
    (
      await ctx.database.db
        .select()
        .from(resources)
        .where(and(eq(resources.appName, PORTAL_APP), eq(resources.resourceKey, key)))
    )[0];

  it('writes nothing when the menu has not changed, and puts back an entry that differs from config/adminMenu.ts', async () => {
    const before = await row('company:query');
    const untouched = await row('role:query');
    await ctx.database.db.update(resources).set({ resourceName: '改过的名字', order: 999 }).where(eq(resources.id, before.id));

    await ctx.database.db.transaction((tx) => syncPortalMenus(tx));

    const after = await row('company:query');
    expect(after).toMatchObject({ id: before.id, resourceName: before.resourceName, order: before.order, parentId: before.parentId });
    // An entry that matched the file was left as it was: not even its time of change moved.
    expect((await row('role:query')).updatedAt).toEqual(untouched.updatedAt);
  });
});
