import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { articles } from '../news/schema.server.ts';
import { importLinks } from './schema.server.ts';
import { prepareSource, runToEnd } from './test-runs.ts';

/**
 * Issue 57, D3: an item is its source's (the file's blog, or the name the clerk gives the source) and
 * its id. Two real WordPress exports claim one blog (`https://wordpress.com/`,
 * `https://wpthemetestdata.wordpress.com`) and number other posts 163: the second must not overwrite
 * the first's, and a re-import of the first must still change nothing.
 */
let t: TestApp;
let martin: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
/**
 * The theme unit test export (fixtures/README.md) with only its posts 163 and 559, as the first of the
 * two files: 163 is the id the block test data gives another post, and neither has a picture to download.
 */
const themePosts = () =>
  Buffer.from(
    fixture('wordpress-theme-unit-test.xml')
      .toString('utf8')
      .replace(/<item>[\s\S]*?<\/item>\s*/g, (item) => (/<wp:post_id>(163|559)<\/wp:post_id>/.test(item) ? item : '')),
  );

const prepare = (name: string, data: Buffer, sourceName = '') =>
  prepareSource(
    t.app,
    martin,
    { source: 'wxr', url: '', source_name: sourceName },
    { name, data, type: 'application/xml' },
  );
const run = (id: number) => runToEnd(t.app, martin, id);

const titled = (title: string) => t.database.db.select().from(articles).where(eq(articles.title, title));

// Each test imports and runs whole files through the job queue: the room the WXR tests of imports.test.ts get.
const ROOM = { timeout: 300_000 };

describe('two WordPress exports of one blog (D3)', () => {
  it('do not overwrite each other’s posts of the same id; a named source brings the second’s', ROOM, async () => {
    const first = await prepare('themeunittestdata.wordpress.xml', themePosts());
    expect(first.plan.counts).toMatchObject({ created: 2 });
    expect((await run(first.id)).result).toMatchObject({ created: 2, updated: 0 });
    const [scale] = await titled('WP 6.1 Font size scale');
    expect(scale).toBeDefined();

    // The second file: the dry run does not offer to "update" the first's post 163, it names the clash.
    const second = await prepare('64-block-test-data.xml', fixture('wp-block-test.xml'));
    expect(second.plan.counts).toMatchObject({ created: 1, updated: 0, skipped: 1 });
    expect(second.plan.problems).toEqual([
      expect.objectContaining({
        title: 'Search',
        problems: [expect.stringMatching(/wp-6-1-font-size-scale.*vlastní název zdroje/)],
      }),
    ]);
    // The clerk leaves that dry run and names the source instead.
    // Named by the clerk, the second file is a source of its own: its post 163 comes beside the first's.
    const named = await prepare('64-block-test-data.xml', fixture('wp-block-test.xml'), 'Blokový web');
    expect(named.source_name).toBe('Blokový web');
    expect(named.plan.counts).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    expect((await run(named.id)).result).toMatchObject({ created: 2, updated: 0 });
    expect(await titled('Search')).toHaveLength(1);
    const [kept] = await titled('WP 6.1 Font size scale');
    expect(kept).toMatchObject({ id: scale!.id, version: scale!.version, body: scale!.body });
  });

  it('as another blog on WordPress.com (the same base_site_url) gets its own items without a name', ROOM, async () => {
    const other = themePosts()
      .toString('utf8')
      .replaceAll('https://wpthemetestdata.wordpress.com', 'https://obecstarov.wordpress.com')
      .replace('WP 6.1 Font size scale', 'Velikosti písma na webu obce');
    const dry = await prepare('obecstarov.wordpress.xml', Buffer.from(other));
    expect(dry.plan.counts).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    await run(dry.id);
    expect(await titled('Velikosti písma na webu obce')).toHaveLength(1);
    expect(await titled('WP 6.1 Font size scale')).toHaveLength(1);
  });

  it('named by the clerk on a re-import, a file imported without a name is still the same source', ROOM, async () => {
    const named = await prepare('themeunittestdata.wordpress.xml', themePosts(), 'Starý web');
    expect(named.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect((await run(named.id)).result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await titled('WP 6.1 Font size scale')).toHaveLength(1);
  });

  it('imported before sources were told apart, a re-import of the first file still changes nothing', ROOM, async () => {
    // The links as the migration leaves those of earlier runs: no source, no version, no fields.
    await t.database.db
      .update(importLinks)
      .set({ source: '', version: null, fields: null })
      .where(sql`${importLinks.source} = 'https://wpthemetestdata.wordpress.com'`);
    const again = await prepare('themeunittestdata.wordpress.xml', themePosts());
    expect(again.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect((await run(again.id)).result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await titled('WP 6.1 Font size scale')).toHaveLength(1);
    expect(await titled('Search')).toHaveLength(1);
  });
});
