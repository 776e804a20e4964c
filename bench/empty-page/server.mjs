// The reference of the rendering rows: the production server's Fastify app (buildApp: the same
// plugins and hooks in front of every page) and our SSR adapter (registerSsr), serving the empty
// page of this folder's React Router build. Its database is a fresh PGlite, migrated (the app's start
// looks for unfinished imports) but not seeded: an anonymous visit of a page without loaders never
// queries it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const [{ buildApp }, { loadConfig }, { openDatabase }, { registerSsr }, { createLoadContext, visitOf }] =
  await Promise.all([
    load('build/server-dist/composition/app.js'),
    load('build/server-dist/server/config.js'),
    load('build/server-dist/server/db/client.js'),
    load('build/server-dist/server/ssr/handler.js'),
    load('build/server-dist/composition/load-context.js'),
  ]);

// No minute work: this database has none of the tables it reads.
const config = loadConfig({ ...process.env, SCHEDULER: 'false' });
const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
const build = await load(`${process.env.EMPTY_PAGE_BUILD ?? 'bench/.build/empty-page'}/server/index.js`);
await registerSsr(app, {
  dev: false,
  pageCache: app.pageCache,
  build,
  // The same context our pages get, so the reference pays what a page pays before its own loaders.
  loadContext: (request, secure) => createLoadContext(app, visitOf(request), secure),
});
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ host: config.HOST, port: config.PORT });
