import closeWithGrace from 'close-with-grace';
import { writeDemoNoticeDocuments } from '../app/features/notice-board/demo.server.ts';
import { writeDemoMinutes, writeDemoPortraits } from '../app/features/people/demo.server.ts';
import { magazineCovers, writeDemoRecordFiles } from '../app/features/records/demo.server.ts';
import { installCzechZodMessages } from '../common/zod-messages.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { writeDemoPhotos } from '../server/db/seed/demo-images.ts';
import { openControlSocket } from '../server/lib/control-socket.ts';
import { filesLeftInFolders } from '../server/lib/file-store.ts';
import { requestSerializer } from '../server/lib/log.ts';
import { buildApp } from './app.ts';
import { demoPhotos, seedDemo } from './seed.ts';
import { searchSources, services } from './services.ts';
import { registerWeb } from './web.ts';

installCzechZodMessages();

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const serializers = { req: requestSerializer };
const logger = config.isProduction
  ? { level: config.LOG_LEVEL, serializers }
  : {
      level: config.LOG_LEVEL,
      serializers,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
    };

const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: config.dataDir },
);
// Under the startup lock: instances starting together on one PostgreSQL database take turns.
await database.migrate();
if (await filesLeftInFolders(config, database)) {
  console.error(
    `Files are in ${config.mediaDir} and ${config.uploadsDir}, but on PostgreSQL they are now kept in the database, ` +
      'which has none: set FILE_STORAGE=directory to go on serving them from the folders (docs/deployment.md).',
  );
  process.exit(1);
}

const app = await buildApp({ config, database, logger });
if (config.SEED_DEMO) {
  await database.exclusively(async () => {
    if (await seedDemo(database.db, app.clock())) app.log.info('seeded the demo town');
    // The demo's photos are drawn here, not downloaded; only the missing ones (a new store).
    const started = Date.now();
    await writeDemoPhotos(app.files.media, [...demoPhotos(), ...magazineCovers()]);
    await writeDemoNoticeDocuments(database.db, app.files.media);
    await writeDemoRecordFiles(database.db, app.files.media);
    await writeDemoPortraits(app.files.media);
    await writeDemoMinutes(database.db, app.files.media, app.clock());
    app.log.info(`demo photos and documents ready in ${Date.now() - started} ms`);
  });
}
// Built anew only when this version stores its documents otherwise; saves keep it up to date.
if (await services.search.rebuildIfStale({ db: database.db, now: app.clock() }, searchSources))
  app.log.info('the search index was rebuilt in its new format');
await registerWeb(app, { dev: !config.isProduction });

let closeControl = async () => {};
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Stops accepting, lets requests in flight finish, then closes the database (onClose). A keep-alive
  // connection busy when closing began turns idle later and would hold the close for its whole
  // keep-alive time (72 s), past the grace period: close such connections as soon as they are idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 200);
  try {
    await closeControl();
    await app.close();
  } finally {
    clearInterval(idle);
  }
});

await app.listen({ host: config.HOST, port: config.PORT });
// On PGlite, deploy/backup.sh asks this process for its database rather than copying live files.
closeControl = await openControlSocket(database, config.dataDir, app.log);
app.log.info(`${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; ${config.PUBLIC_URL}`);
