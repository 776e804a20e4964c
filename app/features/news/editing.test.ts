import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as editorPage from './pages/sprava-clanek.tsx';
import { articles } from './schema.server.ts';
import { list } from './service.server.ts';
import { articleInput } from './test-articles.ts';

/** The news editors' API: who may, what a save does to the public site, and conflicting saves. */
// A fixed day, years before the dates the tests schedule articles for.
const t = suiteApp({ staff: 'petra', env: { CLOCK_AT: '2026-12-02T10:00:00+01:00' } });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const draft = articleInput;

const publicSlugs = async (now = t.app.clock()) =>
  (await list({ db: t.app.db, now }, { type: 'news', page: 1, perPage: 100, featured: false })).rows.map((a) => a.slug);

describe('who may edit the news', () => {
  it('refuses nobody (401), a resident, an editor of another section and an unconfirmed login (403)', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    await t.app.db
      .update(users)
      .set({ scope: ['editor:events'] })
      .where(eq(users.email, DEMO_LOGINS.josef[0]));
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    const unconfirmed = await loginAs(t.app, DEMO_LOGINS.petra);
    const before = await t.app.db.select({ id: articles.id }).from(articles);
    for (const [token, status] of [
      [undefined, 401],
      [jana, 403],
      [josef, 403],
      [unconfirmed, 403],
    ] as const) {
      expect((await call('GET', '/api/staff/articles', token)).statusCode).toBe(status);
      expect((await call('GET', '/api/staff/articles/1', token)).statusCode).toBe(status);
      expect((await call('POST', '/api/staff/articles', token, draft('Cizí článek'))).statusCode).toBe(status);
      expect((await call('PUT', '/api/staff/articles/1', token, draft('Cizí úprava'))).statusCode).toBe(status);
    }
    expect(await t.app.db.select({ id: articles.id }).from(articles)).toHaveLength(before.length);
    const martin = await loginAsStaff(t.app, 'martin');
    expect((await call('GET', '/api/staff/articles', martin)).statusCode).toBe(200);
  });
});

