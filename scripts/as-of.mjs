// Runs a command as if it were another moment: `TEST_AS_OF="2026-12-31 23:30" npm test` runs the
// whole suite on the last evening of 2026 in Prague. The test scripts of package.json go through
// here; without TEST_AS_OF the command runs as it is.
//
// The moment is given to every process of the run by libfaketime (Debian: apt-get install
// libfaketime), which shifts what the system tells the programs the time is: Vitest and the
// database it embeds, the server the browser tests start, PostgreSQL when it is started under the
// same offset (`--env`); Chromium, which hangs under it, gets it from Playwright (tests/e2e/fixtures.ts).
// The clock runs on from the moment, and timers are not touched (the monotonic clock is left alone), so
// a test waits as long as it would.
//
//   TEST_AS_OF="2027-03-28 01:30" npm run test:unit      Prague's wall clock (the first of an
//                                                         autumn hour that is repeated)
//   TEST_AS_OF=2027-10-31T02:30+01:00 …                   a moment with its offset
//   TEST_AS_OF=2027-02-28 …                               a day, at 10:00 in Prague
//   TEST_AS_OF=moving …                                   the day CI runs as: see movingMoment
//   node scripts/as-of.mjs --env                         the variables of the offset, for a
//                                                         process started otherwise (PostgreSQL)
//   node scripts/as-of.mjs --moment                      the moment TEST_AS_OF names, as ISO
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ZONE = 'Europe/Prague';
const DAY_MS = 86_400_000;

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm' on a Prague wall clock at a moment. */
function pragueWall(ms) {
  const p = Object.fromEntries(wallFormat.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * The moment a Prague wall clock shows `day` `time`: the earlier one in the autumn hour that comes
 * twice; none in the spring hour that is skipped.
 */
function pragueMoment(day, time) {
  const naive = Date.parse(`${day}T${time}:00Z`);
  for (const hours of [2, 1]) {
    const ms = naive - hours * 3_600_000;
    if (pragueWall(ms) === `${day} ${time}`) return ms;
  }
  throw new Error(`${day} ${time} is not on a Prague clock (the hour skipped when summer time begins)`);
}

/**
 * The moment CI's second pass runs as, moving a day with each day: the day half a year from today
 * (the other season, so summer time when it is winter), in its first half hour or its last. A day
 * that ends a month is taken at 23:30 and one that begins a month at 00:30, when a date read in UTC
 * is still the day before; other days alternate. Over a year every day, month and year edge, both
 * changes of the clocks, every weekday and every public holiday come by.
 */
export function movingMoment(now = Date.now()) {
  const today = pragueWall(now).slice(0, 10);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + 182 * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  const lastOfMonth = new Date(day.getTime() + DAY_MS).getUTCDate() === 1;
  const dayOfYear = Math.round((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS);
  const time = lastOfMonth ? '23:30' : day.getUTCDate() === 1 ? '00:30' : dayOfYear % 2 ? '23:30' : '00:30';
  return pragueMoment(date, time);
}

/** The moment TEST_AS_OF names, in ms. */
export function momentOf(value, now = Date.now()) {
  const text = value.trim();
  if (text === 'moving') return movingMoment(now);
  const wall = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?$/.exec(text);
  if (wall) return pragueMoment(wall[1], wall[2] ?? '10:00');
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) {
    throw new Error(
      `TEST_AS_OF="${value}" is not a moment: write "2026-12-31 23:30" (Prague), 2027-10-31T02:30+01:00, 2027-02-28 or moving`,
    );
  }
  return ms;
}

/** libfaketime's library for programs with threads (Node's are), wherever the system keeps it. */
function fakeTimeLibrary() {
  if (process.env.FAKETIME_LIBRARY) return process.env.FAKETIME_LIBRARY;
  for (const lib of ['/usr/lib', '/usr/lib64', '/usr/local/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of [lib, ...readdirSync(lib).map((name) => path.join(lib, name))]) {
      const file = path.join(dir, 'faketime', 'libfaketimeMT.so.1');
      if (existsSync(file)) return file;
    }
  }
  throw new Error(
    'TEST_AS_OF needs libfaketime (Debian, Ubuntu: apt-get install libfaketime), or FAKETIME_LIBRARY naming its libfaketimeMT.so.1',
  );
}

/** The environment that makes a process see `moment`: an offset from now, the same for every process given it. */
function fakeTimeEnv(moment) {
  // Whole seconds, rounded up: the run begins at the moment or within a second after it, never before.
  const seconds = Math.ceil((moment - Date.now()) / 1000);
  return {
    LD_PRELOAD: [fakeTimeLibrary(), process.env.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: `${seconds >= 0 ? '+' : ''}${seconds}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    TEST_AS_OF_MOMENT: new Date(moment).toISOString(),
  };
}

function main() {
  const args = process.argv.slice(2);
  const asOf = process.env.TEST_AS_OF;
  if (args[0] === '--moment' || args[0] === '--env') {
    if (!asOf) throw new Error('TEST_AS_OF is not set');
    const moment = momentOf(asOf);
    if (args[0] === '--moment') console.log(new Date(moment).toISOString());
    else for (const [name, value] of Object.entries(fakeTimeEnv(moment))) console.log(`${name}=${value}`);
    return;
  }
  if (args.length === 0) throw new Error('usage: node scripts/as-of.mjs <command> [arguments…]');
  // Already shifted (a script inside a dated run, or a shell given --env): the offset stands.
  const env = { ...process.env };
  if (asOf && !process.env.FAKETIME) {
    const moment = momentOf(asOf);
    Object.assign(env, fakeTimeEnv(moment));
    console.error(`as of ${pragueWall(moment)} in Prague (${new Date(moment).toISOString()}): ${args.join(' ')}`);
  }
  const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(127);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
