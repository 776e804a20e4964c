import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { pages } from '../pages/schema.server.ts';
import { prepareSource, runToEnd } from './test-runs.ts';

/**
 * Issue 57: WordPress page parents. A page whose parent did not come (refused: here, a text over the
 * editor's limit) goes to the top with a note; once the parent comes, the next run puts the page under
 * it, and the run after changes nothing.
 */
let t: TestApp;
let martin: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${martin}` });
const SITE = 'https://www.obec-vranov.cz';

function page(id: number, parent: number, title: string, slug: string, body: string) {
  return `<item><title><![CDATA[${title}]]></title><link>${SITE}/${slug}/</link>
<content:encoded><![CDATA[${body}]]></content:encoded><wp:post_id>${id}</wp:post_id>
<wp:post_date_gmt><![CDATA[2020-01-01 10:00:00]]></wp:post_date_gmt><wp:post_name><![CDATA[${slug}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status><wp:post_parent>${parent}</wp:post_parent><wp:post_type><![CDATA[page]]></wp:post_type></item>`;
}

const wordpress = (parentBody: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Obec Vranov</title><link>${SITE}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${SITE}</wp:base_site_url><wp:base_blog_url>${SITE}</wp:base_blog_url>
${page(10, 0, 'O obci Vranov', 'o-obci-vranov', parentBody)}
${page(11, 10, 'Historie Vranova', 'historie-vranova', '<p>Obec je poprvé zmíněna roku 1250.</p>')}
</channel></rss>`);

async function importOf(data: Buffer) {
  const file = { name: 'vranov.wordpress.xml', data, type: 'application/xml' };
  const { id, plan } = await prepareSource(t.app, martin, { source: 'wxr', url: '' }, file);
  return { plan, run: await runToEnd(t.app, martin, id) };
}

const vranov = () => t.database.db.select().from(pages).where(like(pages.title, '%Vranov%')).orderBy(pages.title);

describe('a WordPress page whose parent did not come', () => {
  it('goes to the top with a note, under its parent on the run after the parent comes, then stays', async () => {
    const tooLong = `<p>${'Kronika obce. '.repeat(16_000)}</p>`;
    const first = await importOf(wordpress(tooLong));
    expect(first.run.result).toMatchObject({ created: 1, skipped: 1 });
    const [child] = await vranov();
    expect(child).toMatchObject({ title: 'Historie Vranova', parentId: null });
    const notes = await t.app.inject({ url: `/api/staff/imports/${first.run.id}/outcomes`, headers: headers() });
    expect(notes.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Historie Vranova', problems: [expect.stringMatching(/Nadřazená stránka/)] }),
      ]),
    );

    // The clerk shortens the parent's text in WordPress and exports again.
    const second = await importOf(wordpress('<p>Vranov leží na řece Svratce.</p>'));
    expect(second.run.result).toMatchObject({ created: 1, updated: 1, skipped: 0 });
    const [moved, parent] = await vranov();
    expect(parent).toMatchObject({ title: 'O obci Vranov', parentId: null });
    expect(moved).toMatchObject({ title: 'Historie Vranova', parentId: parent!.id });
    const report = await t.app.inject({ url: `/api/staff/imports/${second.run.id}/outcomes`, headers: headers() });
    expect(report.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Historie Vranova', path: '/info/o-obci-vranov/historie-vranova' }),
      ]),
    );

    const third = await importOf(wordpress('<p>Vranov leží na řece Svratce.</p>'));
    expect(third.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(third.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  }, 300_000);
});
