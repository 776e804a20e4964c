import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { createTestAppWithSmtp } from '../../../server/test/smtp.ts';
import * as queuePage from './pages/sprava-navrhy.tsx';
import { events } from './schema.server.ts';

/** The office's queue of proposed events: who may decide, and what each decision does. */
let env: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let petra: string;
beforeAll(async () => {
  env = await createTestAppWithSmtp();
  petra = await loginAsStaff(env.t.app, 'petra');
});
afterAll(() => env.close());

/** A month ahead: proposals must lie within two years, and in the future. */
const day = addDays(pragueToday(), 30);

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  env.t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

/** A resident proposes an event through the public API, as the form does. */
async function propose(title: string, email: string) {
  const res = await call('POST', '/api/events', undefined, {
    title,
    description: 'Přijďte si zahrát.\n\nVstup volný.',
    start_date: day,
    start_time: '16:00',
    end_date: day,
    end_time: '19:00',
    place: 'Hřiště u školy',
    category: 'sport',
    organizer_name: 'Spolek Vzorováci',
    organizer_email: email,
    website: '',
  });
  expect(res.statusCode).toBe(201);
  const [row] = await env.t.app.db.select({ id: events.id }).from(events).where(eq(events.title, title));
  return row!.id;
}

const publicTitles = async () =>
  (await call('GET', `/api/events?from=${day}&to=${day}`)).json().data.map((e: { title: string }) => e.title);

