import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The answers' serializer: a route's zod response schema turned into JSON Schema once and compiled by
 * fast-json-stringify (Fastify's own serializer), instead of zod walking every answer at every request. Only
 * the properties the schema names are written, as with zod. A schema JSON Schema cannot say (a transform, a date,
 * a recursive tree) keeps zod's encode + JSON.stringify.
 *
 * Compiled at the first answer of each route and status, not at start-up: compiling all of them took 1.5 s of
 * every start (and of every test file's app), for routes most starts never answer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  const json = jsonSchemaOf(route.schema);
  return json ? fastJson(json as unknown as Parameters<typeof fastJson>[0]) : zodSerializerCompiler(route);
}

/** The output's JSON Schema in the form fast-json-stringify compiles best, or null where it cannot be said. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }) as JsonSchema;
  } catch {
    return null;
  }
  return withNullable(json) as JsonSchema;
}

/**
 * zod's `.nullable()`, said as `type: [X, 'null']` or `anyOf: [X, { type: 'null' }]`, as `X` with
 * `nullable: true`: fast-json-stringify writes that with one test for null, where an anyOf would validate
 * each branch at run time.
 */
function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withNullable(value);
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null')) {
    return { ...out, type: out.type.find((t) => t !== 'null'), nullable: true };
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => (b as JsonSchema).type === 'null' && Object.keys(b as JsonSchema).length === 1);
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf && !other.allOf) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}
