import { and, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisions } from '../../../server/db/schema/revisions.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { articles } from '../news/schema.server.ts';
import * as runPage from './pages/sprava-import-beh.tsx';
import { importLinks } from './schema.server.ts';
import { type OldSite, startOldSite } from './test-old-site.ts';
import { prepareSource, runToEnd, settledRun } from './test-runs.ts';

/**
 * Issue 57, D6 and D27: a re-import is a merge. What the office edited since the last run is kept and
 * reported as a conflict; what it deleted stays deleted; a run that changes nothing writes nothing,
 * not even for an item whose picture fails again.
 */
let t: TestApp;
let martin: string;
let site: OldSite;
beforeAll(async () => {
  site = await startOldSite();
  t = await createTestApp({ env: { IMPORT_ALLOW_ADDRESSES: '127.0.0.1' } });
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

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

const prepare = (data: Buffer) =>
  prepareSource(
    t.app,
    martin,
    { source: 'wxr', url: '' },
    { name: 'lhota.wordpress.xml', data, type: 'application/xml' },
  );
const run = (id: number) => runToEnd(t.app, martin, id);

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

/** The dry run's options, and the dry run they give. */
async function configure(id: number, options: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/imports/${id}/options`,
    payload: options,
    headers: headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** An edit in the article's editor, through the staff API: the save raises its version and keeps a revision. */
async function officeEdit(id: number, perex: string) {
  const opened = await t.app.inject({ url: `/api/staff/articles/${id}`, headers: headers() });
  const a = opened.json().data;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/articles/${id}`,
    payload: {
      kind: a.kind,
      title: a.title,
      slug: a.slug,
      perex,
      body: a.body,
      category: a.category,
      featured: a.featured,
      image_id: a.image_id,
      publication: 'published',
      version: a.version,
    },
    headers: headers(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const sharpPicture = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#a74' } })
    .jpeg()
    .toBuffer();

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

      // The office edits one article's perex in its editor and deletes thirteen at once.
      await officeEdit(edited.id, 'Perex upravený na úřadě.');
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
      // The office's edit of an item the file did not change stands without a word; the deleted stay so.
      const same = await prepare(wordpress());
      expect(same.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
      expect(same.plan.kept).toEqual({ conflict: 0, deleted: 13 });
      expect(same.plan.changes.map((c: { outcome: string }) => c.outcome)).toEqual(Array(13).fill('deleted'));
      const second = await run(same.id);
      expect(second.result).toMatchObject({ created: 0, updated: 0, unchanged: 2, conflict: 0, deleted: 13 });
      const [after] = await t.database.db.select().from(articles).where(eq(articles.id, pictured.id));
      expect(after!.version).toBe(before!.version);
      expect(after!.updatedAt).toEqual(before!.updatedAt);
      expect(await versionsOf(pictured.id)).toBe(revisionsBefore);
      // The report still says the picture did not come.
      const unchanged = await t.app.inject({
        url: `/api/staff/imports/${same.id}/outcomes?problems=true`,
        headers: headers(),
      });
      expect(unchanged.json().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: numbered(1),
            outcome: 'unchanged',
            problems: [expect.stringMatching(/chybi\.jpg/)],
          }),
          expect.objectContaining({ title: numbered(3), outcome: 'deleted', path: null }),
        ]),
      );

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

      // The clerk takes the source's change as seen: kept, reported this once, and no more.
      // Chosen on the dry run's page, as a form without JavaScript: the question is there once they meet.
      const accept = await prepare(wordpress(' Doplněno o podrobnosti.'));
      const context = await pageContext(t.app, martin);
      const at = `/sprava/import/${accept.id}`;
      const args = (request: Request) => routeArgs({ request, params: { id: String(accept.id) }, context });
      const shown = asJson(await runPage.loader(args(page(at))));
      expect(shown.run.plan.kept).toEqual({ conflict: 1, deleted: 13 });
      const chose = await runPage.action(args(page(at, form({ intent: 'options', edited: 'accept' }))));
      expect(chose).toEqual({ saved: true });
      expect(asJson(await runPage.loader(args(page(at)))).run.options.edited).toBe('accept');
      const fifth = await run(accept.id);
      expect(fifth.result).toMatchObject({ updated: 0, conflict: 1 });
      const quiet = await prepare(wordpress(' Doplněno o podrobnosti.'));
      expect(quiet.plan.kept).toEqual({ conflict: 0, deleted: 13 });
      expect(quiet.plan.counts).toMatchObject({ updated: 0, unchanged: 2 });
      expect((await news()).find((a) => a.id === edited.id)?.perex).toBe('Perex upravený na úřadě.');

      // A later change of the source meets the office's edit again; this time the clerk takes the source's.
      const overwrite = await prepare(wordpress(' Druhé doplnění.'));
      expect(overwrite.plan.kept).toEqual({ conflict: 1, deleted: 13 });
      const chosen = await configure(overwrite.id, { edited: 'source' });
      expect(chosen.kept).toEqual({ conflict: 0, deleted: 13 });
      expect(chosen.counts).toMatchObject({ updated: 2 });
      expect((await run(overwrite.id)).result).toMatchObject({ updated: 2, conflict: 0 });
      expect((await news()).find((a) => a.id === edited.id)).toMatchObject({
        perex: 'Perex zprávy č. 2.',
        body: expect.stringContaining('Druhé doplnění.'),
      });
    },
  );

  it('keeps an edit made before the import kept versions (a link from before migration 0065)', ROOM, async () => {
    const file = (edition: string) => {
      const text = wordpress(edition)
        .toString()
        .replaceAll('Zpráva z obce', 'Starší zpráva')
        .replaceAll('zprava-', 'starsi-');
      return Buffer.from(text.replaceAll('<wp:post_id>1', '<wp:post_id>7').replaceAll('?p=1', '?p=7'));
    };
    const first = await run((await prepare(file(''))).id);
    expect(first.result).toMatchObject({ created: POSTS });
    // As migration 0065 leaves the links of earlier runs: no version of what they left.
    await t.database.db.update(importLinks).set({ version: null }).where(like(importLinks.key, '%7__'));
    const [older] = await t.database.db.select().from(articles).where(like(articles.title, 'Starší zpráva č. 2'));
    await officeEdit(older!.id, 'Perex upravený před novým importem.');
    const edition = await prepare(file(' Doplněno.'));
    expect(edition.plan.kept).toEqual({ conflict: 1, deleted: 0 });
    const second = await run(edition.id);
    expect(second.result).toMatchObject({ updated: POSTS - 1, conflict: 1 });
    const [kept] = await t.database.db.select().from(articles).where(eq(articles.id, older!.id));
    expect(kept).toMatchObject({
      perex: 'Perex upravený před novým importem.',
      body: expect.not.stringContaining('Doplněno'),
    });
    // The run wrote each link's version: the next edition knows them without the revisions.
    const links = await t.database.db.select().from(importLinks).where(like(importLinks.key, '%7__'));
    expect(links.filter((l) => l.version === null)).toEqual([]);
  });

  it('keeps an edit saved in the office while the run downloaded the item’s picture', ROOM, async () => {
    const file = (edition: string) =>
      Buffer.from(
        wordpress(edition)
          .toString()
          .replaceAll('Zpráva z obce', 'Pomalá zpráva')
          .replaceAll('zprava-', 'pomala-')
          .replaceAll('<wp:post_id>1', '<wp:post_id>3')
          .replaceAll('?p=1', '?p=3'),
      );
    await run((await prepare(file(''))).id);
    const [article] = await t.database.db.select().from(articles).where(like(articles.title, 'Pomalá zpráva č. 5'));
    // The edition gives the article a picture the old site sends only once the office has saved.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const picture = '/obrazky/pomala-5.jpg';
    site.pages.set(picture, { type: 'image/jpeg', body: await sharpPicture(), gate });
    const edition = file('')
      .toString()
      .replace(
        'Obecní úřad oznamuje zprávu č. 5.',
        `<img src="${site.url}${picture}" alt="Oprava chodníku"> Obecní úřad oznamuje zprávu č. 5.`,
      );
    const prepared = await prepare(Buffer.from(edition));
    expect(prepared.plan.counts).toMatchObject({ updated: 1 });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/staff/imports/${prepared.id}/start`,
      headers: headers(),
    });
    expect(started.statusCode, started.body).toBe(202);
    for (let i = 0; i < 1200 && !site.requests.includes(picture); i++) await new Promise((r) => setTimeout(r, 50));
    expect(site.requests).toContain(picture);
    await officeEdit(article!.id, 'Perex upravený během importu.');
    release();
    const done = await settledRun(t.app, martin, prepared.id);
    expect(done.result).toMatchObject({ updated: 0, conflict: 1 });
    const [kept] = await t.database.db.select().from(articles).where(eq(articles.id, article!.id));
    expect(kept).toMatchObject({ perex: 'Perex upravený během importu.', body: expect.not.stringContaining('<img') });
  });
});
