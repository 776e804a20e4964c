import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import {
  form,
  injectMultipart,
  multipartForm,
  page,
  pageContext,
  refusalOf,
  routeArgs,
} from '../../../server/test/pages.ts';
import * as reportPage from './pages/sprava-zavada.tsx';
import * as photoPage from './pages/sprava-zavady-foto.ts';
import * as publicPage from './pages/zavada.tsx';
import { photoAlts } from './photo-alts.ts';
import { pdf, photo } from './test-photos.server.ts';

// A report's photos on the office's side (issue 60 §3): seen by the clerks who may see the report,
// published to its public page or hidden again, audited; a fix's photo with the resolving step.

let t: TestApp;
let jana: string;
let tomas: string;
let lenka: string;
let report: { id: number; number: string };
beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-08T10:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  tomas = await loginAsStaff(t.app, 'tomas');
  lenka = await loginAsStaff(t.app, 'lenka');
  const filed = await injectMultipart(
    t.app,
    { method: 'POST', url: '/api/defects', token: jana },
    { category: 'vytluk', description: 'Výtluk na kraji silnice u zastávky.', ulice: 'Lipová', cislo: '412/12' },
    [
      { field: 'photos', name: 'a.jpg', data: await photo(), type: 'image/jpeg' },
      { field: 'photos', name: 'b.jpg', data: await photo(640, 480), type: 'image/jpeg' },
    ],
  );
  expect(filed.statusCode, filed.body).toBe(201);
  const number: string = filed.json().data.number;
  const queue = await call('GET', `/api/staff/defects?q=${number}`, tomas);
  report = { id: queue.json().data[0].id, number };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
type Photo = { id: string; role: string; url: string; public_url: string | null; width: number };
const photos = async (token = tomas): Promise<Photo[]> => {
  const res = await call('GET', `/api/staff/defects/${report.id}/photos`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const publicPhotos = async (): Promise<{ url: string; role: string }[]> =>
  (await call('GET', `/api/defects/${report.number}`)).json().data.photos;
const photoFile = async (photoId: string, token?: string) =>
  photoPage.loader(
    routeArgs({
      request: page(`/sprava/zavady/foto/${photoId}`),
      params: { photoId },
      context: await pageContext(t.app, token),
    }),
  );

describe('the photos for the office', () => {
  it('are listed for the clerk of the department, unpublished; another department and a resident are refused', async () => {
    const list = await photos();
    expect(list).toHaveLength(2);
    expect(list.map((p) => [p.role, p.public_url])).toEqual([
      ['report', null],
      ['report', null],
    ]);
    expect(list[0]?.url).toBe(`/sprava/zavady/foto/${list[0]?.id}`);
    expect((await call('GET', `/api/staff/defects/${report.id}/photos`, lenka)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/defects/${report.id}/photos`, jana)).statusCode).toBe(403);
  });

  it('the private photo is served to the clerk only, never cached; anyone else gets a 404', async () => {
    const [first] = await photos();
    const id = first?.id ?? '';
    const res = await photoFile(id, tomas);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await refusalOf(photoFile(id, lenka))).status).toBe(404);
    expect([403, 404]).toContain((await refusalOf(photoFile(id, jana))).status);
    expect((await refusalOf(photoFile('nesmysl', tomas))).status).toBe(404);
    expect((await refusalOf(photoFile(crypto.randomUUID(), tomas))).status).toBe(404);
    expect((await refusalOf(photoFile(id))).headers.get('location')).toMatch(/^\/login/);
  });

  it('publishing copies it to the public media, audited; hiding removes the copy; the public page shows only published', async () => {
    expect(await publicPhotos()).toEqual([]);
    const [first] = await photos();
    const id = first?.id ?? '';
    const published = await call('POST', `/api/staff/defects/${report.id}/photos/${id}/publish`, tomas);
    expect(published.statusCode, published.body).toBe(200);
    const url: string = published.json().data.public_url;
    expect(url).toMatch(/^\/media\/zavady\/[0-9a-f]+\.jpg$/);
    expect(await t.app.files.media.exists(url.replace('/media/', ''))).toBe(true);
    expect((await publicPhotos()).map((p) => p.url)).toEqual([url]);
    // Twice: nothing new.
    expect(
      (await call('POST', `/api/staff/defects/${report.id}/photos/${id}/publish`, tomas)).json().data.public_url,
    ).toBe(url);
    expect((await call('POST', `/api/staff/defects/${report.id}/photos/${id}/publish`, lenka)).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/defects/1/photos/${id}/publish`, tomas)).statusCode).toBe(404);

    const hidden = await call('POST', `/api/staff/defects/${report.id}/photos/${id}/hide`, tomas);
    expect(hidden.json().data.public_url).toBeNull();
    expect(await t.app.files.media.exists(url.replace('/media/', ''))).toBe(false);
    expect(await publicPhotos()).toEqual([]);
    const logged = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(report.id))));
    expect(logged.map((e) => e.action)).toEqual(['defect.photo.publish', 'defect.photo.hide']);
  });

  it("the office's page: the photos, and their buttons", async () => {
    const path = `/sprava/zavady/${report.id}`;
    const args = async (init?: RequestInit) =>
      routeArgs({
        request: page(path, init),
        params: { id: String(report.id) },
        context: await pageContext(t.app, tomas),
      });
    const shown = await reportPage.loader(await args());
    expect(shown.photos).toHaveLength(2);
    const id = shown.photos[1]?.id ?? '';
    const done = await reportPage.action(await args(form({ photo_action: 'publish', photo_id: id })));
    expect(done).toBeInstanceOf(Response);
    expect(done instanceof Response && done.headers.get('location')).toBe(`${path}?hotovo=foto-zverejneno`);
    expect((await publicPhotos()).length).toBe(1);
    const bad = await reportPage.action(await args(form({ photo_action: 'publish', photo_id: 'x' })));
    expect(bad).toMatchObject({ init: { status: 422 } });

    const html = await rendered(officeRoute(tomas), path);
    expect(html).toContain('<h2 id="fotografie">Fotografie</h2>');
    expect(html).toContain(`src="/sprava/zavady/foto/${id}"`);
    expect(html).toContain('alt="Fotografie od oznamovatele 2 z 2"');
    expect(html).toContain('aria-label="Skrýt: Fotografie od oznamovatele 2 z 2"');
    expect(html).toContain('aria-label="Zveřejnit fotografii: Fotografie od oznamovatele 1 z 2"');
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<label[^>]*for="krok-photo"[^>]*>Fotografie opravy \(nepovinné\)/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp"/);
  });
});

