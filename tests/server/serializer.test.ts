/** The answers' compiled serializer (server/lib/serializer.ts): what it writes, and where it leaves zod to write. */
import { z } from 'zod';
import { envelope, pageOf } from '../../server/lib/envelope';
import { jsonSchemaOf, serializerCompiler } from '../../server/lib/serializer';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const item = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable(), tags: z.array(z.string()), score: z.number().optional() });
const page = envelope(pageOf(item));

it('writes only the properties the schema names: a field the service read but the schema leaves out never leaves', () => {
  const row = { id: 7, name: '苏州纳米科技有限公司', note: null, tags: ['高新'], passwordHash: 'scrypt$…', token: 'secret' };
  const json = compile(page)({ success: true, code: 0, data: { list: [row], total: 1, current: 1, pageSize: 20 } });
  expect(json).not.toMatch(/passwordHash|secret/);
  expect(JSON.parse(json)).toEqual({
    success: true,
    code: 0,
    data: { list: [{ id: 7, name: '苏州纳米科技有限公司', note: null, tags: ['高新'] }], total: 1, current: 1, pageSize: 20 },
  });
});

it('escapes what it writes, as JSON.stringify does', () => {
  const nasty = { id: 1, name: '"</script><script>alert(1)</script>\u2028\\', note: 'a\nb', tags: [], score: 1.5 };
  expect(JSON.parse(compile(item)(nasty))).toEqual(nasty);
});

it('says nullable fields as nullable, not as a choice it checks at run time', () => {
  expect(jsonSchemaOf(item)?.properties).toMatchObject({ note: { type: 'string', nullable: true } });
  expect(JSON.stringify(jsonSchemaOf(page))).not.toMatch(/anyOf/);
});

it('leaves zod to write what JSON Schema cannot say: a recursive tree and a date', () => {
  type Node = { id: number; children: Node[] };
  const node: z.ZodType<Node> = z.lazy(() => z.object({ id: z.number(), children: z.array(node) }));
  expect(jsonSchemaOf(node)).toBeNull();
  const tree = { id: 1, children: [{ id: 2, children: [], extra: 'dropped' }] };
  expect(JSON.parse(compile(node)(tree))).toEqual({ id: 1, children: [{ id: 2, children: [] }] });
  const day = z.object({ at: z.date() });
  expect(jsonSchemaOf(day)).toBeNull();
  expect(compile(day)({ at: new Date('2026-11-28T08:00:00Z') })).toBe('{"at":"2026-11-28T08:00:00.000Z"}');
});

it('refuses an answer missing a required property rather than writing half of it', () => {
  expect(() => compile(item)({ id: 1, note: null, tags: [] })).toThrow(/name/);
});
