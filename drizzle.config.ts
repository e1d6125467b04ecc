import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and applied at server start (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