describe('a photo of the fix', () => {
  it('a disguised file, or a photo with another step, is refused by field and nothing changes', async () => {
    const row = (await call('GET', `/api/staff/defects/${report.id}`, tomas)).json().data;
    const send = (fields: Record<string, string>, data: Buffer) =>
      injectMultipart(
        t.app,
        { method: 'POST', url: `/api/staff/defects/${report.id}/actions`, token: tomas },
        { version: String(row.version), message: 'Opraveno.', ...fields },
        [{ field: 'photo', name: 'oprava.jpg', data, type: 'image/jpeg' }],
      );
    const disguised = await send({ action: 'resolve' }, pdf());
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.photo[0]).toMatch(/není fotografie/);
    const withNote = await send({ action: 'note' }, await photo());
    expect(withNote.statusCode).toBe(422);
    expect(withNote.json().errors.photo).toEqual(['Fotografii opravy lze přiložit jen k vyřešení závady.']);
    expect(await photos()).toHaveLength(2);
  });

  it('resolving with a photo keeps it and shows it on the public page at once', async () => {
    const path = `/sprava/zavady/${report.id}`;
    const d = (await call('GET', `/api/staff/defects/${report.id}`, tomas)).json().data;
    const body = multipartForm({ action: 'resolve', version: String(d.version), message: 'Výtluk je zalitý.' }, [
      { field: 'photo', name: 'oprava.jpg', data: await photo(), type: 'image/jpeg' },
    ]);
    const done = await reportPage.action(
      routeArgs({
        request: page(path, { method: 'POST', body }),
        params: { id: String(report.id) },
        context: await pageContext(t.app, tomas),
      }),
    );
    expect(done instanceof Response && done.headers.get('location')).toBe(`${path}?hotovo=resolve`);
    const fix = (await photos()).filter((p) => p.role === 'fix');
    expect(fix).toHaveLength(1);
    expect(fix[0]?.public_url).toMatch(/^\/media\/zavady\//);
    const shown = await publicPhotos();
    expect(shown.map((p) => p.role).sort()).toEqual(['fix', 'report']);
    expect(photoAlts(shown)).toEqual(
      shown[0]?.role === 'fix'
        ? ['Fotografie po opravě 1 z 1', 'Fotografie od oznamovatele 1 z 1']
        : ['Fotografie od oznamovatele 1 z 1', 'Fotografie po opravě 1 z 1'],
    );
  });
});

describe('the public page', () => {
  it('shows the published photos only, each with its alt text', async () => {
    const html = await rendered(publicRoute(), `/zavady/${report.number}`);
    expect(html.match(/<img [^>]*>/g)).toHaveLength(2);
    expect(html).toContain('alt="Fotografie od oznamovatele 1 z 1"');
    expect(html).toContain('alt="Fotografie po opravě 1 z 1"');
    expect(html).not.toContain('/sprava/zavady/foto/');
  });
});

describe('alt texts', () => {
  it('count within each role', () => {
    expect(photoAlts([{ role: 'report' }, { role: 'fix' }, { role: 'report' }])).toEqual([
      'Fotografie od oznamovatele 1 z 2',
      'Fotografie po opravě 1 z 1',
      'Fotografie od oznamovatele 2 z 2',
    ]);
  });
});

type Route = Parameters<typeof createStaticHandler>[0][number];

function officeRoute(token: string): Route {
  const params = () => ({ id: String(report.id) });
  return {
    id: 'sprava-zavady-id___cs',
    path: '/sprava/zavady/:id',
    loader: async ({ request }) =>
      reportPage.loader(routeArgs({ request, params: params(), context: await pageContext(t.app, token) })),
    Component: withComponentProps(reportPage.default as Parameters<typeof withComponentProps>[0]),
  };
}

function publicRoute(): Route {
  return {
    id: 'zavady-number___cs',
    path: '/zavady/:number',
    loader: async ({ request }) =>
      publicPage.loader(routeArgs({ request, params: { number: report.number }, context: await pageContext(t.app) })),
    Component: withComponentProps(publicPage.default as Parameters<typeof withComponentProps>[0]),
  };
}

/** A page as a browser without JavaScript gets it. */
async function rendered(route: Route, path: string): Promise<string> {
  const handler = createStaticHandler([route]);
  const state = await handler.query(page(path));
  if (state instanceof Response) throw new Error(`${path} answered ${state.status}`);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}
