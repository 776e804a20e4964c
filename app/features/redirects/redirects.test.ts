import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as listPage from './pages/sprava-presmerovani.tsx';
import { newAddress, oldPath } from './schemas.ts';
import { find, remember } from './service.server.ts';

/** Redirects from the former site's addresses (issue 31): kept by hand, by CSV and by imports. */
let t: TestApp;
let martin: string;
let petra: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  petra = await loginAsStaff(t.app, 'petra');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = martin) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('an old address', () => {
  it('is read as the browser sends it, typed as a path or as the old site’s whole address', () => {
    expect(oldPath('https://www.vzorov.cz/Clanky/123/?x=1#top')).toBe('/Clanky/123?x=1');
    expect(oldPath('/úřední-deska/')).toBe('/%C3%BA%C5%99edn%C3%AD-deska');
    expect(oldPath('  /a b ')).toBe('/a%20b');
    for (const bad of ['clanky/1', '//evil.example/x', 'javascript:alert(1)', 'ftp://x/y', '']) {
      expect(oldPath(bad), bad).toBeNull();
    }
    expect(newAddress('/aktuality/x?y=1#z')).toBe('/aktuality/x?y=1#z');
    expect(newAddress('https://rejstrik.example/a')).toBe('https://rejstrik.example/a');
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'aktuality']) {
      expect(newAddress(bad), bad).toBeNull();
    }
  });

  it('leads where the office says, whatever its case, trailing slash or a campaign’s query', async () => {
    const res = await api('POST', '/api/staff/redirects', {
      from: 'https://www.vzorov.cz/Zpravy/Detail.asp?id=12',
      to: '/aktuality/novy-chodnik',
    });
    expect(res.statusCode).toBe(201);
    const db = { db: t.database.db };
    expect(await find(db, '/zpravy/detail.asp?id=12')).toBe('/aktuality/novy-chodnik');
    expect(await find(db, '/Zpravy/Detail.asp?id=13')).toBeNull();
    await api('POST', '/api/staff/redirects', { from: '/kontakty/', to: '/urad/kontakty' });
    expect(await find(db, '/kontakty?utm_source=letak')).toBe('/urad/kontakty');
    expect(await find(db, '/KONTAKTY/')).toBe('/urad/kontakty');
  });

  it('is refused with the reason when it cannot be one, is taken, or leads to itself', async () => {
    const bad = await api('POST', '/api/staff/redirects', { from: 'clanky', to: 'aktuality' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'to']);
    const home = await api('POST', '/api/staff/redirects', { from: 'https://www.vzorov.cz/', to: '/aktuality' });
    expect(home.json().errors.from[0]).toMatch(/Úvodní stránku/);
    const taken = await api('POST', '/api/staff/redirects', { from: '/KONTAKTY', to: '/urad' });
    expect(taken.json().errors.from[0]).toMatch(/už přesměrování je/);
    const loop = await api('POST', '/api/staff/redirects', { from: '/urad/', to: '/urad' });
    expect(loop.json().errors.to).toEqual(['Adresa nemůže vést sama na sebe.']);
  });

  it('is the administrator’s: an editor gets 403', async () => {
    expect((await api('GET', '/api/staff/redirects', undefined, petra)).statusCode).toBe(403);
  });

  it('is changed with its version, and a stale version is refused', async () => {
    const { data } = (await api('GET', '/api/staff/redirects?q=kontakty')).json();
    const { id, version } = data[0];
    const changed = await api('PUT', `/api/staff/redirects/${id}`, { from: '/kontakty', to: '/urad', version });
    expect(changed.statusCode).toBe(200);
    const stale = await api('PUT', `/api/staff/redirects/${id}`, { from: '/kontakty', to: '/x', version });
    expect(stale.statusCode).toBe(409);
    expect(await find({ db: t.database.db }, '/kontakty')).toBe('/urad');
  });
});

describe('the CSV of redirects', () => {
  it('adds the new ones, retargets the known ones, and skips each bad line with its number', async () => {
    const csv = [
      'stara_adresa;nova_adresa',
      '/zpravy/detail.asp?id=12;/aktuality/jiny-clanek',
      'https://www.vzorov.cz/deska.asp?id=5;/uredni-deska/rozpocet-2026',
      'nic;/x',
      '"/akce.asp?id=1";"/akce/pout"',
    ].join('\r\n');
    const res = await api('POST', '/api/staff/redirects/csv', { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      created: 2,
      updated: 1,
      unchanged: 0,
      problems: [{ line: 4, message: expect.stringMatching(/lomítkem/) }],
    });
    expect(await find({ db: t.database.db }, '/zpravy/detail.asp?id=12')).toBe('/aktuality/jiny-clanek');

    const exported = await api('GET', '/api/staff/redirects.csv');
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const again = await api('POST', '/api/staff/redirects/csv', { csv: exported.body });
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 4, problems: [] });
  });

  it('that is no CSV of redirects is refused whole', async () => {
    const res = await api('POST', '/api/staff/redirects/csv', { csv: 'stara_adresa;nova_adresa\r\n' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/žádný řádek/);
  });

  it('is uploaded on the page, without JavaScript, and the page says what it did', async () => {
    const context = await pageContext(t.app, martin);
    const { contentType, payload } = await multipartBody({ intent: 'csv' }, [
      {
        field: 'file',
        name: 'stary-web.csv',
        data: Buffer.from('/galerie.asp?id=3,/galerie/masopust\n'),
        type: 'text/csv',
      },
    ]);
    const request = page('/sprava/presmerovani', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: payload,
    });
    const answer = await listPage.action(routeArgs({ request, params: {}, context }));
    expect(answer).toMatchObject({ csv: { created: 1, problems: [] } });
  });
});

describe('an import’s redirects', () => {
  it('are written for its items but never over one the office set by hand', async () => {
    const ctx = { db: t.database.db, now: new Date() };
    await remember(ctx, [
      { from: 'https://www.vzorov.cz/zpravy/detail.asp?id=12', to: '/aktuality/z-importu' },
      { from: 'https://www.vzorov.cz/zpravy/detail.asp?id=99', to: '/aktuality/z-importu' },
      { from: 'https://www.vzorov.cz/aktuality/stejna', to: '/aktuality/stejna' },
    ]);
    const db = { db: t.database.db };
    expect(await find(db, '/zpravy/detail.asp?id=12')).toBe('/aktuality/jiny-clanek');
    expect(await find(db, '/zpravy/detail.asp?id=99')).toBe('/aktuality/z-importu');
    expect(await find(db, '/aktuality/stejna')).toBeNull();
  });
});
