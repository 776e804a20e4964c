import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { isSecurityAction } from '../../../common/security-actions.ts';
import { COUNT_LIMIT } from '../../../server/lib/api-schemas.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { pagesOf } from '../../components/ui/admin-list.tsx';
import { CASE_ACTIONS } from '../e-services/case-flow.ts';
import { ORDER_STEPS } from '../shop/schemas.ts';
import { AUDIT_ACTIONS, hasFieldWords } from './audit-words.ts';
import * as auditPage from './pages/sprava-protokol.tsx';
import * as csvPage from './pages/sprava-protokol-csv.ts';

/** The audit log in words: every action named, items linked, changes readable, filters and CSV. */
let t: TestApp;
let martin: string;
let petra: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  petra = await loginAsStaff(t.app, 'petra');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('the words of the audit log', () => {
  it('has Czech words for every action the code records', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'server'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.server\.ts$|server\/lib\/.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
    const recorded = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (!text.includes('audit(')) continue;
      // Every quoted code of the shape `word.word` within an audit call's reach.
      for (const [, code] of text.matchAll(/action:[^,\n]*?'([a-z-]+(?:\.[a-z_-]+)+)'/g)) recorded.add(code!);
      for (const [, code] of text.matchAll(/\? '([a-z-]+\.[a-z_-]+)' : '([a-z-]+\.[a-z_-]+)'/g)) recorded.add(code!);
    }
    // Those made from a value: a case's step, a booking's arrival, an order's step.
    for (const action of Object.keys(CASE_ACTIONS)) recorded.add(`case.${action}`);
    for (const attendance of ['arrived', 'no_show', 'none']) recorded.add(`booking.${attendance}`);
    for (const step of ORDER_STEPS) recorded.add(`shop.order.${step}`);
    expect(recorded.size).toBeGreaterThan(80);
    // The security log's events beside them have their words in common/security-actions.ts.
    expect([...recorded].filter((code) => !AUDIT_ACTIONS[code] && !isSecurityAction(code))).toEqual([]);
  });
});

