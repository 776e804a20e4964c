// `npm run import -- --source ofn|feed|ical|wxr|table|registr (--file PATH | --url URL) [--map "Source category=slug"]…
//  [--originator TEXT] [--place TEXT] [--organizer TEXT] [--records documents|contracts|decrees|newsletter]
//  [--column field=Heading]… [--encoding windows-1250] [--ico 12345678] [--source-name NAME] [--as admin@email] [--dry-run]`: the administration's import from the command line, for an agency
// moving many towns. Against DATABASE_URL or the PGlite in DATA_DIR (stop the server first on PGlite).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { importStartSchema } from '../app/features/imports/schemas.ts';
import { isAdmin } from '../common/roles.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { openFiles } from '../server/lib/file-store.ts';
import { HttpError } from '../server/lib/http-errors.ts';
import { startJobs } from '../server/lib/jobs.ts';
import { queuedMailer } from '../server/lib/mail.ts';
import type { ServiceContext } from '../server/lib/service-context.ts';
import { workActor } from '../server/lib/sessions.ts';
import { services } from './services.ts';

const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    file: { type: 'string' },
    url: { type: 'string' },
    map: { type: 'string', multiple: true, default: [] },
    originator: { type: 'string', default: '' },
    place: { type: 'string', default: '' },
    organizer: { type: 'string', default: '' },
    records: { type: 'string', default: 'documents' },
    column: { type: 'string', multiple: true, default: [] },
    encoding: { type: 'string', default: '' },
    ico: { type: 'string', default: '' },
    'source-name': { type: 'string', default: '' },
    as: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const usage =
  'použití: npm run import -- --source ofn|feed|ical|wxr|table|registr (--file SOUBOR | --url ADRESA) [--map "Kategorie zdroje=slug"]… [--originator TEXT] [--place TEXT] [--organizer TEXT] [--records documents|contracts|decrees|newsletter] [--column pole=Sloupec]… [--encoding utf-8|windows-1250|iso-8859-2|windows-1252|utf-16le] [--ico IČO] [--source-name NÁZEV] [--as e-mail správce] [--dry-run]';
const source = services.imports.sourceKinds.find((kind) => kind === values.source);
if (!source || (!values.file && !values.url)) {
  console.error(usage);
  process.exit(2);
}
const pairs = (list: string[]) =>
  Object.fromEntries(
    list.map((pair) => {
      const at = pair.lastIndexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
);
const { log } = Fastify({ logger: { level: 'warn' } });
const jobs = await startJobs({ connection: database.jobConnection, log, mailRetrySeconds: config.MAIL_RETRY_SECONDS });
try {
  await database.migrate();
  // Runs whose process is gone (a command line killed earlier) end failed before a new one begins.
  await services.imports.sweep({ db: database.db, now: new Date() });
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        values.as ? eq(users.email, values.as.toLowerCase()) : sql`${users.scope} ? 'admin'`,
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  const actor = admin ? await workActor(database.db, admin.id) : null;
  if (!actor || !isAdmin(actor)) throw new Error(`Správce webu ${values.as ?? ''} nenalezen (--as e-mail).`);
  const ctx: ServiceContext = {
    db: database.db,
    actor,
    now: new Date(),
    ip: '127.0.0.1',
    mailer: queuedMailer(jobs),
    log,
    config,
    files: openFiles(config, database),
    jobs,
  };
  const file = values.file
    ? { filename: path.basename(values.file), mimetype: '', data: await readFile(values.file), truncated: false }
    : undefined;
  // The IČO goes with the file: the register's dump is searched for the town's contracts by it at once.
  const input = importStartSchema.safeParse({
    source,
    url: values.url ?? '',
    ico: values.ico,
    source_name: values['source-name'],
  });
  if (!input.success) throw new HttpError(422, input.error.issues.map((i) => i.message).join(' '));
  const { id } = await services.imports.prepare(ctx, input.data, file);
  const plan = await services.imports.configure(
    ctx,
    id,
    services.imports.optionsOf({
      categories: pairs(values.map),
      originator: values.originator,
      place: values.place,
      organizer: values.organizer,
      recordKind: values.records,
      columns: pairs(values.column),
      encoding: values.encoding,
      ico: values.ico,
    }),
  );
  console.log(
    `Zkušební průchod: nově ${plan.counts.created}, aktualizovat ${plan.counts.updated}, beze změny ${plan.counts.unchanged}, vynechat ${plan.counts.skipped}`,
  );
  for (const category of plan.categories)
    console.log(`  kategorie „${category.name}“ (${category.items}) → ${category.target ?? 'nepřiřazena (--map)'}`);
  if (plan.table?.encoding) console.log(`  kódování souboru: ${plan.table.encoding} (jiné: --encoding)`);
  for (const problem of plan.problems.slice(0, 50))
    console.log(`  ${problem.position + 1}. ${problem.title}: ${problem.problems.join(' ')}`);
  for (const note of (plan.notes ?? []).slice(0, 50))
    console.log(`  ${note.position + 1}. ${note.title}: ${note.notes.join(' ')}`);
  if (!values['dry-run']) {
    await services.imports.start(ctx, id);
    // A run this process was doing ends failed, not "Probíhá" for good, when the process is stopped
    // (Ctrl+C, a kill) or fails; one killed outright (kill -9) is ended by its lease running out.
    const stop = (signal: NodeJS.Signals) => {
      void services.imports
        .abandon({ db: database.db, now: new Date() }, id, `Import z příkazové řádky byl ukončen (${signal}).`)
        .finally(() => process.exit(130));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // The queue has the run too (a server on the same database may take it); this process does it now,
    // and whichever comes second finds each item done.
    try {
      await services.imports.runJob({ ...ctx, now: new Date() }, id);
    } catch (error) {
      await services.imports.abandon(
        { db: database.db, now: new Date() },
        id,
        `Import přerušila chyba: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw error;
    }
    const run = await services.imports.get(ctx, id);
    const r = run.result;
    console.log(
      `Import ${run.id}: ${run.state === 'done' ? 'dokončen' : `stav ${run.state}`}; nově ${r.created}, aktualizováno ${r.updated}, beze změny ${r.unchanged}, vynecháno ${r.skipped}, s problémem ${r.with_problems}${run.error ? `; ${run.error}` : ''}`,
    );
    console.log(`Výsledek po položkách: ${config.PUBLIC_URL}/sprava/import/${run.id}`);
  }
} catch (error) {
  if (error instanceof HttpError) {
    console.error(error.message, JSON.stringify(error.errors ?? {}));
    process.exitCode = 1;
  } else throw error;
} finally {
  await jobs.stop();
  await database.close();
}
