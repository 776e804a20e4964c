import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, pragueParts } from '../common/dates.ts';
import { projectRoot } from '../server/lib/paths.ts';
import { momentOf, movingMoment } from './as-of.mjs';

const DAY_MS = 86_400_000;
const prague = (ms: number) => {
  const { date, time } = pragueParts(new Date(ms));
  return `${date} ${time}`;
};

describe('TEST_AS_OF', () => {
  it('reads a Prague wall clock, a day, or a moment with its offset', () => {
    expect(new Date(momentOf('2026-12-31 23:30')).toISOString()).toBe('2026-12-31T22:30:00.000Z');
    expect(new Date(momentOf('2027-01-01T00:30')).toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(new Date(momentOf('2027-07-01')).toISOString()).toBe('2027-07-01T08:00:00.000Z');
    // The autumn hour that comes twice: the first, in summer time, unless the offset says otherwise.
    expect(new Date(momentOf('2027-10-31 02:30')).toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(new Date(momentOf('2027-10-31T02:30+01:00')).toISOString()).toBe('2027-10-31T01:30:00.000Z');
    expect(() => momentOf('2027-03-28 02:30')).toThrow(/not on a Prague clock/);
    for (const wrong of ['zítra', '2027-02-30', '31. 12. 2026', '2026-12-31 25:00', ''])
      expect(() => momentOf(wrong), wrong).toThrow();
  });

  it('moves CI’s day with each day: over a year every day half a year on, each month’s edges at night', () => {
    const start = Date.parse('2027-01-01T12:00:00Z');
    const seen = Array.from({ length: 365 }, (_, i) => prague(movingMoment(start + i * DAY_MS)));
    const days = seen.map((s) => s.slice(0, 10));
    // Every day from 2 July 2027 to 30 June 2028 once, the leap day and both changes of the clocks among them.
    expect(days).toEqual(Array.from({ length: 365 }, (_, i) => addDays('2027-07-02', i)));
    expect(days).toEqual(expect.arrayContaining(['2027-10-31', '2028-02-29', '2028-03-26', '2028-01-01']));
    for (const moment of seen) {
      const [day, time] = moment.split(' ') as [string, string];
      if (addDays(day, 1).endsWith('-01')) expect(time, day).toBe('23:30');
      else if (day.endsWith('-01')) expect(time, day).toBe('00:30');
      else expect(['00:30', '23:30'], day).toContain(time);
    }
    expect(seen).toContain('2027-12-31 23:30');
    expect(seen).toContain('2028-01-01 00:30');
    // Both halves of the night come by on ordinary days too.
    expect(new Set(seen.map((s) => s.slice(11))).size).toBe(2);
    expect(momentOf('moving', start)).toBe(movingMoment(start));
  });
});

const fakeTime = ['/usr/lib', '/usr/lib64', '/usr/local/lib'].some(
  (lib) =>
    existsSync(lib) &&
    [lib, ...readdirSync(lib).map((name) => path.join(lib, name))].some((dir) =>
      existsSync(path.join(dir, 'faketime', 'libfaketimeMT.so.1')),
    ),
);
// CI installs libfaketime (.ci/run); a developer's machine without it skips, and says so.
if (!fakeTime && !process.env.CI) console.warn('libfaketime is not installed: the dated run’s own test is skipped');

describe.skipIf(!fakeTime && !process.env.CI)('a command run as of a moment', () => {
  it('sees it in JavaScript’s clock and in the embedded database’s, and its clock runs on', () => {
    // A command of its own, outside any dated run this test is part of.
    const env: NodeJS.ProcessEnv = { ...process.env, TEST_AS_OF: '2028-02-29 23:59' };
    for (const name of ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC', 'TEST_AS_OF_MOMENT'])
      delete env[name];
    const script = `
      import { PGlite } from '@electric-sql/pglite';
      const before = Date.now();
      const db = await PGlite.create();
      const { rows } = await db.query('select extract(epoch from now()) * 1000 as now');
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(JSON.stringify({ before, database: Number(rows[0].now), after: Date.now() }));
      await db.close();`;
    const out = execFileSync('node', ['scripts/as-of.mjs', 'node', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { before, database, after } = JSON.parse(out);
    const moment = Date.parse('2028-02-29T22:59:00Z');
    expect(before - moment).toBeGreaterThanOrEqual(0);
    expect(before - moment).toBeLessThan(60_000);
    expect(database).toBeGreaterThanOrEqual(before);
    // The clock runs on, and a timer waits as long as it says: a test's timeouts are real.
    expect(after - database).toBeGreaterThanOrEqual(200);
    expect(after - before).toBeLessThan(60_000);
  });
});