describe('saving an article', () => {
  it('keeps a draft off the site, publishes it everywhere at once, and logs who did it', async () => {
    const created = await call('POST', '/api/staff/articles', t.token, draft('Oprava mostu v Luční ulici'));
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    expect(await publicSlugs()).not.toContain('oprava-mostu-v-lucni-ulici');
    const listed = (await call('GET', '/api/staff/articles', t.token)).json().data;
    expect(listed[0]).toMatchObject({ id, state: 'draft', slug: 'oprava-mostu-v-lucni-ulici', published_at: null });

    const published = await call('PUT', `/api/staff/articles/${id}`, t.token, {
      ...draft('Oprava mostu v Luční ulici'),
      publication: 'published',
      version: 1,
    });
    expect(published.json().data.version).toBe(2);
    expect(await publicSlugs()).toContain('oprava-mostu-v-lucni-ulici');
    const found = (await call('GET', '/api/search?q=most%20Lu%C4%8Dn%C3%AD')).json().data;
    expect(found.map((r: { url: string }) => r.url)).toContain('/aktuality/oprava-mostu-v-lucni-ulici');

    const log = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(log.map((e) => [e.action, e.actorName, e.summary.state])).toEqual([
      ['article.created', 'Petra Svobodová', 'draft'],
      ['article.updated', 'Petra Svobodová', 'published'],
    ]);
  });

  it('previews a draft as the public will see it, to its editors only', async () => {
    const { id } = (
      await call(
        'POST',
        '/api/staff/articles',
        t.token,
        draft('Náhled konceptu', { body: '<p>Obsah <script>x()</script></p>' }),
      )
    ).json().data;
    const res = await call('GET', `/api/staff/articles/${id}/preview`, t.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Náhled konceptu', body: '<p>Obsah </p>', slug: 'nahled-konceptu' });
    expect((await call('GET', '/api/blog/posts/nahled-konceptu?type=news')).statusCode).toBe(404);
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await call('GET', `/api/staff/articles/${id}/preview`, jana)).statusCode).toBe(403);
  });

  it('schedules an article to its minute in Prague time', async () => {
    const res = await call(
      'POST',
      '/api/staff/articles',
      t.token,
      draft('Uzavírka náměstí', { publication: 'scheduled', publish_date: '2031-03-30', publish_time: '08:00' }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect((await call('GET', `/api/staff/articles/${id}`, t.token)).json().data).toMatchObject({
      state: 'scheduled',
      // 30 March 2031 is the first day of summer time: 8:00 in Prague is 6:00 UTC, not 7:00.
      published_at: '2031-03-30T06:00:00.000Z',
    });
    expect(await publicSlugs(new Date('2031-03-30T05:59:00Z'))).not.toContain('uzavirka-namesti');
    expect(await publicSlugs(new Date('2031-03-30T06:00:00Z'))).toContain('uzavirka-namesti');
  });

  it('cleans the text, explains bad input per field, and gives a taken title the next address', async () => {
    const dirty = await call(
      'POST',
      '/api/staff/articles',
      t.token,
      draft('Čistý text', {
        body: '<p onclick="steal()">Ahoj <a href="javascript:alert(1)">odkaz</a></p><script>steal()</script><iframe src="https://evil.example"></iframe>',
      }),
    );
    const { id } = dirty.json().data;
    const stored = (await call('GET', `/api/staff/articles/${id}`, t.token)).json().data.body;
    expect(stored).not.toMatch(/onclick|javascript:|<script|<iframe/);
    expect(stored).toContain('Ahoj');

    const bad = await call('POST', '/api/staff/articles', t.token, {
      ...draft(''),
      body: '<p>Kašna</p><img src="/media/knihovna/kasna.jpg">',
      slug: 'Špatná adresa',
      publication: 'scheduled',
      publish_date: '2031-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body', 'publish_date', 'publish_time', 'slug', 'title']);
    expect(bad.json().errors.body[0]).toContain('Každý obrázek v textu potřebuje popis');

    // The same title again: the address made from it is taken, so it gets the next one.
    const again = await call('POST', '/api/staff/articles', t.token, draft('Čistý text'));
    expect(again.statusCode).toBe(201);
    expect((await call('GET', `/api/staff/articles/${again.json().data.id}`, t.token)).json().data.slug).toBe(
      'cisty-text-2',
    );
    // An address the clerk chose is theirs: taken, it is refused with the field named.
    const taken = await call('POST', '/api/staff/articles', t.token, { ...draft('Jiný text'), slug: 'cisty-text' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug[0]).toMatch(/^Adresu „cisty-text“ už má jiný článek/);
  });

  it('stores half of an emoji pair as U+FFFD, in the article, its version and the audit log alike', async () => {
    // A JSON body can carry a lone UTF-16 surrogate ("\ud800"), which PostgreSQL's JSON cannot hold.
    const payload = JSON.stringify(draft('Půlka smajlíku', { perex: 'Úvod' })).replace(
      'Úvod',
      'Úvod \\ud800 a \\udfff\\ud800',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/articles',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const stored = (await call('GET', `/api/staff/articles/${id}`, t.token)).json().data;
    expect(stored.perex).toBe('Úvod \ufffd a \ufffd\ufffd');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entry).toBeDefined();
  });

  it('refuses a save over a newer version and says whose it is; nothing changes', async () => {
    const { id } = (await call('POST', '/api/staff/articles', t.token, draft('Sdílený článek'))).json().data;
    const martin = await loginAsStaff(t.app, 'martin');
    expect(
      (await call('PUT', `/api/staff/articles/${id}`, martin, { ...draft('Martinova verze'), version: 1 })).statusCode,
    ).toBe(200);
    const late = await call('PUT', `/api/staff/articles/${id}`, t.token, { ...draft('Petřina verze'), version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Článek mezitím uložil někdo jiný \(Martin Král, /);
    expect((await call('GET', `/api/staff/articles/${id}`, t.token)).json().data).toMatchObject({
      title: 'Martinova verze',
      version: 2,
    });
  });

  it('empties the page cache, so the next visitor sees the change', async () => {
    t.app.pageCache.set(
      'GET /aktuality',
      { status: 200, headers: {}, body: Buffer.from('stará stránka') },
      t.app.pageCache.generation,
    );
    await call('POST', '/api/staff/articles', t.token, draft('Nová zpráva', { publication: 'published' }));
    expect(t.app.pageCache.get('GET /aktuality')).toBeUndefined();
  });
});

describe('the editor page', () => {
  const args = async (path: string, params: Record<string, string>, init?: RequestInit) => ({
    request: page(path, init),
    params,
    context: await pageContext(t.app, t.token),
  });
  const fields = (extra: Record<string, string> = {}) => ({
    kind: 'news',
    title: 'Stránka editoru',
    slug: '',
    perex: 'Úvod.',
    body: '<p>Text.</p>',
    category: '',
    publication: 'draft',
    ...extra,
  });

  it('opens what the API gives, and saves a plain form post', async () => {
    const { id } = (await call('POST', '/api/staff/articles', t.token, draft('Z API'))).json().data;
    const loaded = await editorPage.loader(routeArgs(await args(`/sprava/aktuality/${id}`, { id: String(id) })));
    expect(loaded.article).toEqual((await call('GET', `/api/staff/articles/${id}`, t.token)).json().data);

    const saved = await editorPage.action(
      routeArgs(await args(`/sprava/aktuality/${id}`, { id: String(id) }, form({ ...fields(), version: '1' }))),
    );
    expect((saved as Response).headers.get('location')).toBe(`/sprava/aktuality/${id}?ulozeno=1`);
    expect((await call('GET', `/api/staff/articles/${id}`, t.token)).json().data).toMatchObject({
      title: 'Stránka editoru',
      version: 2,
    });
  });

  it('refuses the same bad input from the page and from the API with the same field errors', async () => {
    const bad = {
      title: ' ',
      slug: 'Špatná adresa',
      perex: 'x'.repeat(601),
      publication: 'scheduled',
      publish_date: '2026-02-30',
      publish_time: '25:00',
    };
    const fromPage = await editorPage.action(
      routeArgs(await args('/sprava/aktuality/novy', {}, form({ ...fields(), ...bad, image_id: 'obrázek' }))),
    );
    const fromApi = await call('POST', '/api/staff/articles', t.token, { ...draft('x'), ...bad, image_id: 'obrázek' });
    expect(fromApi.statusCode).toBe(422);
    expect(fromPage).toMatchObject({ init: { status: 422 } });
    const pageErrors = (fromPage as { data: { errors: Record<string, string[]> } }).data.errors;
    // The date and time are checked once the fields themselves are right, the same way in both.
    expect(Object.keys(pageErrors).sort()).toEqual(['image_id', 'perex', 'slug', 'title']);
    expect(pageErrors).toEqual(fromApi.json().errors);
  });

  it('keeps what was typed when the save is refused: per-field errors, or a conflict', async () => {
    const invalid = await editorPage.action(
      routeArgs(await args('/sprava/aktuality/novy', {}, form(fields({ title: '' })))),
    );
    expect(invalid).toMatchObject({ init: { status: 422 }, data: { errors: { title: ['Zadejte nadpis.'] } } });

    const { id } = (await call('POST', '/api/staff/articles', t.token, draft('Konflikt'))).json().data;
    await call('PUT', `/api/staff/articles/${id}`, t.token, { ...draft('Novější'), version: 1 });
    const stale = await editorPage.action(
      routeArgs(
        await args(
          `/sprava/aktuality/${id}`,
          { id: String(id) },
          form({ ...fields({ title: 'Moje znění' }), version: '1' }),
        ),
      ),
    );
    expect(stale).toMatchObject({
      init: { status: 409 },
      data: { message: expect.stringMatching(/^Článek mezitím uložil někdo jiný/), values: { title: 'Moje znění' } },
    });
  });
});
