import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotos } from '../../../composition/seed.ts';
import { auditLog } from '../../../server/db/schema/index.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { galleriesDemoPhotos } from '../galleries/demo.server.ts';
import * as libraryPage from './pages/sprava-media.tsx';

/** The media library: uploads checked by content with a required description, where-used, deletion. */
let t: TestApp;
let petra: string;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  petra = await loginAsStaff(t.app, 'petra');
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function upload(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/media',
    headers: { authorization: `Bearer ${petra}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${petra}` }, ...(payload ? { payload } : {}) });

describe('the media library', () => {
  it('starts with the demo’s photos, each where it is used, and an album’s cannot be deleted from under it', async () => {
    const photos = demoPhotos();
    const listed = (await call('GET', '/api/staff/media?perPage=100')).json();
    expect(listed.meta.total).toBe(new Set(photos.map((p) => p.name)).size);
    expect(listed.meta.total).toBeGreaterThan(40);
    const inAlbum = galleriesDemoPhotos()[0]!;
    const [item] = (await call('GET', `/api/staff/media?q=${encodeURIComponent(inAlbum.name)}`)).json().data;
    expect(item).toMatchObject({ url: `/media/demo/${inAlbum.name}.jpg`, alt: inAlbum.alt });
    const detail = (await call('GET', `/api/staff/media/${item.id}`)).json().data;
    expect(detail.used_in.map((u: { kind: string }) => u.kind)).toContain('Fotogalerie');
    expect((await call('DELETE', `/api/staff/media/${item.id}`)).statusCode).toBe(409);
  });

  it('refuses an image without a description, and a file that only calls itself an image', async () => {
    const before = (await call('GET', '/api/staff/media')).json().meta.total;
    const noAlt = await upload({ alt: ' ' }, { data: photo, name: 'kasna.jpg', type: 'image/jpeg' });
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json().errors.alt[0]).toMatch(/^Popište obrázek pro ty, kdo ho nevidí/);
    const fake = await upload(
      { alt: 'Kašna' },
      { data: Buffer.from('<svg onload=alert(1)>'), name: 'kasna.jpg', type: 'image/jpeg' },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual(['Soubor není obrázek ve formátu JPEG, PNG nebo WebP.']);
    expect((await call('GET', '/api/staff/media')).json().meta.total).toBe(before);
  });

  it('stores an image with its WebP variants, lists where it is used, and deletes it only when unused', async () => {
    const res = await upload(
      { alt: 'Opravená kašna na náměstí Míru' },
      { data: photo, name: 'kasna.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({
      width: 800,
      height: 600,
      alt: 'Opravená kašna na náměstí Míru',
      filename: 'kasna.jpg',
    });
    const stored = (url: string) => t.app.files.media.exists(url.replace(/^\/media\//, ''));
    expect(await stored(item.url)).toBe(true);
    expect(await stored(item.url.replace(/\.jpg$/, '-800.webp'))).toBe(true);

    const article = await call('POST', '/api/staff/articles', {
      kind: 'news',
      title: 'Kašna opravena',
      perex: 'Kašna na náměstí zase teče.',
      body: `<p>Hotovo.</p><img src="${item.url}" alt="${item.alt}">`,
      publication: 'draft',
    });
    expect(article.statusCode).toBe(201);
    const detail = (await call('GET', `/api/staff/media/${item.id}`)).json().data;
    expect(detail.used_in).toEqual([
      { kind: 'Článek', title: 'Kašna opravena', url: `/sprava/aktuality/${article.json().data.id}` },
    ]);
    const refused = await call('DELETE', `/api/staff/media/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Obrázek je použit (Článek: Kašna opravena). Nejdřív ho odtud odeberte.');

    await call('PUT', `/api/staff/articles/${article.json().data.id}`, {
      kind: 'news',
      title: 'Kašna opravena',
      perex: 'Kašna na náměstí zase teče.',
      body: '<p>Hotovo.</p>',
      publication: 'draft',
    });
    expect((await call('DELETE', `/api/staff/media/${item.id}`)).statusCode).toBe(204);
    expect(await stored(item.url)).toBe(false);
    expect((await call('GET', `/api/staff/media/${item.id}`)).statusCode).toBe(404);
  });

  it('finds images by their description and changes a description', async () => {
    const { id } = (
      await upload({ alt: 'Knihovna v zimě' }, { data: photo, name: 'knihovna.jpg', type: 'image/jpeg' })
    ).json().data;
    expect((await call('GET', '/api/staff/media?q=zimě')).json().data.map((m: { id: number }) => m.id)).toEqual([id]);
    const changed = await call('PUT', `/api/staff/media/${id}`, { alt: 'Městská knihovna v zimě' });
    expect(changed.json().data.alt).toBe('Městská knihovna v zimě');
  });

  it('gives an article its picture with the library’s description, and keeps it from being deleted', async () => {
    const { id, url } = (
      await upload({ alt: 'Nová lávka přes Vzorovku' }, { data: photo, name: 'lavka.jpg', type: 'image/jpeg' })
    ).json().data;
    const created = await call('POST', '/api/staff/articles', {
      kind: 'news',
      title: 'Lávka otevřena',
      slug: 'lavka-otevrena',
      perex: 'Přes Vzorovku vede nová lávka.',
      body: '<p>Text.</p>',
      image_id: id,
      publication: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = (await t.app.inject({ url: '/api/blog/posts/lavka-otevrena' })).json().data;
    expect(article.image).toEqual({ url, width: 800, height: 600, alt: 'Nová lávka přes Vzorovku' });
    expect((await call('DELETE', `/api/staff/media/${id}`)).statusCode).toBe(409);
    // A better description in the library reaches the article at once.
    await call('PUT', `/api/staff/media/${id}`, { alt: 'Nová dřevěná lávka přes Vzorovku u mlýna' });
    const described = (await t.app.inject({ url: '/api/blog/posts/lavka-otevrena' })).json().data;
    expect(described.image.alt).toBe('Nová dřevěná lávka přes Vzorovku u mlýna');
    const missing = await call('PUT', `/api/staff/articles/${created.json().data.id}`, {
      kind: 'news',
      title: 'Lávka otevřena',
      perex: 'Přes Vzorovku vede nová lávka.',
      image_id: 999999,
      publication: 'published',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.image_id).toEqual(['Tento obrázek v knihovně není.']);
  });

  it('deletes many images after one confirmation naming them, but none while one of them is used', async () => {
    const add = async (alt: string, name: string) =>
      (await upload({ alt }, { data: photo, name, type: 'image/jpeg' })).json().data.id as number;
    const used = await add('Hasičská zbrojnice po opravě', 'zbrojnice.jpg');
    const spare = await add('Rozmazaná fotka zbrojnice', 'zbrojnice-2.jpg');
    const other = await add('Zbrojnice, druhý pokus', 'zbrojnice-3.jpg');
    const article = await call('POST', '/api/staff/articles', {
      kind: 'news',
      title: 'Zbrojnice opravena',
      slug: 'zbrojnice-opravena',
      perex: 'Hasiči mají opravenou zbrojnici.',
      body: '<p>Text.</p>',
      image_id: used,
      publication: 'draft',
    });
    expect(article.statusCode, article.body).toBe(201);

    // One of them is used: nothing is deleted, and the answer says which and where.
    const refused = await call('POST', '/api/staff/media/bulk', { action: 'delete', ids: [used, spare] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Použité obrázky nejde smazat: „Hasičská zbrojnice po opravě“ (Článek: Zbrojnice opravena). Nic se nezměnilo.',
    );
    expect((await call('GET', `/api/staff/media/${spare}`)).statusCode).toBe(200);

    // From the library's page: the titles first, then the deletion, one audit entry each.
    const bulk = async (confirmed: boolean) => {
      const body = new URLSearchParams({ intent: 'bulk', action: 'delete', ...(confirmed ? { confirmed: '1' } : {}) });
      for (const id of [spare, other]) body.append('ids', String(id));
      return asJson(
        await libraryPage.action(
          routeArgs({
            request: page('/sprava/media?q=zbrojnice', { method: 'POST', body }),
            params: {},
            context: await pageContext(t.app, petra),
          }),
        ),
      ).data;
    };
    expect((await bulk(false)).bulk.confirm.titles).toEqual(['Rozmazaná fotka zbrojnice', 'Zbrojnice, druhý pokus']);
    expect((await call('GET', `/api/staff/media/${other}`)).statusCode).toBe(200);
    expect(await bulk(true)).toEqual({ bulk: { done: 'Smazáno: 2 obrázky.' } });
    for (const id of [spare, other]) expect((await call('GET', `/api/staff/media/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/media/${used}`)).statusCode).toBe(200);
    const entries = await t.app.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.deleted'), inArray(auditLog.entityId, [String(spare), String(other)])));
    expect(entries).toHaveLength(2);

    // The list: found by its words, counted, and a page out of range said, not an error.
    const listed = asJson(
      await libraryPage.loader(
        routeArgs({
          request: page('/sprava/media?q=zbrojnice&strana=nula'),
          params: {},
          context: await pageContext(t.app, petra),
        }),
      ),
    );
    expect(listed.total).toBe(1);
    expect(listed.rows.map((row: { id: number }) => row.id)).toEqual([used]);
    expect(listed.problems).toHaveLength(1);
  });
});
