/**
 * Writes the server's OpenAPI document to config/openapi.json; `npm run openapi` then has Umi's
 * openapi plugin generate the typed clients in src/services/portal from it.
 *
 * The generator ignores OpenAPI 3.0's `nullable: true` (a nullable column became `field: string`), so
 * the document is written as OpenAPI 3.1 says the same thing, `anyOf: [schema, { type: 'null' }]`,
 * which it renders as `string | null`: the screens then use the generated types as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';

type Schema = { [key: string]: unknown };

/** Rewrites every `nullable: true` schema, at any depth, as `anyOf: [schema, { type: 'null' }]` (its description kept outside). */
export function nullableAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsAnyOf);
  if (!node || typeof node !== 'object') return node;
  const walked: Schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableAsAnyOf(value)]));
  if (walked.nullable !== true) return walked;
  const { nullable: _nullable, description, ...schema } = walked;
  return { ...(description === undefined ? {} : { description }), anyOf: [schema, { type: 'null' }] };
}

async function main() {
  const database = await openDatabase({});
  const app = await buildApp({ db: database.db });
  await app.ready();
  const doc = { ...(nullableAsAnyOf(app.swagger()) as Schema), openapi: '3.1.0' };
  const out = path.resolve(__dirname, '../config/openapi.json');
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  await app.close();
  await database.close();
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