describe('every entry in Czech words (issue 56, D29)', () => {
  it('names each changed field and shows menus, hours, states and roles in words, never JSON or codes', async () => {
    const settings = (await call('GET', '/api/staff/settings', martin)).json().data;
    const save = async (name: string, value: unknown) => {
      const res = await call('PUT', '/api/staff/settings', martin, { name, value, version: settings[name].version });
      expect(res.statusCode, res.body).toBe(200);
    };
    const [first, ...rest] = settings.topmenu.value;
    await save('topmenu', [...rest, { ...first, text: `${first.text} a město` }]);
    const [column, ...columns] = settings.bottommenu.value;
    await save('bottommenu', [{ ...column, links: column.links.slice(1) }, ...columns]);
    const [hours, ...others] = settings.openinghours.value;
    await save('openinghours', [{ ...hours, rows: hours.rows.slice(1) }, ...others]);
    await save('intropopup', { title: 'Uzavírka', text: 'Most je zavřený.', link: { text: 'Mapa', url: '/akce' } });
    await save('townhall', {
      ...settings.townhall.value,
      social: { text: 'Facebook', url: 'https://example.org/vzorov' },
    });
    const review = await call('POST', '/api/staff/articles', petra, {
      kind: 'news',
      title: 'Ke kontrole v protokolu',
      slug: 'ke-kontrole-v-protokolu',
      perex: 'Krátce.',
      body: '<p>Text.</p>',
      publication: 'review',
    });
    expect(review.statusCode, review.body).toBe(201);
    const residents = (await call('GET', '/api/staff/residents?q=jana', martin)).json().data;
    const roles = await call('PUT', `/api/staff/residents/${residents[0].id}/roles`, martin, {
      admin: false,
      sections: ['news'],
      departments: [],
    });
    expect(roles.statusCode, roles.body).toBe(200);

    const entries = (await call('GET', '/api/staff/audit?perPage=20', martin)).json().data as {
      action: string;
      changes: { field: string; label: string; before: string | null; after: string }[];
    }[];
    const changes = entries.flatMap((e) => e.changes.map((c) => ({ action: e.action, ...c })));
    expect(changes.filter((c) => !hasFieldWords(c.field))).toEqual([]);
    const raw = /^[[{]|^(draft|review|scheduled|published|archived)$|\bresident\b|editor:[a-z]/;
    expect(changes.filter((c) => raw.test(c.after) || (c.before !== null && raw.test(c.before)))).toEqual([]);
    const of = (action: string, field: string) => changes.find((c) => c.action === action && c.field === field);
    expect(of('article.created', 'state')?.after).toBe('ke kontrole');
    expect(of('user.roles', 'scope')?.after).toBe('občan, editor: Aktuality a blog');
    expect(of('setting.updated', 'social')?.after).toBe('Facebook (https://example.org/vzorov)');
    expect(of('setting.updated', 'title')?.after).toBe('Uzavírka');
    const menu = changes.filter((c) => c.action === 'setting.updated' && c.label === 'Přidáno');
    expect(menu.flatMap((c) => c.after.split(', '))).toContain(`${first.text} a město`);
    const removed = changes.filter((c) => c.action === 'setting.updated' && c.label === 'Odebráno');
    expect(removed.flatMap((c) => c.after.split(', '))).toContain(first.text);
    expect(changes.find((c) => c.label === 'Změněno' && c.after.startsWith(`${hours.title}: z `))).toBeDefined();
  });
});

describe('the audit log', () => {
  it('says what was done in words, links the item and shows the changed fields before and after', async () => {
    const created = await call('POST', '/api/staff/articles', petra, {
      kind: 'news',
      title: 'Lávka u mlýna',
      slug: 'lavka-u-mlyna-protokol',
      perex: 'Krátce.',
      body: '<p>Text.</p>',
      publication: 'draft',
    });
    const { id, version } = created.json().data;
    const updated = await call('PUT', `/api/staff/articles/${id}`, petra, {
      kind: 'news',
      title: 'Lávka u mlýna otevřena',
      slug: 'lavka-u-mlyna-protokol',
      perex: 'Krátce.',
      body: '<p>Text.</p>',
      publication: 'draft',
      version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [entry] = (await call('GET', '/api/staff/audit?section=news', martin)).json().data;
    expect(entry).toMatchObject({
      action: 'article.updated',
      what: 'Článek upraven',
      section: 'Aktuality a blog',
      item: { label: 'Článek „Lávka u mlýna otevřena“', url: `/sprava/aktuality/${id}` },
    });
    expect(entry.changes).toContainEqual({
      field: 'title',
      label: 'Název',
      before: 'Lávka u mlýna',
      after: 'Lávka u mlýna otevřena',
    });
  });

  it('filters by person, part of the site and days, and finds an action by its words', async () => {
    const actors = (
      await auditPage.loader(
        routeArgs({
          request: page('/sprava/protokol'),
          params: {},
          context: await pageContext(t.app, martin),
        }),
      )
    ).actors;
    const petraId = actors.find((a) => a.name === 'Petra Svobodová')!.id;
    const petrasNews = (await call('GET', `/api/staff/audit?actor=${petraId}&section=news`, martin)).json();
    expect(petrasNews.meta.total).toBeGreaterThan(0);
    expect(new Set(petrasNews.data.map((e: { actor: string; section: string }) => `${e.actor}, ${e.section}`))).toEqual(
      new Set(['Petra Svobodová, Aktuality a blog']),
    );
    const today = pragueToday(new Date());
    const yesterday = addDays(today, -1);
    expect((await call('GET', `/api/staff/audit?to=${yesterday}&section=news`, martin)).json().meta.total).toBe(0);
    expect(
      (await call('GET', `/api/staff/audit?from=${today}&to=${today}&section=news`, martin)).json().meta.total,
    ).toBe(petrasNews.meta.total);
    const byWords = (await call('GET', `/api/staff/audit?q=${encodeURIComponent('článek upraven')}`, martin)).json();
    expect(byWords.data.map((e: { action: string }) => e.action)).toContain('article.updated');
    const security = (await call('GET', '/api/staff/audit?section=security', martin)).json();
    for (const e of security.data) expect(e.section).toBe('Zabezpečení přihlášení');
    const bad = await call('GET', '/api/staff/audit?from=2026-02-30', martin);
    expect(bad.statusCode).toBe(422);
  });

  it('shows the list with a Czech message for a filter that is wrong, and keeps the others', async () => {
    const loaded = await auditPage.loader(
      routeArgs({
        request: page('/sprava/protokol?cast=news&od=2026-13-01&kdo=abc&strana=0'),
        params: {},
        context: await pageContext(t.app, martin),
      }),
    );
    expect(loaded.query).toMatchObject({ section: 'news', page: 1 });
    expect(loaded.query.from).toBeUndefined();
    expect(loaded.problems).toHaveLength(3);
    expect(loaded.problems.join(' ')).toContain('Filtr „2026-13-01“ nepoužit.');
    expect(loaded.total).toBeGreaterThan(0);
  });

  it('counts a search up to a thousand, says there are more, and still pages on past them', async () => {
    const [martinId] = (await t.app.db.execute<{ id: number }>(sql`select id from users where email like 'martin%'`))
      .rows;
    await t.app.db.execute(sql`
      insert into audit_log (at, user_id, actor_name, action, entity, entity_id, summary)
      select now() - make_interval(secs => n), ${martinId!.id}, 'Martin Král', 'article.updated', 'article', n::text,
             jsonb_build_object('title', 'Hromadná oprava č. ' || n)
      from generate_series(1, ${COUNT_LIMIT + 20}) n`);
    const q = encodeURIComponent('Hromadná oprava');
    const first = (await call('GET', `/api/staff/audit?q=${q}&perPage=100`, martin)).json();
    expect(first.meta).toEqual({ page: 1, perPage: 100, total: COUNT_LIMIT, capped: true });
    const one = (await call('GET', `/api/staff/audit?q=${encodeURIComponent('oprava č. 1017')}`, martin)).json();
    expect(one.meta).toEqual({ page: 1, perPage: 50, total: 1 });
    expect(one.data[0].item.label).toBe('Článek „Hromadná oprava č. 1017“');
    const loaded = await auditPage.loader(
      routeArgs({
        request: page(`/sprava/protokol?q=${q}&strana=20`),
        params: {},
        context: await pageContext(t.app, martin),
      }),
    );
    expect(loaded).toMatchObject({ total: COUNT_LIMIT, capped: true });
    expect(loaded.rows).toHaveLength(50);
    // The pager offers the next page while they come full, past the twenty it counted.
    expect(pagesOf({ total: loaded.total, capped: loaded.capped, shown: loaded.rows.length }, 20, 50)).toBe(21);
    expect(pagesOf({ total: loaded.total, capped: loaded.capped, shown: 20 }, 21, 50)).toBe(21);
    expect(pagesOf({ total: 120, shown: 20 }, 3, 50)).toBe(3);
  });

  it('exports what is filtered as CSV a spreadsheet opens, in words', async () => {
    const response = (await csvPage.loader(
      routeArgs({
        request: page('/sprava/protokol.csv?cast=news'),
        params: {},
        context: await pageContext(t.app, martin),
      }),
    )) as Response;
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    const [head, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head).toBe('Kdy;Kdo;Co;Část;Položka;Změny;Kód akce');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(';Aktuality a blog;'))).toBe(true);
    expect(text).toContain('Název: Lávka u mlýna → Lávka u mlýna otevřena');
  });
});