describe('the proposals queue', () => {
  it('is for editors of the events only', async () => {
    const id = await propose('Turnaj v nohejbalu', 'nohejbal@vzorov.example');
    const jana = await loginAs(env.t.app, DEMO_LOGINS.jana);
    await env.t.app.db
      .update(users)
      .set({ scope: ['editor:news'] })
      .where(eq(users.email, DEMO_LOGINS.josef[0]));
    const josef = await loginAs(env.t.app, DEMO_LOGINS.josef);
    for (const [token, status] of [
      [undefined, 401],
      [jana, 403],
      [josef, 403],
    ] as const) {
      expect((await call('GET', '/api/staff/event-proposals', token)).statusCode).toBe(status);
      expect(
        (await call('POST', `/api/staff/event-proposals/${id}/decision`, token, { decision: 'publish' })).statusCode,
      ).toBe(status);
    }
    const [row] = await env.t.app.db.select({ status: events.status }).from(events).where(eq(events.id, id));
    expect(row?.status).toBe('proposed');
    const queue = (await call('GET', '/api/staff/event-proposals', petra)).json().data;
    expect(queue.find((p: { id: number }) => p.id === id)).toMatchObject({
      title: 'Turnaj v nohejbalu',
      proposer_email: 'nohejbal@vzorov.example',
      categories: [{ slug: 'sport' }],
      body: '<p>Přijďte si zahrát.</p>\n<p>Vstup volný.</p>',
    });
  });

  it('publishes a proposal: on the site at once, and the proposer gets the link', async () => {
    const id = await propose('Letní kino na náměstí', 'kino@vzorov.example');
    expect(await publicTitles()).not.toContain('Letní kino na náměstí');
    const res = await call('POST', `/api/staff/event-proposals/${id}/decision`, petra, { decision: 'publish' });
    expect(res.statusCode).toBe(200);
    expect(await publicTitles()).toContain('Letní kino na náměstí');
    const mail = await env.smtp.waitFor('kino@vzorov.example', /Vaše akce je v kalendáři města/);
    expect(mail.decoded).toContain(`/akce/${id}/letni-kino-na-namesti`);

    const again = await call('POST', `/api/staff/event-proposals/${id}/decision`, petra, {
      decision: 'reject',
      reason: 'Ne.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O tomto návrhu už někdo rozhodl.');
  });

  it('rejects a proposal only with a reason, which the proposer reads', async () => {
    const id = await propose('Prodej na chodníku', 'prodej@vzorov.example');
    const bare = await call('POST', `/api/staff/event-proposals/${id}/decision`, petra, { decision: 'reject' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.reason).toEqual(['Napište navrhovateli, proč akci nezveřejníte.']);
    const res = await call('POST', `/api/staff/event-proposals/${id}/decision`, petra, {
      decision: 'reject',
      reason: 'Prodejní akce kalendář nezveřejňuje.',
    });
    expect(res.statusCode).toBe(200);
    const mail = await env.smtp.waitFor('prodej@vzorov.example', /Váš návrh akce jsme nezveřejnili/);
    expect(mail.decoded).toContain('Prodejní akce kalendář nezveřejňuje.');
    expect(await publicTitles()).not.toContain('Prodej na chodníku');
    expect(
      (await call('POST', '/api/staff/event-proposals/999999/decision', petra, { decision: 'publish' })).statusCode,
    ).toBe(404);
  });
});

describe('the queue page', () => {
  const args = async (init?: RequestInit) => ({
    request: page('/sprava/akce/navrhy', init),
    params: {},
    context: await pageContext(env.t.app, petra),
  });

  it('lists what the API lists, and decides with a plain form post', async () => {
    const id = await propose('Výstava hub', 'houby@vzorov.example');
    const loaded = await queuePage.loader(routeArgs(await args()));
    expect(loaded.proposals).toEqual((await call('GET', '/api/staff/event-proposals', petra)).json().data);

    const bare = await queuePage.action(
      routeArgs(await args(form({ id: String(id), decision: 'reject', reason: '' }))),
    );
    // Refused with what was sent, for the proposal's own form to show again.
    expect(asJson(bare)).toMatchObject({
      init: { status: 422 },
      data: { errors: { reason: [expect.any(String)] }, values: { id: String(id), decision: 'reject', reason: '' } },
    });
    // A proposal that is not there is the 404 page, as its own path would be.
    for (const other of ['', 'abc', '999999'])
      await expect(
        Promise.resolve(queuePage.action(routeArgs(await args(form({ id: other, decision: 'publish' }))))),
      ).rejects.toMatchObject({ status: 404 });
    const done = await queuePage.action(routeArgs(await args(form({ id: String(id), decision: 'publish' }))));
    expect(done).toEqual({ done: true, id, decision: 'publish' });
  });
});

describe('a proposal before it is published', () => {
  it('takes several categories and no end date, and is corrected in the editor while it stays in the queue', async () => {
    const sent = await call('POST', '/api/events', undefined, {
      title: 'Sousedská slavnst',
      description: 'Grilování a hudba pro celou ulici.\n\nS sebou dobrou náladu.',
      start_date: day,
      start_time: '15:00',
      end_time: '22:00',
      place: 'Lipová ulice',
      categories: ['kultura', 'sport'],
      organizer_name: 'Sousedé z Lipové',
      organizer_email: 'lipova@vzorov.example',
      website: '',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const none = await call('POST', '/api/events', undefined, {
      title: 'Bez kategorie',
      description: 'Akce bez kategorie, která neprojde kontrolou.',
      start_date: day,
      start_time: '15:00',
      end_time: '16:00',
      place: 'Náves',
      categories: [],
      organizer_name: 'Někdo',
      organizer_email: 'nekdo@vzorov.example',
      website: '',
    });
    expect(none.json().errors).toEqual({ categories: ['Vyberte aspoň jednu kategorii.'] });

    const [row] = await env.t.app.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.title, 'Sousedská slavnst'));
    const editable = (await call('GET', `/api/staff/events/${row!.id}`, petra)).json().data;
    expect(editable).toMatchObject({ status: 'proposed', categories: [{ slug: 'kultura' }, { slug: 'sport' }] });
    // The typo is fixed in the editor; the proposal stays in the queue, unpublished.
    const fixed = await env.t.app.inject({
      method: 'PUT',
      url: `/api/staff/events/${row!.id}`,
      headers: { authorization: `Bearer ${petra}` },
      payload: {
        title: 'Sousedská slavnost',
        perex: editable.perex,
        body: editable.body,
        start_date: day,
        start_time: '15:00',
        end_time: '22:00',
        repeat_weeks: null,
        place: editable.place,
        organizer: editable.organizer,
        categories: ['kultura', 'sport'],
        version: editable.version,
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await call('GET', `/api/staff/events/${row!.id}`, petra)).json().data).toMatchObject({
      status: 'proposed',
      title: 'Sousedská slavnost',
    });
    expect(await publicTitles()).not.toContain('Sousedská slavnost');
    const queue = await queuePage.loader(
      routeArgs({ request: page('/sprava/akce/navrhy'), params: {}, context: await pageContext(env.t.app, petra) }),
    );
    expect(queue.proposals.find((p) => p.id === row!.id)).toMatchObject({ title: 'Sousedská slavnost' });
  });
});
