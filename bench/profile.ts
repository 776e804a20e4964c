// `npm run bench:profile`: the production server under `--cpu-prof` while it renders the home page
// (no page cache) and a logged-in account page, then its CPU time by category for each load.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT, CONNECTIONS, DURATION_S, load, residentCookie, startServer, stop, tempDir } from './lib.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

// First match wins; tested on the script URL of the frame a sample is charged to.
const CATEGORIES: [string, RegExp][] = [
  ['PGlite (JS + WebAssembly)', /^wasm:|\/@electric-sql\/pglite\//],
  ['React rendering', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['React Router', /\/node_modules\/(react-router|@react-router)\//],
  ['Fastify', /\/node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio)\//],
  ['Drizzle', /\/node_modules\/drizzle-orm\//],
  ['Zod', /\/node_modules\/(zod|fastify-type-provider-zod)\//],
  ['our code (server, pages)', /\/build\/(server-dist|server)\//],
  ['other packages', /\/node_modules\//],
];

/**
 * Self time by category of the samples taken between `from` and `to` (µs on the monotonic clock,
 * which V8's profile timestamps and process.hrtime share on Linux). A sample in a V8 builtin (JSON,
 * RegExp, Array methods) or in Node's own code is charged to the nearest caller that is a package or
 * ours: PGlite's file calls count as PGlite. Only what Node does by itself (HTTP parsing, sockets,
 * timers) stays Node.js.
 */
function summarise(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const category = (id: number): string => {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8 (program)';
    if (!url || url.startsWith('node:')) {
      const up = parent.get(id);
      return up === undefined ? 'Node.js' : category(up);
    }
    return CATEGORIES.find(([, re]) => re.test(url))?.[0] ?? 'other';
  };
  const totals = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) return;
    const name = category(id);
    totals.set(name, (totals.get(name) ?? 0) + 1);
    if (name === 'idle') return;
    total++;
    const where = frameName(byId.get(id)!);
    functions.set(where, (functions.get(where) ?? 0) + 1);
    // Each function on the sample's stack once, however deep its recursion.
    const onStack = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const node = byId.get(up)!;
      if (LEVERS.test(node.callFrame.url)) onStack.add(`${frameName(node)}:${node.callFrame.lineNumber + 1}`);
    }
    for (const call of onStack) inclusive.set(call, (inclusive.get(call) ?? 0) + 1);
  });
  const pct = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
  const rows = [...totals].filter(([name]) => name !== 'idle').sort((a, b) => b[1] - a[1]);
  const top = [...functions].sort((a, b) => b[1] - a[1]).slice(0, 14);
  // What a lever is worth: the time in a function and all it calls, leaving out the frames that sit
  // under every request (the SSR handler, the router's dispatch).
  const under = [...inclusive]
    .filter(([, n]) => n < 0.5 * total)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 24);
  return [
    `${total} busy samples, ${totals.get('idle') ?? 0} idle`,
    '',
    '| category | self time |\n|---|---|',
    ...rows.map(([name, n]) => `| ${name} | ${pct(n)} |`),
    '',
    'hottest functions (self time):',
    ...top.map(([name, n]) => `  ${pct(n).padStart(6)}  ${name}`),
    '',
    "React Router's and our heaviest calls below 50 % (time in the function and all it calls):",
    ...under.map(([name, n]) => `  ${pct(n).padStart(6)}  ${name}`),
  ].join('\n');
}

// The code a change here can reach: React Router's and ours (React's own frames nest every component).
const LEVERS = /\/node_modules\/(react-router|@react-router)\/|\/build\/(server-dist|server)\//;

function frameName({ callFrame: { functionName, url } }: ProfileNode) {
  if (!url) return functionName;
  const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/build\//, 'build/');
  return `${functionName || '(anonymous)'} ${file}`;
}

const now = () => Number(process.hrtime.bigint() / 1000n);
const profileDir = path.resolve('bench/.build/profiles');
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });
const dataDir = tempDir('profile');

console.log(
  `# bench:profile ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · Node ${process.version}`,
);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`${CLIENT}, ${CONNECTIONS} connections, ${DURATION_S} s per page, --cpu-prof (1 ms interval)\n`);

const server = await startServer(
  { DATA_DIR: dataDir, PAGE_CACHE_TTL_MS: '0' },
  { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir] },
);
const resident = await residentCookie(server.url);
const windows: { name: string; rps: number; from: number; to: number }[] = [];
for (const [name, url, headers] of [
  ['GET / (rendered every time)', '/', {}],
  ['GET /ucet/moje-zavazky (logged in)', '/ucet/moje-zavazky', resident],
] as const) {
  await load(server.url + url, headers, 2); // warm-up
  const from = now();
  const { rps } = await load(server.url + url, headers);
  windows.push({ name, rps, from, to: now() });
}
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

// `npm start` runs the server in a child process: both write a profile, and the server's is the larger.
const file = readdirSync(profileDir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .sort((a, b) => statSync(path.join(profileDir, b)).size - statSync(path.join(profileDir, a)).size)[0];
if (!file) throw new Error(`no profile written in ${profileDir}`);
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profile;
for (const { name, rps, from, to } of windows) {
  console.log(`## ${name}: ${rps} req/s under the profiler\n`);
  console.log(`${summarise(profile, from, to)}\n`);
}
console.log(`profile: ${path.join(profileDir, file)} (open it in Chrome DevTools, Performance tab)`);
