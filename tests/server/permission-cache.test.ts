/** The permission keys kept per grant version and set of roles (server/plugins/auth.ts). */
import { PermissionCache } from '../../server/plugins/auth';

const grants: Record<number, string[]> = { 1: ['company:query', 'company:save'], 2: ['company:query', 'policy:query'] };

function cacheWithReads() {
  const read = jest.fn(async (roleIds: number[]) => roleIds.flatMap((id) => grants[id] ?? []));
  return { cache: new PermissionCache(read), read };
}

it('reads the keys of a set of roles once per version, sharing a read in flight', async () => {
  const { cache, read } = cacheWithReads();
  const [a, b] = await Promise.all([cache.get('7', [1, 2]), cache.get('7', [1, 2])]);
  expect([...a].sort()).toEqual(['company:query', 'company:save', 'policy:query']);
  expect(b).toBe(a);
  await cache.get('7', [1, 2]);
  expect(read).toHaveBeenCalledTimes(1);
});

it('reads again when the grants changed (a new version) and for another set of roles', async () => {
  const { cache, read } = cacheWithReads();
  await cache.get('7', [1]);
  await cache.get('7', [2]);
  expect(read).toHaveBeenCalledTimes(2);
  grants[1] = ['company:query'];
  expect([...(await cache.get('8', [1]))]).toEqual(['company:query']);
  expect(read).toHaveBeenCalledTimes(3);
});

it('grants nothing without roles, without reading', async () => {
  const { cache, read } = cacheWithReads();
  expect((await cache.get('7', [])).size).toBe(0);
  expect(read).not.toHaveBeenCalled();
});

it('does not keep a failed read', async () => {
  const read = jest.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue(['account:query']);
  const cache = new PermissionCache(read);
  await expect(cache.get('7', [3])).rejects.toThrow('connection lost');
  expect([...(await cache.get('7', [3]))]).toEqual(['account:query']);
  expect(read).toHaveBeenCalledTimes(2);
});
