import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueParts, pragueTime, pragueToday } from '../../../common/dates.ts';
import { minuteWork } from '../../../composition/schedule.ts';
import {
  createSecondInstance,
  createTestApp,
  DEMO_LOGINS,
  loginAs,
  loginAsStaff,
  queuedMails,
  type TestApp,
} from '../../../server/test/app.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { subscribers, subscriberTopics } from '../subscriptions/schema.server.ts';
import * as editorPage from './pages/sprava-vystraha.tsx';
import * as listPage from './pages/sprava-vystrahy.tsx';
import { alerts } from './schema.server.ts';
import { current, streets } from './service.server.ts';

/** Crisis alerts (issue 16): published by the office, on every page at once, mailed by street, ended on time. */
let t: TestApp;
let petra: string;
beforeAll(async () => {
  // Caches that would keep what they read for ten minutes: an alert must get past them anyway.
  // On an ordinary day: an alert ending two minutes from now, written as Prague's date and time, would
  // be an hour in the past in the hour the autumn night repeats.
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000', CLOCK_AT: '2026-11-25T10:00:00+01:00' } });
  petra = await loginAsStaff(t.app, 'petra');
  // Jana lives on Lipová (her account and her bins), Josef on U Rybníka; Pavla subscribed without an account.
  for (const who of ['jana', 'josef'] as const) {
    const token = await loginAs(t.app, DEMO_LOGINS[who]);
    const res = await api('PUT', '/api/me/subscription', { topics: ['vystrahy'] }, token);
    expect(res.statusCode).toBe(200);
  }
  const [pavla] = await t.database.db
    .insert(subscribers)
    .values({ email: 'pavla@example.com', token: 'pavla-token-0123456789abcdef', confirmedAt: new Date() })
    .returning();
  await t.database.db.insert(subscriberTopics).values({ subscriberId: pavla!.id, topic: 'vystrahy' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const tomorrow = () => addDays(pragueToday(t.app.clock()), 1);
const boilWater = {
  title: 'Nepijte vodu z vodovodu',
  text: 'Ve vodě byly zjištěny bakterie. Vodu před pitím převařte; cisterna stojí u školy.',
  level: 'danger',
  streets: ['Lipová'],
  ends_time: '18:00',
  mail: true,
};
const subjects = async (to: string) => (await queuedMails(t.database, to)).map((m) => m.subject);

describe('a crisis alert', () => {
  let id: number;

  it('is on the API at once, and mails those on its streets and those whose street is not known, once', async () => {
    expect((await api('GET', '/api/alerts')).json().data).toEqual([]);
    const res = await api('POST', '/api/staff/alerts', { ...boilWater, ends_date: tomorrow() }, petra);
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    const shown = (await api('GET', '/api/alerts')).json().data;
    expect(shown).toMatchObject([{ id, title: boilWater.title, level: 'danger', streets: ['Lipová'] }]);

    const subject = 'Nebezpečí: Nepijte vodu z vodovodu';
    expect(await subjects(DEMO_LOGINS.jana[0])).toEqual([subject]);
    expect(await subjects('pavla@example.com')).toEqual([subject]);
    expect(await subjects(DEMO_LOGINS.josef[0])).toEqual([]);
    const [mail] = await queuedMails(t.database, 'pavla@example.com');
    expect(mail!.text).toContain('Týká se ulic: Lipová.');
    expect(mail!.headers?.['List-Unsubscribe']).toBe('<http://vzorov.test/odber/pavla-token-0123456789abcdef/zrusit>');

    // A change shows at once; its mail does not go again.
    const row = (await api('GET', `/api/staff/alerts/${id}`, undefined, petra)).json().data;
    expect(row).toMatchObject({ state: 'shown', recipients: 2, version: 1 });
    const changed = await api(
      'PUT',
      `/api/staff/alerts/${id}`,
      {
        ...boilWater,
        title: 'Nepijte vodu z vodovodu ani ji nepoužívejte k vaření',
        ends_date: tomorrow(),
        version: 1,
      },
      petra,
    );
    expect(changed.statusCode).toBe(200);
    expect((await api('GET', '/api/alerts')).json().data[0].title).toBe(
      'Nepijte vodu z vodovodu ani ji nepoužívejte k vaření',
    );
    expect(await subjects('pavla@example.com')).toEqual([subject]);
    const stale = await api(
      'PUT',
      `/api/staff/alerts/${id}`,
      { ...boilWater, ends_date: tomorrow(), version: 1 },
      petra,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('shows on the other instance too, whose cache heard of it', async () => {
    // Its clock where the first one's is now, as two machines' clocks agree.
    const other = await createSecondInstance(t, { READ_CACHE_TTL_MS: '600000', CLOCK_AT: t.app.clock().toISOString() });
    try {
      const read = async () => (await other.inject({ method: 'GET', url: '/api/alerts' })).json().data.length;
      expect(await read()).toBe(1);
      expect((await api('POST', `/api/staff/alerts/${id}/end`, undefined, petra)).statusCode).toBe(204);
      // The other instance's cache is told by the database (LISTEN/NOTIFY), a moment after the commit:
      // a moment that took over 2 s in CI with the other test worker busy (2026-12-07), so the wait is
      // long; the cache's own expiry, ten minutes, is what this would meet without the notice.
      await expect.poll(read, { timeout: 20_000, interval: 50 }).toBe(0);
    } finally {
      await other.close();
    }
    expect((await api('GET', `/api/staff/alerts/${id}`, undefined, petra)).json().data.state).toBe('ended');
    expect((await api('POST', `/api/staff/alerts/${id}/end`, undefined, petra)).statusCode).toBe(204);
  });

  it('for the whole town goes to every subscriber, and leaves the pages at its end with nobody touching it', async () => {
    const { date, time } = pragueParts(new Date(t.app.clock().getTime() + 2 * 60_000));
    const res = await api(
      'POST',
      '/api/staff/alerts',
      { ...boilWater, title: 'Výpadek proudu', level: 'warning', streets: [], ends_date: date, ends_time: time },
      petra,
    );
    expect(res.statusCode).toBe(201);
    for (const to of [DEMO_LOGINS.jana[0], DEMO_LOGINS.josef[0], 'pavla@example.com'])
      expect(await subjects(to)).toContain('Upozornění: Výpadek proudu');
    expect((await api('GET', '/api/alerts')).json().data).toHaveLength(1);
    // The minute of its end: the cache (ten minutes) is cleared, and the alert is gone.
    const end = pragueTime(date, time).getTime();
    const after = new Date(end + 30_000);
    await minuteWork(t.app, new Date(end - 30_000), after);
    expect(await current({ db: t.app.db, now: after, reads: t.app.readCache })).toEqual([]);
  });

  it('explains bad input per field, and is for the office only', async () => {
    const res = await api(
      'POST',
      '/api/staff/alerts',
      { ...boilWater, title: ' ', streets: ['Neznámá'], ends_date: '2026-02-30', ends_time: '25:00' },
      petra,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['ends_date', 'ends_time', 'title']);
    const street = await api(
      'POST',
      '/api/staff/alerts',
      { ...boilWater, streets: ['Neznámá'], ends_date: tomorrow() },
      petra,
    );
    expect(street.json().errors).toEqual({ streets: ['Ulici „Neznámá“ ve Vzorově neznáme.'] });
    const past = await api('POST', '/api/staff/alerts', { ...boilWater, ends_date: '2026-01-01' }, petra);
    expect(Object.keys(past.json().errors)).toEqual(['ends_date']);
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await api('POST', '/api/staff/alerts', { ...boilWater, ends_date: tomorrow() }, jana)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/api/staff/alerts', undefined, jana)).statusCode).toBe(403);
    expect((await api('GET', '/api/staff/alerts/streets', undefined, jana)).statusCode).toBe(403);
    // The service checks for itself too, whoever calls it.
    await expect(streets({ db: t.database.db, actor: null, now: t.app.clock() })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect((await api('GET', '/api/staff/alerts/999999', undefined, petra)).statusCode).toBe(404);
    expect((await api('GET', '/api/staff/alerts/streets', undefined, petra)).json().data).toEqual([
      'Lipová',
      'Nádražní',
      'Školní',
      'U Rybníka',
    ]);
  });
});

describe('the editor without JavaScript', () => {
  const post = async (path: string, fields: [string, string][], params: Record<string, string> = {}) => {
    return editorPage.action(
      routeArgs({
        request: page(path, { method: 'POST', body: new URLSearchParams(fields) }),
        params,
        context: await pageContext(t.app, petra),
      }),
    );
  };

  it('keeps what was typed and explains each error, publishes, and ends the alert by a button', async () => {
    const refused = (await post('/sprava/vystrahy/nova', [
      ['level', 'danger'],
      ['title', ''],
      ['text', 'Uzavírka mostu přes Vzorovku.'],
      ['streets', 'Nádražní'],
      ['streets', 'Školní'],
      ['ends_date', tomorrow()],
      ['ends_time', '7'],
      ['mail', 'on'],
    ])) as { init: { status: number }; data: { errors: Record<string, string[]>; values: Record<string, string> } };
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors).toEqual({
      title: ['Zadejte nadpis výstrahy.'],
      ends_time: ['Zadejte čas konce, např. 18:00.'],
    });
    expect(refused.data.values).toMatchObject({ text: 'Uzavírka mostu přes Vzorovku.', streets: 'Nádražní\nŠkolní' });

    const published = (await post('/sprava/vystrahy/nova', [
      ['level', 'warning'],
      ['title', 'Uzavřený most'],
      ['text', 'Uzavírka mostu přes Vzorovku.'],
      ['streets', 'Nádražní'],
      ['ends_date', tomorrow()],
      ['ends_time', '07:00'],
    ])) as Response;
    const location = published.headers.get('location')!;
    expect(location).toMatch(/^\/sprava\/vystrahy\/\d+\?vyhlaseno=1$/);
    const id = location.split('/')[3]!.split('?')[0]!;
    const context = await pageContext(t.app, petra);
    const list = await listPage.loader(routeArgs({ request: page('/sprava/vystrahy'), params: {}, context }));
    expect(list.shown.find((a) => a.id === Number(id))).toMatchObject({
      state: 'shown',
      streets: ['Nádražní'],
      mail: false,
    });

    const ended = (await post(`/sprava/vystrahy/${id}`, [['intent', 'end']], { id })) as Response;
    expect(ended.headers.get('location')).toBe('/sprava/vystrahy?ukonceno=1');
    expect((await current({ db: t.app.db, now: t.app.clock() })).map((a) => a.id)).not.toContain(Number(id));
  });
});

describe('the office’s list of alerts', () => {
  it('finds years of ended alerts by their words, level and days, a page at a time', async () => {
    // 130 days of alerts from November 2024, across the turn of the year and of the clocks.
    const days = Array.from({ length: 130 }, (_, i) => addDays('2024-11-01', i));
    await t.database.db.insert(alerts).values(
      days.map((day, i) => ({
        title: day === '2024-12-31' ? 'Vichřice na Silvestra' : `Výstraha ${i + 1}`,
        text: 'Nevycházejte.',
        level: i % 2 ? 'warning' : 'danger',
        startsAt: pragueTime(day, '12:00'),
        endsAt: pragueTime(day, '18:00'),
      })),
    );
    const list = async (search: string) =>
      asJson(
        await listPage.loader(
          routeArgs({
            request: page(`/sprava/vystrahy${search}`),
            params: {},
            context: await pageContext(t.app, petra),
          }),
        ),
      );
    const span = 'od=2024-11-01&do=2025-03-10';
    expect((await list(`?${span}`)).ended.total).toBe(130);
    const third = await list(`?${span}&strana=3`);
    expect(third.ended.rows).toHaveLength(30);
    expect(third.ended.rows[0].title).toBe('Výstraha 30');
    expect((await list(`?${span}&stupen=danger`)).ended.total).toBe(65);
    expect((await list('?q=silvestr')).ended.rows.map((a: { title: string }) => a.title)).toEqual([
      'Vichřice na Silvestra',
    ]);
    expect((await list('?od=2024-12-31&do=2024-12-31')).ended.total).toBe(1);
    // A day that does not exist is said, and the list shows without it.
    const wrong = await list('?od=2025-02-30&stupen=cerveny');
    expect(wrong.problems).toEqual([
      'Takový stupeň výstraha nemá. Filtr „cerveny“ nepoužit.',
      'Zadejte datum ve tvaru RRRR-MM-DD. Filtr „2025-02-30“ nepoužit.',
    ]);
    expect(wrong.ended.total).toBeGreaterThanOrEqual(130);

    const api = await t.app.inject({
      url: `/api/staff/alerts?state=ended&from=2024-11-01&to=2025-03-10&perPage=10`,
      headers: { authorization: `Bearer ${petra}` },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().meta.total).toBe(130);
    expect(api.json().data).toHaveLength(10);
  });
});
