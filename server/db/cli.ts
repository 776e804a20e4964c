// `npm run db:migrate`, `npm run db:seed`, `npm run notice-board:verify` and `npm run search:rebuild`,
// against DATABASE_URL or the PGlite in DATA_DIR.
import { readFile } from 'node:fs/promises';
import { describeCheck, parseFingerprints, verifyChain } from '../../app/features/notice-board/record.server.ts';
import { loadConfig } from '../config.ts';
import { searchSources, services } from '../services.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';

const command = process.argv[2];
if (!['migrate', 'seed', 'verify-notice-board', 'search-rebuild'].includes(command ?? '')) {
  console.error('usage: tsx server/db/cli.ts migrate|seed|verify-notice-board|search-rebuild');
  process.exit(2);
}
// `--otisky FILE`: fingerprints saved from /uredni-deska/otisky earlier, to catch a rewritten chain.
const at = process.argv.indexOf('--otisky');
const saved = at > 0 ? parseFingerprints(await readFile(process.argv[at + 1] ?? '', 'utf8').catch(() => '')) : null;
if (at > 0 && !saved) {
  console.error('Soubor s otisky se nepodařilo přečíst: čekám JSON z /api/notice-board/fingerprints.');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await database.migrate();
  console.log('migrations applied');
  if (command === 'verify-notice-board') {
    // On PGlite, stop the server first: one process at a time may open its data directory.
    if (saved) console.log(`porovnávám s uloženými otisky: ${saved.length}`);
    const check = await verifyChain(database.db, saved ?? []);
    console.log(describeCheck(check));
    process.exitCode = check.ok ? 0 : 1;
  }
  if (command === 'search-rebuild') {
    const documents = await services.search.rebuildIndex({ db: database.db, now: new Date() }, searchSources);
    console.log(`search index rebuilt: ${documents} documents`);
  }
  if (command === 'seed')
    console.log(
      (await database.exclusively(() => seedDemo(database.db))) ? 'demo town seeded' : 'already seeded; nothing added',
    );
} finally {
  await database.close();
}
