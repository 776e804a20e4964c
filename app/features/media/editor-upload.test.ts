import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartForm, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as uploadRoute from './pages/sprava-media-nahrat.ts';

/** A picture uploaded from inside the rich-text editor goes into the library at once (issue 56, item 3). */
let t: TestApp;
let petra: string;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  petra = await loginAsStaff(t.app, 'petra');
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#58a' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function post(
  token: string | undefined,
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const body = multipartForm(fields, file ? [{ field: 'file', ...file }] : []);
  return uploadRoute.action(
    routeArgs({
      request: page('/sprava/media/nahrat', { method: 'POST', body }),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );
}
const library = (q: string) =>
  t.app.inject({ url: `/api/staff/media?q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${petra}` } });

describe('uploading a picture from the editor', () => {
  it('stores the picture in the library with its description and WebP variants, and answers with it', async () => {
    const res = await post(
      petra,
      { alt: 'Nové hřiště u školy' },
      { data: photo, name: 'hriste.png', type: 'image/png' },
    );
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ width: 900, height: 600, alt: 'Nové hřiště u školy', filename: 'hriste.png' });
    expect(data.url).toMatch(/^\/media\/knihovna\/[a-z0-9]+\.jpg$/);
    const stored = (url: string) => t.app.files.media.exists(url.replace(/^\/media\//, ''));
    expect(await stored(data.url)).toBe(true);
    expect(await stored(data.url.replace(/\.jpg$/, '-800.webp'))).toBe(true);
    expect((await library('hřiště u školy')).json().data).toEqual([data]);
  });

  it('refuses a file that only calls itself an image, and a picture without a description, in Czech, storing nothing', async () => {
    const fake = await post(
      petra,
      { alt: 'Rozpočet' },
      { data: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), name: 'rozpocet.jpg', type: 'image/jpeg' },
    );
    expect(fake.status).toBe(422);
    expect(await fake.json()).toMatchObject({
      errors: { file: ['Soubor není obrázek ve formátu JPEG, PNG nebo WebP.'] },
    });
    expect((await library('Rozpočet')).json().meta.total).toBe(0);

    const noAlt = await post(petra, { alt: '  ' }, { data: photo, name: 'bez-popisu.png', type: 'image/png' });
    expect(noAlt.status).toBe(422);
    expect((await noAlt.json()).errors.alt[0]).toMatch(/^Popište obrázek pro ty, kdo ho nevidí/);
    expect((await library('bez-popisu')).json().meta.total).toBe(0);

    const noFile = await post(petra, { alt: 'Kašna' });
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).errors.file).toEqual(['Vyberte obrázek.']);
  });

  it('is for the staff only: a visitor is sent to log in, a resident gets nothing', async () => {
    const anonymous = await refusalOf(post(undefined, { alt: 'X' }, { data: photo, name: 'x.png', type: 'image/png' }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/login?redirect=%2Fsprava%2Fmedia%2Fnahrat');
    const resident = await loginAs(t.app, DEMO_LOGINS.jana);
    const refused = await refusalOf(post(resident, { alt: 'X' }, { data: photo, name: 'x.png', type: 'image/png' }));
    expect(refused.status).toBe(404);
  });
});
