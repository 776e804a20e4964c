import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../app/features/accounts/demo.server.ts';
import { commitments } from '../app/features/commitments/schema.server.ts';
import { eventOccurrences, events } from '../app/features/events/schema.server.ts';
import { galleryPhotos } from '../app/features/galleries/schema.server.ts';
import { articles, blogCategories } from '../app/features/news/schema.server.ts';
import { searchDocuments } from '../app/features/search/schema.server.ts';
import { posters, settings } from '../app/features/shell/schema.server.ts';
import { type Db, openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { createTestDatabase } from '../server/test/app.ts';
import { isSeeded, seedDemo } from './seed.ts';

const counts = async (db: Db) => ({
  settings: (await db.select({ n: count() }).from(settings))[0]?.n,
  posters: (await db.select({ n: count() }).from(posters))[0]?.n,
  categories: (await db.select({ n: count() }).from(blogCategories))[0]?.n,
  articles: (await db.select({ n: count() }).from(articles))[0]?.n,
  events: (await db.select({ n: count() }).from(events))[0]?.n,
  occurrences: (await db.select({ n: count() }).from(eventOccurrences))[0]?.n,
  photos: (await db.select({ n: count() }).from(galleryPhotos))[0]?.n,
  searchDocuments: (await db.select({ n: count() }).from(searchDocuments))[0]?.n,
});

describe('demo seed', () => {
  it('seeds an empty database once; a second run adds nothing', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      expect(await isSeeded(database.db)).toBe(false);
      expect(await seedDemo(database.db)).toBe(true);
      const first = await counts(database.db);
      expect(first.settings).toBeGreaterThanOrEqual(6);
      // Issue 4's demo: at least 30 news and 8 blog posts, 25 events, 3 galleries, all of it searchable.
      expect(first.articles).toBeGreaterThanOrEqual(38);
      expect(first.events).toBeGreaterThanOrEqual(25);
      expect(first.occurrences).toBeGreaterThan(first.events!);
      expect(first.photos).toBeGreaterThanOrEqual(18);
      expect(first.searchDocuments).toBeGreaterThanOrEqual(first.articles! + first.events!);
      expect(await seedDemo(database.db)).toBe(false);
      expect(await counts(database.db)).toEqual(first);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('dates the demo from the clock it is given (CLOCK_AT), across a year', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await seedDemo(database.db, new Date('2030-12-31T23:30:00Z')); // already 1 January 2031 in Prague (UTC+1)
      const owed = await database.db.select({ issuedOn: commitments.issuedOn }).from(commitments);
      expect(owed.map((c) => c.issuedOn)).toContain('2031-01-01');
      const [upcoming] = await database.db
        .select({ n: count() })
        .from(eventOccurrences)
        .where(gt(eventOccurrences.startsAt, new Date('2031-01-01T00:00:00+01:00')));
      expect(upcoming?.n).toBeGreaterThan(5);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('two seeds at once still seed once', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemo(database.db), seedDemo(database.db)]);
      expect(results).toContain(true);
      expect((await counts(database.db)).posters).toBe(3);
      expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(demoAccounts().length);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('demo content as data', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const code = [
    'composition/seed.ts',
    ...readdirSync(path.join(root, 'server/db/seed')).map((f) => `server/db/seed/${f}`),
    ...readdirSync(path.join(root, 'app/features')).map((f) => `app/features/${f}/demo.server.ts`),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && existsSync(path.join(root, f)));

  it('the seeding code carries no Czech prose: the texts are in demo/*.yaml', () => {
    // A sentence: six or more words in one string literal, with Czech letters in it. A template that
    // composes data (`${…}`, a generated document's header) is code, not prose.
    const sentence = /(['"`])(?=[^'"`\n]*[ěščřžýáíéůúťďňĚŠČŘŽÝÁÍÉŮÚ])(?:[^'"`\n\s]+\s+){5,}[^'"`\n]*\1/g;
    const prose = code.filter((f) =>
      [...readFileSync(path.join(root, f), 'utf8').matchAll(sentence)].some((m) => !m[0].includes('${')),
    );
    expect(code.length).toBeGreaterThan(10);
    expect(prose).toEqual([]);
  });

  it('every demo file is valid YAML that a seeding step reads', () => {
    const files = readdirSync(path.join(root, 'demo'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.replace(/\.yaml$/, ''));
    expect(files.length).toBeGreaterThan(20);
    const readers = code.map((f) => readFileSync(path.join(root, f), 'utf8')).join('\n');
    expect(files.filter((f) => !readers.includes(`'${f}'`))).toEqual([]);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two instances starting at once on PostgreSQL', () => {
  it('both migrate and seed an empty database, one after the other', async () => {
    const { database, drop, url } = await createTestDatabase({ migrate: false });
    await database.close();
    // What composition/main.ts does at start.
    const start = async () => {
      const instance = await openDatabase({ kind: 'postgres', url: url! });
      try {
        await instance.migrate();
        return await instance.exclusively(() => seedDemo(instance.db));
      } finally {
        await instance.close();
      }
    };
    try {
      expect((await Promise.all([start(), start(), start()])).sort()).toEqual([false, false, true]);
      const check = await openDatabase({ kind: 'postgres', url: url! });
      try {
        expect((await counts(check.db)).posters).toBe(3);
        expect((await check.db.select({ n: count() }).from(users))[0]?.n).toBe(demoAccounts().length);
      } finally {
        await check.close();
      }
    } finally {
      await drop();
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart, and the restart does not seed again', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    expect(await seedDemo(first.db)).toBe(true);
    await first.db
      .insert(posters)
      .values({ title: 'Uloženo před restartem', imageUrl: '/x.svg', imageWidth: 1, imageHeight: 1 });
    const before = await counts(first.db);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    expect(await seedDemo(second.db)).toBe(false);
    expect(await counts(second.db)).toEqual(before);
    expect(before.posters).toBe(4);
    await second.close();
  });
});
