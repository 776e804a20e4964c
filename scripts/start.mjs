// `npm start`: builds once if there is no build yet, then runs the production server: one process,
// or WEB_CONCURRENCY processes sharing the port (Node's cluster) on one PostgreSQL database. Each has
// its heap bounded unless NODE_OPTIONS or the command line bounds it already: left alone, Node lets a
// heap grow towards the machine's memory before it collects, and an instance under load held
// 500-700 MB; with 192 MB of heap it holds about 300 MB for some 10 % of its throughput (decision
// 0035). Node 24's V8 sizes the young generation by the old space's bound, and under 192 MB it chose
// semi-spaces so large that every collection became a full one: the young generation is bounded too
// (decision 0042). A large import is read in a process of its own.
import { execSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'build/server-dist/composition/main.js');
const processes = Number(process.env.WEB_CONCURRENCY ?? 1);
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const bounds = ['--max-old-space-size=192', '--max-semi-space-size=16'];
// A bound given already is kept; only the ones not given are added.
const missing = bounds.filter((bound) => !given.some((flag) => flag.startsWith(bound.split('=')[0])));
const bounded = missing.length === 0;

if (cluster.isPrimary) {
  const built = [serverEntry, path.join(root, 'build/server/index.js'), path.join(root, 'build/client')].every((file) =>
    existsSync(file),
  );
  if (!built) {
    console.log('No build yet: building the site first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}
process.env.NODE_ENV = 'production';

const many = Number.isInteger(processes) && processes > 1;
if (cluster.isPrimary && (many || !bounded)) {
  // The bound is given to the processes the cluster starts; a single one takes its connections itself.
  // (A WEB_CONCURRENCY that is not a number starts one, whose configuration check says what is wrong.)
  if (!many) cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...missing] });
  // Each process checks the configuration itself (server/config.ts); one that stops within its first
  // 30 s (a bad setting, a database that is not there) stops them all rather than restarting forever.
  let stopping = false;
  const startedAt = new Map();
  // Two malloc arenas, not eight a core: what sharp and the PDF writer allocate on their threads is
  // then given back rather than kept in arenas (drawing the demo's files: 358 → 294 MB RSS).
  const env = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2' };
  const fork = () => startedAt.set(cluster.fork(env).id, Date.now());
  for (let i = 0; i < (many ? processes : 1); i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const ranFor = Date.now() - (startedAt.get(worker.id) ?? 0);
    if (ranFor < 30_000) {
      console.error(`server process ${worker.process.pid} stopped at start (${signal ?? code}); stopping all`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`server process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      // Each process finishes its requests and jobs, then closes (composition/main.ts).
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
} else {
  await import(pathToFileURL(serverEntry).href);
}
