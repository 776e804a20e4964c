import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as editorPage from './pages/sprava-galerie-editor.tsx';

/** The galleries editors: albums, many photos at once checked by content, order and descriptions. */
let t: TestApp;
let martin: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${martin}` }, ...(payload ? { payload } : {}) });

const photosForm = (files: { name: string; data: Buffer; type: string }[], version?: number) => {
  const body = new FormData();
  if (version !== undefined) body.set('version', String(version));
  for (const f of files) body.append('photos', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return body;
};

async function upload(id: number, files: { name: string; data: Buffer; type: string }[], version?: number) {
  const encoded = new Response(photosForm(files, version));
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/galleries/${id}/photos`,
    headers: { authorization: `Bearer ${martin}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('the galleries editors', () => {
  it('takes many photos at once, shows them in the order the editor gives, an undescribed one named by its album', async () => {
    const created = await call('POST', '/api/staff/galleries', {
      title: 'Rozsvícení vánočního stromu',
      description: 'Náměstí Svobody, 29. listopadu.',
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const added = await upload(id, [
      { name: 'strom.jpg', data: jpeg, type: 'image/jpeg' },
      { name: 'koledy.jpg', data: jpeg, type: 'image/jpeg' },
      { name: 'trh.jpg', data: jpeg, type: 'image/jpeg' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const editable = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    expect(editable.photos).toHaveLength(3);
    for (const photo of editable.photos) {
      const stored = photo.url.slice('/media/'.length);
      expect((await sharp((await t.app.files.media.read(stored))!).metadata()).format).toBe('jpeg');
      expect(await t.app.files.media.exists(stored.replace(/\.jpg$/, '-800.webp'))).toBe(true);
      expect(photo.alt).toBe('');
    }
    const rows = (await call('GET', '/api/staff/galleries')).json().data;
    expect(rows.find((g: { id: number }) => g.id === id)).toMatchObject({ photos: 3, undescribed: 3 });
    // Nothing described yet: the photos are on the site all the same, each named by the album.
    const before = (await t.app.inject({ url: '/api/galleries/rozsviceni-vanocniho-stromu' })).json().data;
    expect(before.photos.map((p: { alt: string }) => p.alt)).toEqual(
      Array(3).fill('Fotka z galerie „Rozsvícení vánočního stromu“'),
    );

    const [strom, koledy, trh] = editable.photos;
    const saved = await call('PUT', `/api/staff/galleries/${id}`, {
      title: 'Rozsvícení vánočního stromu',
      description: 'Náměstí Svobody, 29. listopadu.',
      published: true,
      version: added.json().data.version,
      photos: [
        { id: trh.id, alt: 'Stánky vánočního trhu', caption: 'Trh byl otevřený do osmi' },
        { id: strom.id, alt: 'Rozsvícený strom na náměstí' },
        { id: koledy.id, alt: '', remove: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await t.app.inject({ url: '/api/galleries/rozsviceni-vanocniho-stromu' })).json().data;
    expect(shown.photos.map((p: { alt: string }) => p.alt)).toEqual([
      'Stánky vánočního trhu',
      'Rozsvícený strom na náměstí',
    ]);
    expect(shown.photos[0].caption).toBe('Trh byl otevřený do osmi');
    // The removed photo's files go with it.
    expect(await t.app.files.media.exists(koledy.url.slice('/media/'.length))).toBe(false);

    // The first editor's version is now old: her save is refused and nothing changes.
    const stale = await call('PUT', `/api/staff/galleries/${id}`, {
      title: 'Jiný název',
      version: added.json().data.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/staff/galleries/${id}`)).json().data.title).toBe('Rozsvícení vánočního stromu');
  });

  it('refuses a whole batch with one file that is not an image, naming it, and a photo of another album', async () => {
    const { id, version } = (await call('POST', '/api/staff/galleries', { title: 'Zkouška' })).json().data;
    const files = async () => (await t.app.files.media.list('galerie')).length;
    const before = await files();
    const refused = await upload(
      id,
      [
        { name: 'dobra.jpg', data: jpeg, type: 'image/jpeg' },
        { name: 'prevlek.jpg', data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' },
      ],
      version,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.photos).toEqual([expect.stringMatching(/^prevlek\.jpg: /)]);
    expect((await call('GET', `/api/staff/galleries/${id}`)).json().data.photos).toEqual([]);
    expect(await files()).toBe(before);
    expect((await upload(id, [], version)).statusCode).toBe(422);

    const other = (await call('GET', '/api/staff/galleries/1')).json().data;
    const foreign = await call('PUT', `/api/staff/galleries/${id}`, {
      title: 'Zkouška',
      photos: [{ id: other.photos[0].id, alt: 'Cizí' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await call('GET', '/api/staff/galleries/1')).json().data.photos[0].alt).toBe(other.photos[0].alt);
    expect((await call('DELETE', `/api/staff/galleries/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/staff/galleries/${id}`)).statusCode).toBe(404);
  });
});

describe('the gallery editor page', () => {
  const post = async (id: number, body: FormData) => ({
    request: page(`/sprava/galerie/${id}`, { method: 'POST', body }),
    params: { id: String(id) },
    context: await pageContext(t.app, martin),
  });

  it('uploads photos from a plain multipart form, moves one by a button without saving, and saves the order', async () => {
    const { id } = (await call('POST', '/api/staff/galleries', { title: 'Dýňobraní' })).json().data;
    const body = photosForm([
      { name: 'a.jpg', data: jpeg, type: 'image/jpeg' },
      { name: 'b.jpg', data: jpeg, type: 'image/jpeg' },
    ]);
    body.set('intent', 'upload');
    const uploaded = (await editorPage.action(routeArgs(await post(id, body)))) as Response;
    expect(uploaded.headers.get('location')).toBe(`/sprava/galerie/${id}?nahrano=2`);

    const gallery = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    const form = new FormData();
    form.set('version', String(gallery.version));
    form.set('title', 'Dýňobraní');
    form.set('published', 'on');
    gallery.photos.forEach((photo: { id: number }, i: number) => {
      form.set(`photos[${i}].id`, String(photo.id));
      form.set(`photos[${i}].alt`, `Dýně číslo ${i + 1}`);
    });
    // A move button without JavaScript: Conform's intent, applied by the server to the rows it answers with.
    const reorder = { type: 'reorder', payload: { name: 'photos', from: 1, to: 0 } };
    form.set('__intent__', JSON.stringify(reorder));
    const moved = asJson(await editorPage.action(routeArgs(await post(id, form))));
    expect(moved.init.status).toBe(200);
    expect(moved.data.reply.intent).toEqual(reorder);
    const rows: { id: string; alt: string }[] = moved.data.reply.initialValue.photos;
    expect(rows.map((row) => row.alt)).toEqual(['Dýně číslo 2', 'Dýně číslo 1']);
    // Nothing is saved until the save.
    const unsaved = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    expect(unsaved.version).toBe(gallery.version);
    expect(unsaved.photos.map((p: { alt: string }) => p.alt)).toEqual(['', '']);

    // Too long a caption in the second row: refused by the schema, named as the form names it.
    const rowsForm = new FormData();
    rowsForm.set('version', String(gallery.version));
    rowsForm.set('title', 'Dýňobraní');
    rowsForm.set('published', 'on');
    rows.forEach((row, i) => {
      rowsForm.set(`photos[${i}].id`, row.id);
      rowsForm.set(`photos[${i}].alt`, row.alt);
    });
    rowsForm.set('photos[1].caption', 'x'.repeat(301));
    const refused = asJson(await editorPage.action(routeArgs(await post(id, rowsForm))));
    expect(refused.init.status).toBe(422);
    expect(refused.data.reply.error).toEqual({ 'photos[1].caption': ['Popisek může mít nejvýš 300 znaků.'] });
    expect(refused.data.reply.initialValue.photos[0].alt).toBe('Dýně číslo 2');

    // The save, in the moved order, is what Enter in any field sends: no intent in it.
    rowsForm.delete('photos[1].caption');
    expect(asJson(await editorPage.action(routeArgs(await post(id, rowsForm))))).toEqual({ done: true });
    const after = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    expect(after.photos.map((p: { alt: string }) => p.alt)).toEqual(['Dýně číslo 2', 'Dýně číslo 1']);
    expect(after.published).toBe(true);

    // A photo ticked for removal goes at the save; an old version is a conflict the form explains.
    const removal = new FormData();
    removal.set('version', String(after.version));
    removal.set('title', 'Dýňobraní');
    after.photos.forEach((photo: { id: number; alt: string }, i: number) => {
      removal.set(`photos[${i}].id`, String(photo.id));
      removal.set(`photos[${i}].alt`, photo.alt);
    });
    removal.set('photos[0].remove', 'on');
    expect(asJson(await editorPage.action(routeArgs(await post(id, removal))))).toEqual({ done: true });
    const left = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    expect(left.photos.map((p: { alt: string }) => p.alt)).toEqual(['Dýně číslo 1']);
    expect(left.published).toBe(false);
    const stale = asJson(await editorPage.action(routeArgs(await post(id, removal))));
    expect(stale.init.status).toBe(409);
    expect(stale.data.message).toEqual(expect.any(String));
  });

  it('refuses an upload of more photos than one page takes, by the upload form’s schema, adding none', async () => {
    const { id } = (await call('POST', '/api/staff/galleries', { title: 'Posvícení' })).json().data;
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.jpg`, data: jpeg, type: 'image/jpeg' }));
    const body = photosForm(many);
    body.set('intent', 'upload');
    expect(asJson(await editorPage.action(routeArgs(await post(id, body))))).toMatchObject({
      init: { status: 422 },
      data: { errors: { photos: ['Najednou jde nahrát nejvýš 20 fotek.'] }, values: { intent: 'upload' } },
    });
    const nothing = photosForm([]);
    nothing.set('intent', 'upload');
    nothing.append('photos', new Blob([]), '');
    expect(asJson(await editorPage.action(routeArgs(await post(id, nothing))))).toMatchObject({
      init: { status: 422 },
      data: { errors: { photos: ['Vyberte fotky k nahrání.'] } },
    });
    expect((await call('GET', `/api/staff/galleries/${id}`)).json().data.photos).toEqual([]);
  });

  it('describes every photo still without a description at once, keeping the ones described', async () => {
    const { id } = (await call('POST', '/api/staff/galleries', { title: 'Drakiáda' })).json().data;
    const body = photosForm([
      { name: 'a.jpg', data: jpeg, type: 'image/jpeg' },
      { name: 'b.jpg', data: jpeg, type: 'image/jpeg' },
      { name: 'c.jpg', data: jpeg, type: 'image/jpeg' },
    ]);
    body.set('intent', 'upload');
    await editorPage.action(routeArgs(await post(id, body)));
    const gallery = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    const form = new FormData();
    form.set('version', String(gallery.version));
    form.set('title', 'Drakiáda');
    gallery.photos.forEach((photo: { id: number }, i: number) => {
      form.set(`photos[${i}].id`, String(photo.id));
      form.set(`photos[${i}].alt`, i === 1 ? 'Červený drak nad loukou' : '');
    });
    form.set('alt_for_all', 'Draci nad loukou za školou');
    expect(asJson(await editorPage.action(routeArgs(await post(id, form))))).toMatchObject({ done: true });
    const after = (await call('GET', `/api/staff/galleries/${id}`)).json().data;
    expect(after.photos.map((p: { alt: string }) => p.alt)).toEqual([
      'Draci nad loukou za školou',
      'Červený drak nad loukou',
      'Draci nad loukou za školou',
    ]);
  });
});
