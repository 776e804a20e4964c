import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueTime } from '../../../common/dates.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as bannersPage from './pages/sprava-bannery.tsx';
import { banners } from './service.server.ts';

/** The home page's banners as the office keeps them: a picture from the library, a window, an order. */
let t: TestApp;
let martin: string;
let imageId: number;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  const body = new FormData();
  body.set('alt', 'Děti na lávce přes Vzorovku');
  const photo = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#48a' } })
    .jpeg()
    .toBuffer();
  body.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lavka.jpg');
  const encoded = new Response(body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/media',
    headers: { authorization: `Bearer ${martin}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  imageId = res.json().data.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${martin}` }, ...(payload ? { payload } : {}) });
const shownTitles = async (now: Date) =>
  (await banners({ db: t.app.db, now }, { page: 1, perPage: 100 })).rows.map((b) => b.title);

describe('banners', () => {
  it('shows a new banner at the end of the slider, within its window only, with the library’s description', async () => {
    const res = await call('POST', '/api/staff/banners', {
      title: 'Vánoční trhy',
      link: '/akce',
      image_id: imageId,
      shown_from_date: '2031-12-01',
      shown_to_date: '2031-12-24',
      shown_to_time: '18:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await shownTitles(pragueTime('2031-11-30', '23:59'))).not.toContain('Vánoční trhy');
    const during = await banners({ db: t.app.db, now: pragueTime('2031-12-01', '00:00') }, { page: 1, perPage: 100 });
    const shown = during.rows.find((b) => b.title === 'Vánoční trhy');
    expect(shown?.image.alt).toBe('Děti na lávce přes Vzorovku');
    expect(during.rows.at(-1)?.title).toBe('Vánoční trhy');
    expect(await shownTitles(pragueTime('2031-12-24', '18:00'))).not.toContain('Vánoční trhy');
  });

  it('refuses a banner without a picture, a bad link, and a window that ends before it starts', async () => {
    const res = await call('POST', '/api/staff/banners', { title: 'Bez obrázku', link: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['image_id', 'link']);
    const backwards = await call('POST', '/api/staff/banners', {
      title: 'Pozpátku',
      image_id: imageId,
      shown_from_date: '2031-05-02',
      shown_to_date: '2031-05-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.shown_to_date).toEqual(['Konec zobrazování musí přijít až po jeho začátku.']);
  });

  it('moves a banner forward by a button, and keeps the picture in the library when a banner goes', async () => {
    const all = (await call('GET', '/api/staff/banners')).json().data as { id: number; title: string }[];
    const last = all.at(-1)!;
    const context = await pageContext(t.app, martin);
    const moved = (await bannersPage.action(
      routeArgs({
        request: page('/sprava/bannery', {
          method: 'POST',
          body: new URLSearchParams({ id: String(last.id), move: 'up' }),
        }),
        params: {},
        context,
      }),
    )) as Response;
    expect(moved.headers.get('location')).toBe(`/sprava/bannery?posunuto=banner-${last.id}-up`);
    const after = (await call('GET', '/api/staff/banners')).json().data as { id: number }[];
    expect(after.at(-2)?.id).toBe(last.id);
    expect((await call('DELETE', `/api/staff/media/${imageId}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/staff/banners/${last.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/staff/media/${imageId}`)).statusCode).toBe(200);
  });

  it('refuses a save over a newer version', async () => {
    const { id } = (await call('POST', '/api/staff/banners', { title: 'Verze', image_id: imageId })).json().data;
    expect(
      (await call('PUT', `/api/staff/banners/${id}`, { title: 'První', image_id: imageId, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/api/staff/banners/${id}`, { title: 'Druhá', image_id: imageId, version: 1 });
    expect(stale.statusCode).toBe(409);
  });
});
