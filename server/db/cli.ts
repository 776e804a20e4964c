// `npm run db:migrate` and `npm run db:seed`, against DATABASE_URL or the PGlite in DATA_DIR.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/db/cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await database.migrate();
  console.log('migrations applied');
  if (command === 'seed')
    console.log(
      (await database.exclusively(() => seedDemo(database.db))) ? 'demo town seeded' : 'already seeded; nothing added',
    );
} finally {
  await database.close();
}
