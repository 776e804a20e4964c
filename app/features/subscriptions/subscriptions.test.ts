import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../server/lib/service-context.ts';
import {
  createTestApp,
  DEMO_LOGINS,
  loginAs,
  loginAsStaff,
  queuedMails,
  type TestApp,
} from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { linkIn, startTestSmtp } from '../../../server/test/smtp.ts';
import * as confirmPage from './pages/odber-potvrzeni.tsx';
import * as managePage from './pages/odber-sprava.tsx';
import * as unsubscribePage from './pages/odber-zrusit.tsx';
import { NO_TOPIC } from './schemas.ts';
import { announce, SUBSCRIBED } from './service.server.ts';

/** E-mail subscriptions (issue 16): double opt-in, what subscribers get, and one-click unsubscribe. */
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  // What the demo already has is not news to anybody.
  await announce(systemContext(t.app, new Date()));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const tokenOf = (link: string) => new URL(link).pathname.split('/')[2]!;

async function publishNews(title: string, category: string) {
  const petra = await loginAsStaff(t.app, 'petra');
  const res = await api(
    'POST',
    '/api/staff/articles',
    { kind: 'news', title, perex: 'Krátce.', body: '<p>Text.</p>', category, publication: 'published' },
    petra,
  );
  expect(res.statusCode).toBe(201);
}

