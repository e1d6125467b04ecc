/** Each user's permission keys, kept per grant version (server/plugins/auth.ts GrantCache). */
import { GrantCache } from '../../server/plugins/auth';

function cacheWithReads() {
  const held: Record<number, number[]> = { 10: [2, 1], 11: [1, 2], 12: [2], 13: [] };
  const grants: Record<number, string[]> = { 1: ['company:query', 'company:save'], 2: ['company:query', 'policy:query'] };
  const rolesOf = jest.fn(async (userId: number) => held[userId] ?? []);
  const keysOf = jest.fn(async (roleIds: number[]) => roleIds.flatMap((id) => grants[id] ?? []));
  return { cache: new GrantCache({ rolesOf, keysOf }), rolesOf, keysOf, held, grants };
}

it('reads a user’s keys once per version, sharing a read in flight', async () => {
  const { cache, rolesOf, keysOf } = cacheWithReads();
  const [a, b] = await Promise.all([cache.get('7', 10), cache.get('7', 10)]);
  expect([...a].sort()).toEqual(['company:query', 'company:save', 'policy:query']);
  expect(b).toBe(a);
  await cache.get('7', 10);
  expect(rolesOf).toHaveBeenCalledTimes(1);
  expect(keysOf).toHaveBeenCalledTimes(1);
});

it('shares one set of keys between users holding the same roles, in any order', async () => {
  const { cache, rolesOf, keysOf } = cacheWithReads();
  const [a, b] = [await cache.get('7', 10), await cache.get('7', 11)];
  expect(b).toBe(a);
  expect(rolesOf).toHaveBeenCalledTimes(2);
  expect(keysOf).toHaveBeenCalledTimes(1);
  expect(keysOf).toHaveBeenCalledWith([1, 2]);
});

it('reads again when the grants changed (a new version): new roles held, new keys granted', async () => {
  const { cache, held, grants } = cacheWithReads();
  expect([...(await cache.get('7', 12))].sort()).toEqual(['company:query', 'policy:query']);
  held[12] = [1];
  grants[1] = ['company:query'];
  expect([...(await cache.get('7', 12))].sort()).toEqual(['company:query', 'policy:query']);
  expect([...(await cache.get('8', 12))]).toEqual(['company:query']);
});

it('grants nothing without roles, without reading keys', async () => {
  const { cache, keysOf } = cacheWithReads();
  expect((await cache.get('7', 13)).size).toBe(0);
  expect(keysOf).not.toHaveBeenCalled();
});

it('does not keep a failed read', async () => {
  const rolesOf = jest.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue([3]);
  const cache = new GrantCache({ rolesOf, keysOf: async () => ['account:query'] });
  await expect(cache.get('7', 10)).rejects.toThrow('connection lost');
  expect([...(await cache.get('7', 10))]).toEqual(['account:query']);
  expect(rolesOf).toHaveBeenCalledTimes(2);
});
