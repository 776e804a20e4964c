// `npm run db:migrate`, `npm run db:seed`, `npm run notice-board:verify`, `npm run search:rebuild` and
// `npm run demo:scale` (`--factor 0.01` for a fraction of the fifteen years),
// against DATABASE_URL or the PGlite in DATA_DIR.
import { readFile } from 'node:fs/promises';
import { describeActs, verifyActs } from '../app/features/e-services/digital-acts.server.ts';
import { describeCheck, parseFingerprints, verifyChain } from '../app/features/notice-board/record.server.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { openFiles } from '../server/lib/file-store.ts';
import { scaleDemo } from './scale.ts';
import { seedDemo } from './seed.ts';
import { searchSources, services } from './services.ts';

const command = process.argv[2];
if (!['migrate', 'seed', 'verify-notice-board', 'verify-filings', 'search-rebuild', 'scale'].includes(command ?? '')) {
  console.error(
    'usage: tsx composition/db-cli.ts migrate|seed|verify-notice-board|verify-filings|search-rebuild|scale [--factor 0.01]',
  );
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
  if (command === 'verify-filings') {
    // The record of filings made as digital acts, and each filing against its case as stored now.
    const check = await verifyActs(database.db);
    console.log(describeActs(check));
    process.exitCode = check.chain.ok && check.changed.length === 0 ? 0 : 1;
  }
  if (command === 'search-rebuild') {
    const documents = await services.search.rebuildIndex({ db: database.db, now: new Date() }, searchSources);
    console.log(`search index rebuilt: ${documents} documents`);
  }
  if (command === 'scale') {
    const at = process.argv.indexOf('--factor');
    const factor = at > 0 ? Number(process.argv[at + 1]) : 1;
    if (!(factor > 0 && factor <= 1)) throw new Error('--factor is a fraction of the full volume, 0 < f ≤ 1');
    const started = performance.now();
    const made = await database.exclusively(() =>
      scaleDemo(database.db, openFiles(config, database), { factor, log: (line) => console.log(`  ${line}`) }),
    );
    console.log(
      made
        ? `fifteen years of a town of 50,000 (×${factor}) in ${((performance.now() - started) / 1000).toFixed(0)} s`
        : 'already scaled; nothing added',
    );
  }
  if (command === 'seed')
    console.log(
      (await database.exclusively(() => seedDemo(database.db))) ? 'demo town seeded' : 'already seeded; nothing added',
    );
} finally {
  await database.close();
}
