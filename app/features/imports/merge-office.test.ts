import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisions } from '../../../server/db/schema/revisions.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartBody } from '../../../server/test/pages.ts';
import { articles } from '../news/schema.server.ts';

/**
 * Issue 57, D6 and D27: a re-import is a merge. What the office edited since the last run is kept and
 * reported as a conflict; what it deleted stays deleted; a run that changes nothing writes nothing,
 * not even for an item whose picture fails again.
 */
let t: TestApp;
let martin: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(() => t.close());

const SITE = 'https://www.obec-lhota.cz';
const POSTS = 15;

/** A WordPress export of the town's news: post 1 with a picture that never downloads (an address here). */
function wordpress(edition = '') {
  const posts = Array.from({ length: POSTS }, (_, i) => {
    const n = i + 1;
    const picture = n === 1 ? '<img src="http://127.0.0.1/obrazky/chybi.jpg" alt="Náves po opravě">\n\n' : '';
    return `<item>
    <title><![CDATA[Zpráva z obce č. ${n}]]></title>
    <link>${SITE}/2024/05/${String(n).padStart(2, '0')}/zprava-${n}/</link>
    <guid isPermaLink="false">${SITE}/?p=${100 + n}</guid>
    <content:encoded><![CDATA[${picture}Obecní úřad oznamuje zprávu č. ${n}.${edition}]]></content:encoded>
    <excerpt:encoded><![CDATA[Perex zprávy č. ${n}.]]></excerpt:encoded>
    <wp:post_id>${100 + n}</wp:post_id>
    <wp:post_date_gmt><![CDATA[2024-05-${String(n).padStart(2, '0')} 08:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[zprava-${n}]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Obec Lhota</title>
  <link>${SITE}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${SITE}</wp:base_site_url>
  <wp:base_blog_url>${SITE}</wp:base_blog_url>
  ${posts.join('\n  ')}
</channel>
</rss>`);
}

const headers = () => ({ authorization: `Bearer ${martin}` });

async function prepare(data: Buffer) {
  const { contentType, payload } = await multipartBody({ source: 'wxr', url: '' }, [
    { field: 'file', name: 'lhota.wordpress.xml', data, type: 'application/xml' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/imports',
    payload,
    headers: { 'content-type': contentType, ...headers() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function run(id: number) {
  const started = await t.app.inject({ method: 'POST', url: `/api/staff/imports/${id}/start`, headers: headers() });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 1200; i++) {
    const current = (await t.app.inject({ url: `/api/staff/imports/${id}`, headers: headers() })).json().data;
    if (current.state === 'done' || current.state === 'failed') return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not settle`);
}

const news = () =>
  t.database.db.select().from(articles).where(like(articles.title, 'Zpráva z obce č. %')).orderBy(articles.id);
const numbered = (n: number) => `Zpráva z obce č. ${n}`;
const versionsOf = async (id: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(revisions)
      .where(and(eq(revisions.entity, 'article'), eq(revisions.entityId, String(id))))
  )[0]?.n;

// Three runs of a file and its edition through the job queue: the room the WXR tests get.
const ROOM = { timeout: 480_000 };

describe('a re-import of a WordPress export', () => {
  it(
    'keeps the office’s edit as a conflict, the office’s deletions deleted, and a rerun writes nothing',
    ROOM,
    async () => {
      const first = await run((await prepare(wordpress())).id);
      expect(first.result).toMatchObject({ created: POSTS, updated: 0 });
      const imported = await news();
      expect(imported).toHaveLength(POSTS);
      const pictured = imported.find((a) => a.title === numbered(1))!;
      const edited = imported.find((a) => a.title === numbered(2))!;

      // The office edits one article's perex (a save raises its version) and deletes thirteen at once.
      await t.database.db
        .update(articles)
        .set({ perex: 'Perex upravený na úřadě.', version: sql`${articles.version} + 1` })
        .where(eq(articles.id, edited.id));
      const deleted = imported.filter((a) => a.id !== pictured.id && a.id !== edited.id).map((a) => a.id);
      expect(deleted).toHaveLength(13);
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/staff/articles/bulk',
        payload: { action: 'delete', ids: deleted },
        headers: headers(),
      });
      expect(bulk.statusCode, bulk.body).toBe(200);

      // D27: the same file again. The picture fails again: nothing changed, nothing is written.
      const [before] = await t.database.db.select().from(articles).where(eq(articles.id, pictured.id));
      const revisionsBefore = await versionsOf(pictured.id);
      const same = await prepare(wordpress());
      expect(same.plan.counts).toEqual({ created: 0, updated: 0, unchanged: POSTS, skipped: 0 });
      expect(same.plan.changes).toEqual([]);
      const second = await run(same.id);
      expect(second.result).toMatchObject({ created: 0, updated: 0, unchanged: POSTS, conflict: 0, deleted: 0 });
      const [after] = await t.database.db.select().from(articles).where(eq(articles.id, pictured.id));
      expect(after!.version).toBe(before!.version);
      expect(after!.updatedAt).toEqual(before!.updatedAt);
      expect(await versionsOf(pictured.id)).toBe(revisionsBefore);
      // The report still says the picture did not come.
      const unchanged = await t.app.inject({
        url: `/api/staff/imports/${same.id}/outcomes?problems=true`,
        headers: headers(),
      });
      expect(unchanged.json().data).toEqual([
        expect.objectContaining({
          title: numbered(1),
          outcome: 'unchanged',
          problems: [expect.stringMatching(/chybi\.jpg/)],
        }),
      ]);

      // D6: an edition of the file changes every post. The dry run names each item and its fields.
      const edition = await prepare(wordpress(' Doplněno o podrobnosti.'));
      expect(edition.plan.counts).toEqual({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
      expect(edition.plan.kept).toEqual({ conflict: 1, deleted: 13 });
      expect(edition.plan.changes).toHaveLength(15);
      expect(edition.plan.changes[0]).toMatchObject({
        title: numbered(1),
        outcome: 'updated',
        path: expect.stringMatching(/^\/aktuality\//),
        fields: expect.arrayContaining(['text']),
      });
      expect(edition.plan.changes[1]).toMatchObject({ title: numbered(2), outcome: 'conflict', fields: ['text'] });
      expect(edition.plan.changes.filter((c: { outcome: string }) => c.outcome === 'deleted')).toHaveLength(13);

      const third = await run(edition.id);
      expect(third.result).toMatchObject({ created: 0, updated: 1, unchanged: 0, conflict: 1, deleted: 13 });
      const now = await news();
      // Nothing deleted came back; the office's perex stayed; the unedited article took the edition.
      expect(now.map((a) => a.id)).toEqual([pictured.id, edited.id]);
      expect(now.find((a) => a.id === edited.id)).toMatchObject({
        perex: 'Perex upravený na úřadě.',
        body: expect.not.stringContaining('Doplněno'),
      });
      expect(now.find((a) => a.id === pictured.id)!.body).toContain('Doplněno o podrobnosti.');
      expect(await t.database.db.select().from(articles).where(inArray(articles.id, deleted))).toEqual([]);

      // The report lists the conflict with a link to the article, to review.
      const conflicts = await t.app.inject({
        url: `/api/staff/imports/${edition.id}/outcomes?outcome=conflict`,
        headers: headers(),
      });
      expect(conflicts.json().data).toEqual([
        expect.objectContaining({
          title: numbered(2),
          outcome: 'conflict',
          path: `/aktuality/${edited.slug}`,
          problems: [expect.stringMatching(/upravili/)],
        }),
      ]);

      // The edition once more: no change, no new version of anything.
      const versions = (await news()).map((a) => a.version);
      const fourth = await run((await prepare(wordpress(' Doplněno o podrobnosti.'))).id);
      expect(fourth.result).toMatchObject({ created: 0, updated: 0, conflict: 1, deleted: 13 });
      expect((await news()).map((a) => a.version)).toEqual(versions);
    },
  );
});
