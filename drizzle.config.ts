import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The base's tables, and each feature's own (app/features/<feature>/schema.server.ts).
  schema: ['./server/db/schema/index.ts', './app/features/*/schema.server.ts'],
  out: './server/db/migrations',
});
