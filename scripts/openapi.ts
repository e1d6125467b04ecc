/**
 * Writes the server's OpenAPI document to config/openapi.json; `npm run openapi` then has Umi's
 * openapi plugin generate the typed clients in src/services/portal from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';

async function main() {
  const database = await openDatabase({});
  const app = await buildApp({ db: database.db });
  await app.ready();
  const doc = app.swagger();
  const out = path.resolve(__dirname, '../config/openapi.json');
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  await app.close();
  await database.close();
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
