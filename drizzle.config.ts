import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema-stats.ts reads enums from schema.ts at load time, so it is listed here rather than re-exported.
  schema: ['./server/db/schema.ts', './server/db/schema-stats.ts'],
  out: './drizzle',
});