describe('a subscription by e-mail', () => {
  let token: string;

  it('starts only once the address confirms it, and then mails what is published, once', async () => {
    const topics = (await api('GET', '/api/subscriptions/topics')).json().data;
    expect(topics.map((g: { name: string }) => g.name)).toEqual([
      'Aktuality',
      'Úřední deska',
      'Akce ve městě',
      'Krizové výstrahy',
    ]);
    const res = await api('POST', '/api/subscriptions', {
      email: 'Pavla@Example.com',
      topics: ['aktuality:zpravy-z-radnice'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUBSCRIBED);
    const mail = await smtp.waitFor('pavla@example.com', /Potvrďte prosím odběr/);
    token = tokenOf(linkIn(mail, '/odber/'));

    // Not yet confirmed: nothing is sent.
    await publishNews('Nová lávka přes Vzorovku', 'zpravy-z-radnice');
    await announce(systemContext(t.app, new Date()));
    expect((await queuedMails(t.database, 'pavla@example.com')).map((m) => m.subject)).toHaveLength(1);

    // Opening the link only asks; the button confirms.
    const opened = asJson(
      await confirmPage.loader(
        routeArgs({
          request: page(`/odber/${token}/potvrzeni`),
          params: { token },
          context: await pageContext(t.app),
        }),
      ),
    );
    expect(opened.subscription).toMatchObject({ email: 'pavla@example.com', confirmed: false });
    const confirmed = asJson(
      await confirmPage.action(
        routeArgs({
          request: page(`/odber/${token}/potvrzeni`, form({})),
          params: { token },
          context: await pageContext(t.app),
        }),
      ),
    );
    expect(confirmed.confirmed).toMatchObject({ confirmed: true, topics: ['aktuality:zpravy-z-radnice'] });

    await publishNews('Oprava chodníku v Lipové', 'zpravy-z-radnice');
    await publishNews('Koncert v kostele', 'kultura-a-sport');
    await announce(systemContext(t.app, new Date()));
    await announce(systemContext(t.app, new Date()));
    const news = await smtp.waitFor('pavla@example.com', /Aktuality: Oprava chodníku v Lipové/);
    expect(news.decoded).toMatch(new RegExp(`^List-Unsubscribe: <http://vzorov.test/odber/${token}/zrusit>$`, 'm'));
    expect(news.decoded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(news.decoded).toContain(`http://vzorov.test/odber/${token}`);
    expect((await queuedMails(t.database, 'pavla@example.com')).map((m) => m.subject)).toEqual([
      'Potvrďte prosím odběr novinek z webu Vzorova',
      'Aktuality: Oprava chodníku v Lipové',
    ]);
  });

  it('answers the same for an address already subscribed, and sends it nothing', async () => {
    const before = await queuedMails(t.database, 'pavla@example.com');
    const res = await api('POST', '/api/subscriptions', { email: 'pavla@example.com', topics: ['akce'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUBSCRIBED);
    expect(await queuedMails(t.database, 'pavla@example.com')).toHaveLength(before.length);
    expect((await api('GET', `/api/subscriptions/${token}`)).json().data.topics).toEqual([
      'aktuality:zpravy-z-radnice',
    ]);
  });

  it('answers the same to a repeat while the confirmation waits, and sends the link again only after an hour', async () => {
    const body = { email: 'cekam@example.com', topics: ['akce'] };
    expect((await api('POST', '/api/subscriptions', body)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await api('POST', '/api/subscriptions', {
        ...body,
        topics: ['akce', 'aktuality:zpravy-z-radnice'],
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().message).toBe(SUBSCRIBED);
    }
    expect(await queuedMails(t.database, 'cekam@example.com')).toHaveLength(1);
  });

  it('refuses a topic that does not exist, and no topic at all, in Czech', async () => {
    const unknown = await api('POST', '/api/subscriptions', { email: 'x@example.com', topics: ['aktuality:neni'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.topics).toEqual(['Takové téma odběru neznáme.']);
    const none = await api('POST', '/api/subscriptions', { email: 'x@example.com', topics: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.topics).toEqual([NO_TOPIC]);
    const refused = asJson(
      await managePage.action(
        routeArgs({
          request: page(`/odber/${token}`, form({})),
          params: { token },
          context: await pageContext(t.app),
        }),
      ),
    );
    expect(refused.data.errors.topics).toEqual([NO_TOPIC]);
    expect((await api('GET', `/api/subscriptions/${token}`)).json().data.topics).toEqual([
      'aktuality:zpravy-z-radnice',
    ]);
  });

  it('ends by one click; the link used again, or forged, is a clear page and changes nothing', async () => {
    await api('POST', '/api/subscriptions', { email: 'druhy@example.com', topics: ['akce'] });
    const other = tokenOf(linkIn(await smtp.waitFor('druhy@example.com', /Potvrďte/), '/odber/'));
    const context = await pageContext(t.app);
    const first = asJson(
      await unsubscribePage.action(
        routeArgs({
          request: page(`/odber/${token}/zrusit`, form({ 'List-Unsubscribe': 'One-Click' })),
          params: { token },
          context,
        }),
      ),
    );
    expect(first.message).toBe('Odběr je zrušený. Už vám nic posílat nebudeme.');
    for (const tok of [token, 'podvrzeny-odkaz']) {
      const again = asJson(
        await unsubscribePage.action(
          routeArgs({
            request: page(`/odber/${tok}/zrusit`, form({ 'List-Unsubscribe': 'One-Click' })),
            params: { token: tok },
            context,
          }),
        ),
      );
      expect(again).toMatchObject({
        data: { gone: expect.stringContaining('Tento odkaz už neplatí') },
        init: { status: 404 },
      });
    }
    expect((await api('GET', `/api/subscriptions/${other}`)).statusCode).toBe(200);
    await publishNews('Uzavírka mostu', 'zpravy-z-radnice');
    await announce(systemContext(t.app, new Date()));
    expect((await queuedMails(t.database, 'pavla@example.com')).map((m) => m.subject)).not.toContain(
      'Aktuality: Uzavírka mostu',
    );
  });
});

describe('a resident’s subscription', () => {
  it('is set in the account without a confirmation mail, and ends when nothing is ticked', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await api('GET', '/api/me/subscription', undefined, jana)).json().data).toEqual({
      email: DEMO_LOGINS.jana[0],
      confirmed: true,
      topics: [],
    });
    const saved = await api('PUT', '/api/me/subscription', { topics: ['akce', 'deska:zastupitelstvo'] }, jana);
    expect(saved.json().data.topics).toEqual(['akce', 'deska:zastupitelstvo']);
    expect(await queuedMails(t.database, DEMO_LOGINS.jana[0])).toEqual([]);
    const ended = await api('PUT', '/api/me/subscription', { topics: [] }, jana);
    expect(ended.json().data.topics).toEqual([]);
    expect((await api('GET', '/api/me/subscription')).statusCode).toBe(401);
  });
});
