import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialize } from 'node:v8';
import { projectRoot } from '../../../../server/lib/paths.ts';
import type { SourceKind } from '../schemas.ts';
import type { Env } from '../targets/common.server.ts';
import { type ParsedSource, SourceRefused } from './types.ts';

/**
 * The source read by its standard; a table by the office's mapping, the register by the town's IČO.
 * Each reader is loaded when its source comes, so that a thread loads only its own (the table's takes
 * a third of a second).
 */
export async function parseSource(source: SourceKind, data: Buffer, env: Env): Promise<ParsedSource> {
  switch (source) {
    case 'ofn':
      return (await import('./ofn.server.ts')).parseOfn(data);
    case 'feed':
      return (await import('./feed.server.ts')).parseFeedFile(data, env.address);
    case 'ical':
      return (await import('./ical.server.ts')).parseIcal(data);
    case 'wxr':
      return (await import('./wxr.server.ts')).parseWxr(data);
    case 'table':
      return (await import('./table.server.ts')).parseTable(data, env.options);
    case 'registr':
      return (await import('./registr.server.ts')).parseRegistr(data, env.options.ico || env.ico);
  }
}

/**
 * A source of up to 200 MB takes several times that in memory while it is read (the register's monthly
 * dump is read whole to find the town's contracts), more than a server process is given: its heap is
 * bounded (scripts/start.mjs). It is read in a process of its own, with a heap of its own given back when
 * it ends, and a source too big even for that fails its import, not the server. (A thread would not do:
 * the server's bound overrides a thread's own, and a thread out of memory takes the process with it.)
 * What comes back must fit the server's heap (192 MB) beside its work: 60,000 notices are 27.5 MB.
 * A reading that takes longer than `seconds` is stopped: the readers are linear, and 200 MB of WXR
 * take some 10 s, so only a file made to be slow (or a reader's fault) gets there, and the clerk's
 * request waits no longer than that.
 */
const LIMITS = { heapMb: 2048, resultBytes: 32 * 1024 * 1024, seconds: 120 };
const CHILD_FLAG = '--import-parse';

interface Task {
  source: SourceKind;
  data: Uint8Array;
  env: Env;
  resultBytes: number;
}
type Answer = { parsed: ParsedSource } | { refused: string } | { failed: string };

const TOO_BIG = 'Soubor je na jeden import příliš velký: rozdělte ho na menší části (například po letech).';
const tooSlow = (seconds: number) =>
  `Soubor se nepodařilo přečíst ani za ${seconds} s: rozdělte ho na menší části, nebo ověřte, že je to export, za který se vydává.`;

/**
 * This file as the child runs it: the server's compiled copy in a build (in React Router's bundle this
 * module has no file of its own), the source itself in development and tests, its types stripped by
 * Node (the code keeps to erasable syntax, tsconfig.json): through tsx, each file's reading took two
 * seconds more of compiling.
 */
function childEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { file: here, execArgv: [] };
  return {
    file: path.join(projectRoot, 'build/server-dist/app/features/imports/sources/parse.server.js'),
    execArgv: [],
  };
}

/** `parseSource` in a process of its own. */
export function parseApart(
  source: SourceKind,
  data: Buffer,
  env: Env,
  limits: Partial<typeof LIMITS> = {},
): Promise<ParsedSource> {
  const { heapMb, resultBytes, seconds } = { ...LIMITS, ...limits };
  const { file, execArgv } = childEntry();
  const child = fork(file, [CHILD_FLAG], {
    execArgv: [...execArgv, `--max-old-space-size=${heapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  return new Promise<ParsedSource>((resolve, reject) => {
    const deadline = setTimeout(() => {
      reject(new SourceRefused(tooSlow(seconds)));
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.once('exit', () => clearTimeout(deadline));
    child.once('message', (answer: Answer) => {
      if ('parsed' in answer) resolve(answer.parsed);
      else if ('refused' in answer) reject(new SourceRefused(answer.refused));
      else reject(new Error(answer.failed));
    });
    child.once('error', reject);
    // Out of memory, the child ends without an answer; what it said is kept for any other end.
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-4000);
    });
    child.once('exit', (code) => {
      if (/heap out of memory/.test(said)) reject(new SourceRefused(TOO_BIG));
      else reject(new Error(`Čtení zdroje skončilo bez odpovědi (${code}): ${said}`));
    });
    child.send({ source, data, env, resultBytes } satisfies Task);
  });
}

async function answer(task: Task): Promise<Answer> {
  try {
    const parsed = await parseSource(
      task.source,
      Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength),
      task.env,
    );
    return serialize(parsed).byteLength > task.resultBytes ? { refused: TOO_BIG } : { parsed };
  } catch (error) {
    if (error instanceof SourceRefused) return { refused: error.message };
    return { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

if (process.argv.includes(CHILD_FLAG) && process.send) {
  process.once('message', async (task: Task) => {
    const reply = await answer(task);
    process.send?.(reply, () => process.exit(0));
  });
}
