import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueParts } from '../../../common/dates.ts';
import { auditLog } from '../../../server/db/schema/index.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as editorPage from './pages/sprava-akce-editor.tsx';
import * as categoriesPage from './pages/sprava-akce-kategorie.tsx';
import type { EditableEvent, EventDetail } from './schemas.ts';

/** The events editor: every field, weekly repeats across the clock change, categories, locking. */
let t: TestApp;
let petra: string;
let martin: string;
beforeAll(async () => {
  // A fixed day, years before the events the tests save (2031): their times are all still to come.
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-02T10:00:00+01:00' } });
  petra = await loginAsStaff(t.app, 'petra');
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** A choir rehearsal every week from before the clocks go back (26 October 2031) to after. */
const rehearsal = (changes: object = {}) => ({
  title: 'Zkouška pěveckého sboru',
  perex: 'Sbor Vzorováček zkouší a rád přivítá nové hlasy.',
  body: '<h2>Pro koho</h2><p>Pro každého, kdo rád zpívá.</p>',
  start_date: '2031-10-14',
  start_time: '18:00',
  end_date: '2031-10-14',
  end_time: '19:30',
  repeat_weeks: 1,
  repeat_until: '2031-11-04',
  place: 'Sokolovna',
  organizer: 'Vzorováček, z. s.',
  contact: 'sbor@vzorov.example',
  price: '',
  links: [{ label: 'Stránky sboru', url: 'https://vzorovacek.example' }],
  categories: ['kultura', 'vzdelavani'],
  ...changes,
});

const publicEvent = async (id: number) => (await t.app.inject({ url: `/api/events/${id}` })).json().data as EventDetail;

/** The editor page's loader or action arguments: a plain form post (no JavaScript) by Petra, or a visit. */
const editorArgs = async (path: string, body?: Record<string, string | string[]>) => {
  const init = body
    ? {
        method: 'POST',
        body: new URLSearchParams(
          Object.entries(body).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
        ),
      }
    : undefined;
  return {
    request: page(path, init),
    params: path.endsWith('/nova') ? {} : { id: path.split('/').at(-1)! },
    context: await pageContext(t.app, petra),
  };
};

describe('the events editor', () => {
  it('publishes a weekly event at once, at 18:00 Prague time on both sides of the clock change', async () => {
    const created = await call('POST', '/api/staff/events', petra, rehearsal());
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    const shown = await publicEvent(id);
    expect(shown.categories.map((c) => c.slug)).toEqual(['kultura', 'vzdelavani']);
    expect(shown.links).toEqual([{ label: 'Stránky sboru', url: 'https://vzorovacek.example' }]);
    expect(shown.repeats_weeks).toBe(1);
    expect(shown.occurrences.map((o) => pragueParts(new Date(o.starts_at)))).toEqual(
      ['2031-10-14', '2031-10-21', '2031-10-28', '2031-11-04'].map((date) => ({ date, time: '18:00' })),
    );
    // Summer time, then winter time: the same wall clock is a different hour in UTC.
    expect(shown.occurrences[1]!.starts_at).toBe('2031-10-21T16:00:00.000Z');
    expect(shown.occurrences[2]!.starts_at).toBe('2031-10-28T17:00:00.000Z');

    const list = await call('GET', '/api/staff/events?q=Zkouška', petra);
    expect(list.json().data).toMatchObject([{ id, status: 'published', repeat_weeks: 1, repeat_until: '2031-11-04' }]);
    const log = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(id))));
    expect(log.map((e) => [e.action, e.actorName, e.summary.title])).toEqual([
      ['event.created', 'Petra Svobodová', 'Zkouška pěveckého sboru'],
    ]);

    // And the search finds it at once.
    const found = (await t.app.inject({ url: '/api/search?q=Zkouška sboru' })).json().data;
    expect(found.map((r: { url: string }) => r.url)).toContain(`/akce/${id}/zkouska-peveckeho-sboru`);
  });

  it('skips one date of a weekly event and moves another, on the site and in iCalendar (EXDATE, RECURRENCE-ID)', async () => {
    const created = await call('POST', '/api/staff/events', petra, rehearsal({ title: 'Zkouška sboru o prázdninách' }));
    const { id } = created.json().data;
    const editable = (await call('GET', `/api/staff/events/${id}`, petra)).json().data;
    expect(editable.rule_dates).toEqual(['2031-10-14', '2031-10-21', '2031-10-28', '2031-11-04']);
    // A date the rule does not give, and a move onto another occurrence, are refused on their rows.
    const wrong = await call('PUT', `/api/staff/events/${id}`, petra, {
      ...rehearsal({ title: 'Zkouška sboru o prázdninách' }),
      version: 1,
      exceptions: [{ date: '2031-10-15' }, { date: '2031-10-28', start_date: '2031-11-04', start_time: '18:00' }],
    });
    expect(wrong.json().errors).toEqual({
      'exceptions.0.date': ['Tento den se akce podle opakování nekoná.'],
      'exceptions.1.start_date': ['V tu dobu se akce už koná.'],
    });
    // The autumn holidays: the 28th is off; the 21st moves to Thursday at 17:00, as long as ever.
    const saved = await call('PUT', `/api/staff/events/${id}`, petra, {
      ...rehearsal({ title: 'Zkouška sboru o prázdninách' }),
      version: 1,
      exceptions: [{ date: '2031-10-28' }, { date: '2031-10-21', start_date: '2031-10-23', start_time: '17:00' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await publicEvent(id);
    expect(
      shown.occurrences.map((o) => [pragueParts(new Date(o.starts_at)), pragueParts(new Date(o.ends_at)).time]),
    ).toEqual([
      [{ date: '2031-10-14', time: '18:00' }, '19:30'],
      [{ date: '2031-10-23', time: '17:00' }, '18:30'],
      [{ date: '2031-11-04', time: '18:00' }, '19:30'],
    ]);
    expect(shown.exceptions).toEqual([
      { date: '2031-10-28', moved_to: null },
      { date: '2031-10-21', moved_to: { starts_at: '2031-10-23T15:00:00.000Z', ends_at: '2031-10-23T16:30:00.000Z' } },
    ]);
    // The editor reopens them as rows.
    expect((await call('GET', `/api/staff/events/${id}`, petra)).json().data.exceptions).toEqual([
      { date: '2031-10-28', start_date: '', start_time: '', end_time: '' },
      { date: '2031-10-21', start_date: '2031-10-23', start_time: '17:00', end_time: '18:30' },
    ]);

    const ics = (await t.app.inject({ url: `/akce/${id}/kalendar.ics` })).body.replace(/\r\n /g, '');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=');
    expect(ics).toContain('EXDATE;TZID=Europe/Prague:20311028T180000');
    expect(ics).not.toContain('20311021T180000,');
    const override = ics.split('BEGIN:VEVENT').find((part) => part.includes('RECURRENCE-ID'))!;
    expect(override).toContain('RECURRENCE-ID;TZID=Europe/Prague:20311021T180000');
    expect(override).toContain('DTSTART;TZID=Europe/Prague:20311023T170000');
    expect(override).toContain('DTEND;TZID=Europe/Prague:20311023T183000');
    expect(ics.match(/UID:event-\d+@/g)?.length).toBe(2);

    // An event that does not repeat has no dates to skip.
    const single = await call('POST', '/api/staff/events', petra, {
      ...rehearsal({ title: 'Koncert sboru', repeat_weeks: null, repeat_until: '' }),
      exceptions: [{ date: '2031-10-14' }],
    });
    expect(single.json().errors).toEqual({ exceptions: ['Zrušit nebo posunout jde jen termín opakované akce.'] });
  });

  it('takes an event of one day without its end date', async () => {
    const created = await call(
      'POST',
      '/api/staff/events',
      petra,
      rehearsal({ title: 'Jednodenní koncert', end_date: '', repeat_weeks: null, repeat_until: '' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const shown = await publicEvent(created.json().data.id);
    expect(pragueParts(new Date(shown.ends_at))).toEqual({ date: '2031-10-14', time: '19:30' });
  });

  it('changes an event to all-day, keeps its last day, and refuses a save over a newer version', async () => {
    const { id } = (await call('POST', '/api/staff/events', petra, rehearsal({ title: 'Vánoční jarmark' }))).json()
      .data;
    const fair = rehearsal({
      title: 'Vánoční jarmark',
      all_day: true,
      start_date: '2031-12-13',
      start_time: '',
      end_date: '2031-12-14',
      end_time: '',
      repeat_weeks: null,
      repeat_until: '',
      categories: ['trhy'],
      links: [],
    });
    const changed = await call('PUT', `/api/staff/events/${id}`, martin, { ...fair, version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    const editable = (await call('GET', `/api/staff/events/${id}`, petra)).json().data;
    expect(editable).toMatchObject({ all_day: true, repeat_weeks: null, categories: [{ slug: 'trhy' }], version: 2 });
    expect(pragueParts(new Date(editable.ends_at))).toEqual({ date: '2031-12-15', time: '00:00' });

    const stale = await call('PUT', `/api/staff/events/${id}`, petra, { ...fair, title: 'Jarmark', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Martin Král');
    expect((await publicEvent(id)).title).toBe('Vánoční jarmark');
  });

  it('moves a date of an all-day weekly event for as many days as each of its dates lasts', async () => {
    /** Saturday markets in December, of one day or of two (Saturday and Sunday). */
    const market = (title: string, endDate: string) => ({
      ...rehearsal({ title, start_time: '', end_time: '', categories: ['trhy'], links: [] }),
      all_day: true,
      start_date: '2031-12-06',
      end_date: endDate,
      repeat_until: '2031-12-27',
    });
    // The second Saturday's market moves to the Sunday; each runs to the midnight after its last day.
    const moved = { date: '2031-12-13', start_date: '2031-12-14' };
    for (const [title, endDate, endsAt] of [
      ['Sobotní trh', '', '2031-12-14T23:00:00.000Z'],
      ['Víkendový trh', '2031-12-07', '2031-12-15T23:00:00.000Z'],
    ] as const) {
      const created = await call('POST', '/api/staff/events', petra, {
        ...market(title, endDate),
        exceptions: [moved],
      });
      expect(created.statusCode, created.body).toBe(201);
      const shown = await publicEvent(created.json().data.id);
      expect(shown.exceptions).toEqual([
        { date: '2031-12-13', moved_to: { starts_at: '2031-12-13T23:00:00.000Z', ends_at: endsAt } },
      ]);
    }
  });

  it('keeps every save as a version, shows what it changed, and restores an old one as a new save', async () => {
    const { id } = (await call('POST', '/api/staff/events', petra, rehearsal({ title: 'Pletení košíků' }))).json().data;
    await call('PUT', `/api/staff/events/${id}`, martin, {
      ...rehearsal({ title: 'Pletení košíků z pedigu', place: 'Knihovna', repeat_weeks: null, repeat_until: '' }),
      version: 1,
    });
    const versions = (await call('GET', `/api/staff/events/${id}/revisions`, petra)).json().data;
    expect(versions.map((v: { version: number; actor: string }) => [v.version, v.actor])).toEqual([
      [2, 'Martin Král'],
      [1, 'Petra Svobodová'],
    ]);
    const diff = (await call('GET', `/api/staff/events/${id}/revisions/2`, petra)).json().data;
    expect(diff.fields.map((f: { field: string }) => f.field)).toEqual([
      'title',
      'repeat_weeks',
      'repeat_until',
      'place',
    ]);
    const restored = await call('POST', `/api/staff/events/${id}/revisions/1/restore`, petra, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.version).toBe(3);
    expect(await publicEvent(id)).toMatchObject({ title: 'Pletení košíků', place: 'Sokolovna', repeats_weeks: 1 });
    const again = await call('POST', `/api/staff/events/${id}/revisions/1/restore`, petra, { version: 2 });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a draft off the calendar and the search, shows it to its editors as visitors will see it', async () => {
    const created = await call(
      'POST',
      '/api/staff/events',
      petra,
      rehearsal({ title: 'Koncert pro seniory', draft: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await t.app.inject({ url: `/api/events/${id}` })).statusCode).toBe(404);
    const found = (await t.app.inject({ url: '/api/search?q=Koncert%20pro%20seniory' })).json().data;
    expect(JSON.stringify(found)).not.toContain('Koncert pro seniory');
    const preview = await call('GET', `/api/staff/events/${id}/preview`, petra);
    expect(preview.json().data).toMatchObject({ title: 'Koncert pro seniory', place: 'Sokolovna' });
    expect((await call('GET', `/api/staff/events/${id}`, petra)).json().data.status).toBe('draft');
    const published = await call('PUT', `/api/staff/events/${id}`, petra, {
      ...rehearsal({ title: 'Koncert pro seniory' }),
      version: 1,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicEvent(id)).title).toBe('Koncert pro seniory');
    const foundNow = (await t.app.inject({ url: '/api/search?q=Koncert%20pro%20seniory' })).json().data;
    expect(JSON.stringify(foundNow)).toContain('Koncert pro seniory');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'event.updated')),
      );
    expect(entry?.summary).toMatchObject({ status: 'draft → published' });
  });

  it('explains bad input per field in Czech and cleans the text', async () => {
    const bad = await call(
      'POST',
      '/api/staff/events',
      petra,
      rehearsal({
        title: '',
        end_date: '2031-10-14',
        end_time: '17:00',
        repeat_until: '2031-10-01',
        links: [{ label: 'Zlý', url: 'javascript:alert(1)' }],
        categories: [],
        body: '<p>Sbor</p><img src="/media/knihovna/sbor.jpg">',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      title: ['Zadejte název akce.'],
      end_time: ['Akce musí skončit až po svém začátku.'],
      repeat_until: ['Opakování musí skončit až po prvním konání.'],
      'links.0.url': [expect.stringContaining('https://')],
      categories: ['Vyberte aspoň jednu kategorii.'],
      body: [expect.stringContaining('popis')],
    });
    const unknown = await call('POST', '/api/staff/events', petra, rehearsal({ categories: ['neexistuje'] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.categories).toEqual(['Vyberte kategorie ze seznamu.']);

    const dirty = await call(
      'POST',
      '/api/staff/events',
      petra,
      rehearsal({ title: 'Čistý text', body: '<p onclick="x()">Zpíváme<script>steal()</script></p>' }),
    );
    expect((await publicEvent(dirty.json().data.id)).body).toBe('<p>Zpíváme</p>');
  });

  it('saves a plain form post with its link rows, keeps what was typed when refused, and deletes with a confirmation', async () => {
    const args = editorArgs;
    const fields = {
      title: 'Drakiáda',
      perex: 'Pouštění draků na kopci za školou.',
      body: '<p>Přineste si draka.</p>',
      start_date: '2031-10-04',
      start_time: '14:00',
      end_date: '2031-10-04',
      end_time: '17:00',
      repeat_weeks: '',
      repeat_until: '',
      place: 'Kopec za školou',
      price: 'Zdarma',
      organizer: 'Město Vzorov',
      contact: '',
      categories: ['pro-deti', 'sport'],
      'links[0].label': 'Fotky z loňska',
      'links[0].url': 'https://draci.example',
      image_id: '',
    };
    const events = async () => (await call('GET', '/api/staff/events?q=Drakiáda', petra)).json().data;
    // The links are a Conform field list: without JavaScript a button that adds or removes a row comes
    // to the action, which answers with the form as it now is (all it was typed) and saves nothing.
    const insert = JSON.stringify({ type: 'insert', payload: { name: 'links' } });
    const added = asJson(
      await editorPage.action(routeArgs(await args('/sprava/akce/nova', { ...fields, __intent__: insert }))),
    );
    expect(added.init.status).toBe(200);
    expect(added.data.reply.initialValue).toMatchObject({
      title: 'Drakiáda',
      categories: ['pro-deti', 'sport'],
      links: [{ label: 'Fotky z loňska', url: 'https://draci.example' }, null],
    });
    const remove = JSON.stringify({ type: 'remove', payload: { name: 'links', index: 0 } });
    const removed = asJson(
      await editorPage.action(routeArgs(await args('/sprava/akce/nova', { ...fields, __intent__: remove }))),
    );
    expect(removed.init.status).toBe(200);
    expect(removed.data.reply.initialValue.links).toBeUndefined();
    expect(await events()).toEqual([]);

    // A row the schema refuses is explained on its row, as the form names it; the rest is kept.
    const refused = asJson(
      await editorPage.action(
        routeArgs(
          await args('/sprava/akce/nova', { ...fields, 'links[1].label': 'Program', 'links[1].url': 'program.pdf' }),
        ),
      ),
    );
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        reply: {
          error: { 'links[1].url': [expect.stringContaining('https://')] },
          initialValue: { title: 'Drakiáda', links: [{}, { url: 'program.pdf' }] },
        },
      },
    });
    expect(Object.keys(refused.data.reply.error)).toEqual(['links[1].url']);
    expect(await events()).toEqual([]);
    const saved = await editorPage.action(routeArgs(await args('/sprava/akce/nova', fields)));
    const location = (saved as Response).headers.get('location')!;
    expect(location).toMatch(/^\/sprava\/akce\/\d+\?ulozeno=1$/);
    const id = Number(location.split('/').at(-1)!.split('?')[0]);
    expect(await publicEvent(id)).toMatchObject({
      title: 'Drakiáda',
      price: 'Zdarma',
      links: [{ label: 'Fotky z loňska', url: 'https://draci.example' }],
      categories: [{ slug: 'sport' }, { slug: 'pro-deti' }],
    });

    const opened = await editorPage.loader(routeArgs(await args(`/sprava/akce/${id}`)));
    expect(opened.event).toMatchObject({ title: 'Drakiáda', version: 1 });

    const unconfirmed = await editorPage.action(routeArgs(await args(`/sprava/akce/${id}`, { intent: 'delete' })));
    expect(asJson(unconfirmed)).toMatchObject({
      init: { status: 422 },
      data: { errors: { confirm: [expect.any(String)] } },
    });
    const deleted = await editorPage.action(
      routeArgs(await args(`/sprava/akce/${id}`, { intent: 'delete', confirm: 'on' })),
    );
    expect((deleted as Response).headers.get('location')).toBe('/sprava/akce?smazano=1');
    expect((await t.app.inject({ url: `/api/events/${id}` })).statusCode).toBe(404);
  });

  it('saves a weekly event from the form as it is, and skips and moves its dates there (issue 56)', async () => {
    const saveForm = async (path: string, body: Record<string, string | string[]>) => {
      const answer = await editorPage.action(routeArgs(await editorArgs(path, body)));
      expect(answer, JSON.stringify(asJson(answer))).toBeInstanceOf(Response);
      const location = (answer as Response).headers.get('location')!;
      expect(location).toMatch(/^\/sprava\/akce\/\d+\?ulozeno=1$/);
      return Number(location.split('/').at(-1)!.split('?')[0]);
    };
    /** The fields the page renders for a stored event, as a browser posts them unchanged. */
    const formOf = (event: EditableEvent): Record<string, string | string[]> => {
      return {
        version: String(event.version),
        title: event.title,
        perex: event.perex,
        body: event.body,
        categories: event.categories.map((c) => c.slug),
        start_date: pragueParts(new Date(event.starts_at)).date,
        start_time: pragueParts(new Date(event.starts_at)).time,
        end_date: pragueParts(new Date(event.ends_at)).date,
        end_time: pragueParts(new Date(event.ends_at)).time,
        repeat_weeks: event.repeat_weeks === null ? '' : String(event.repeat_weeks),
        repeat_until: event.repeat_until ?? '',
        place: event.place,
        price: event.price ?? '',
        organizer: event.organizer,
        contact: event.contact ?? '',
        ...Object.fromEntries(
          event.exceptions.flatMap((row, n) =>
            (['date', 'start_date', 'start_time', 'end_time'] as const).map((field) => [
              `exceptions[${n}].${field}`,
              row[field],
            ]),
          ),
        ),
        image_id: '',
      };
    };
    const open = async (id: number) =>
      (await editorPage.loader(routeArgs(await editorArgs(`/sprava/akce/${id}`)))).event as EditableEvent;

    // A new market every week, chosen in the select as "Každý týden" (the value '1').
    const id = await saveForm('/sprava/akce/nova', {
      title: 'Farmářský trh',
      perex: 'Zelenina, sýry a pečivo od místních pěstitelů.',
      body: '',
      categories: ['kultura'],
      start_date: '2031-10-14',
      start_time: '08:00',
      end_date: '',
      end_time: '12:00',
      repeat_weeks: '1',
      repeat_until: '2031-11-04',
      place: 'Náměstí Míru',
      price: '',
      organizer: 'Město Vzorov',
      contact: '',
      image_id: '',
    });
    const created = await open(id);
    expect(created).toMatchObject({ repeat_weeks: 1, repeat_until: '2031-11-04', version: 1, exceptions: [] });
    expect(created.rule_dates).toEqual(['2031-10-14', '2031-10-21', '2031-10-28', '2031-11-04']);

    // "Uložit akci" with no change saves it; so does every two weeks.
    expect(await saveForm(`/sprava/akce/${id}`, formOf(created))).toBe(id);
    expect(await saveForm(`/sprava/akce/${id}`, { ...formOf(await open(id)), repeat_weeks: '2' })).toBe(id);
    expect((await publicEvent(id)).repeats_weeks).toBe(2);
    const weekly = { ...formOf(await open(id)), repeat_weeks: '1' };

    // A day the rule does not give is refused on its row, as the form names it, and nothing is saved.
    const offRule = await editorPage.action(
      routeArgs(await editorArgs(`/sprava/akce/${id}`, { ...weekly, 'exceptions[0].date': '2031-10-15' })),
    );
    expect(asJson(offRule)).toMatchObject({
      init: { status: 422 },
      data: { reply: { error: { 'exceptions[0].date': ['Tento den se akce podle opakování nekoná.'] } } },
    });
    // A row added without JavaScript comes back empty, the rest as it was typed; nothing is saved.
    const insert = JSON.stringify({ type: 'insert', payload: { name: 'exceptions' } });
    const added = asJson(
      await editorPage.action(
        routeArgs(
          await editorArgs(`/sprava/akce/${id}`, { ...weekly, 'exceptions[0].date': '2031-10-28', __intent__: insert }),
        ),
      ),
    );
    expect(added).toMatchObject({ init: { status: 200 }, data: { reply: { initialValue: { repeat_weeks: '1' } } } });
    expect(added.data.reply.initialValue.exceptions).toEqual([{ date: '2031-10-28' }, null]);
    expect((await open(id)).exceptions).toEqual([]);

    // The 28th is skipped (no new day); the 21st moves to Thursday at 9:00, as long as ever.
    await saveForm(`/sprava/akce/${id}`, {
      ...weekly,
      'exceptions[0].date': '2031-10-28',
      'exceptions[1].date': '2031-10-21',
      'exceptions[1].start_date': '2031-10-23',
      'exceptions[1].start_time': '09:00',
    });
    const shown = await publicEvent(id);
    expect(shown.repeats_weeks).toBe(1);
    expect(
      shown.occurrences.map((o) => [pragueParts(new Date(o.starts_at)), pragueParts(new Date(o.ends_at)).time]),
    ).toEqual([
      [{ date: '2031-10-14', time: '08:00' }, '12:00'],
      [{ date: '2031-10-23', time: '09:00' }, '13:00'],
      [{ date: '2031-11-04', time: '08:00' }, '12:00'],
    ]);
    const reopened = await open(id);
    expect(reopened.exceptions).toEqual([
      { date: '2031-10-28', start_date: '', start_time: '', end_time: '' },
      { date: '2031-10-21', start_date: '2031-10-23', start_time: '09:00', end_time: '13:00' },
    ]);
    // Saved again unchanged, its rows as the page shows them, it keeps them.
    await saveForm(`/sprava/akce/${id}`, formOf(reopened));
    expect((await open(id)).exceptions).toEqual(reopened.exceptions);
    expect((await publicEvent(id)).occurrences).toEqual(shown.occurrences);

    // An empty select is no repeat, and a skipped date of a one-off event is explained on the form.
    const oneOff = await editorPage.action(
      routeArgs(await editorArgs(`/sprava/akce/${id}`, { ...formOf(await open(id)), repeat_weeks: '' })),
    );
    expect(asJson(oneOff)).toMatchObject({
      init: { status: 422 },
      data: { reply: { error: { exceptions: ['Zrušit nebo posunout jde jen termín opakované akce.'] } } },
    });
    expect(asJson(oneOff).data.reply.error.repeat_weeks).toBeUndefined();
    // A value the select does not offer is still refused on its field, from the form as from the API.
    const tampered = await editorPage.action(
      routeArgs(await editorArgs(`/sprava/akce/${id}`, { ...formOf(await open(id)), repeat_weeks: '5' })),
    );
    expect(asJson(tampered).data.reply.error.repeat_weeks).toEqual(['Vyberte, jak často se akce opakuje.']);
    const viaApi = await call('PUT', `/api/staff/events/${id}`, petra, rehearsal({ repeat_weeks: 1.5, version: 1 }));
    expect(viaApi.json().errors.repeat_weeks).toEqual(['Vyberte, jak často se akce opakuje.']);
  });
});

describe('the events categories', () => {
  const publicOrder = async () =>
    ((await t.app.inject({ url: '/api/events/categories' })).json().data as { slug: string }[]).map((c) => c.slug);

  it('adds one at the end, refuses a name taken, renames it, moves it up, and deletes only an empty one', async () => {
    const added = await call('POST', '/api/staff/event-categories', petra, { name: 'Senioři' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toEqual({ slug: 'seniori', name: 'Senioři', events: 0 });
    expect((await publicOrder()).at(-1)).toBe('seniori');
    const taken = await call('POST', '/api/staff/event-categories', petra, { name: 'sport' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['Kategorie „sport“ už existuje.']);

    expect((await call('PUT', '/api/staff/event-categories/seniori', petra, { name: 'Pro seniory' })).statusCode).toBe(
      204,
    );
    const before = await publicOrder();
    expect(
      (await call('POST', '/api/staff/event-categories/seniori/move', petra, { direction: 'up' })).statusCode,
    ).toBe(204);
    const after = await publicOrder();
    expect(after.at(-2)).toBe('seniori');
    expect(after.at(-1)).toBe(before.at(-2));

    const used = await call('DELETE', '/api/staff/event-categories/kultura', petra);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^V kategorii „Kultura“ (je|jsou) \d+ akc/);
    expect((await call('DELETE', '/api/staff/event-categories/seniori', petra)).statusCode).toBe(204);
    expect(await publicOrder()).not.toContain('seniori');
    expect((await call('DELETE', '/api/staff/event-categories/seniori', petra)).statusCode).toBe(404);
  });

  it('moves, adds, renames and deletes a category by a plain form post and says so', async () => {
    const post = async (fields: Record<string, string>) =>
      categoriesPage.action(
        routeArgs({
          request: page('/sprava/akce/kategorie', form(fields)),
          params: {},
          context: await pageContext(t.app, petra),
        }),
      );
    const before = await publicOrder();
    const result = await post({ intent: 'move', slug: before[0]!, direction: 'down' });
    expect(result).toEqual({ done: true, intent: 'move', slug: before[0], direction: 'down' });
    expect((await publicOrder()).slice(0, 2)).toEqual([before[1], before[0]]);
    // A direction the buttons do not send is explained, and the row stays.
    expect(asJson(await post({ intent: 'move', slug: before[0]!, direction: 'sideways' }))).toMatchObject({
      init: { status: 422 },
      data: { errors: { direction: ['Vyberte, kam kategorii posunout.'] } },
    });

    // A name left empty or taken is refused with what was typed, on the row it was typed in.
    expect(asJson(await post({ intent: 'add', name: ' ' }))).toMatchObject({
      init: { status: 422 },
      data: { errors: { name: ['Zadejte název kategorie.'] }, values: { intent: 'add', name: ' ' } },
    });
    expect(await post({ intent: 'add', name: 'Pro rodiny' })).toEqual({
      done: true,
      intent: 'add',
      slug: '',
      direction: undefined,
    });
    expect((await publicOrder()).at(-1)).toBe('pro-rodiny');
    expect(asJson(await post({ intent: 'rename', slug: 'pro-rodiny', name: 'Sport' }))).toMatchObject({
      init: { status: 422 },
      data: { values: { intent: 'rename', slug: 'pro-rodiny', name: 'Sport' } },
    });
    expect(await post({ intent: 'rename', slug: 'pro-rodiny', name: 'Rodiny s dětmi' })).toMatchObject({ done: true });
    // A used category is not deleted, and says why; an empty one is; one not there is the 404 page.
    expect(asJson(await post({ intent: 'delete', slug: 'kultura' }))).toMatchObject({ init: { status: 409 } });
    expect(await post({ intent: 'delete', slug: 'pro-rodiny' })).toMatchObject({ done: true, slug: 'pro-rodiny' });
    expect(await publicOrder()).not.toContain('pro-rodiny');
    await expect(post({ intent: 'delete', slug: 'pro-rodiny' })).rejects.toMatchObject({ status: 404 });
    await expect(post({ intent: 'rename', name: 'Bez řádku' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('repeats by any calendar rule (issue 56)', () => {
  /** The form as a browser without JavaScript posts it: the first Saturday of each month until 20 June 2032. */
  const marketForm = (changes: Record<string, string> = {}) => ({
    title: 'Bleší trh',
    perex: 'Starožitnosti a dobroty každou první sobotu.',
    body: '',
    categories: ['kultura'],
    start_date: '2031-12-06',
    start_time: '09:00',
    end_date: '',
    end_time: '12:00',
    repeat_kind: 'monthly_weekday',
    repeat_interval: '1',
    repeat_end: 'until',
    repeat_until: '2032-06-20',
    repeat_count: '',
    place: 'Náměstí Míru',
    price: '',
    organizer: 'Město Vzorov',
    contact: '',
    image_id: '',
    ...changes,
  });

  it('saves the first Saturday of the month from the form, skips and moves dates, and shows it everywhere', async () => {
    const answer = await editorPage.action(routeArgs(await editorArgs('/sprava/akce/nova', marketForm())));
    expect(answer, JSON.stringify(asJson(answer))).toBeInstanceOf(Response);
    const id = Number((answer as Response).headers.get('location')!.split('/').at(-1)!.split('?')[0]);
    const opened = (await editorPage.loader(routeArgs(await editorArgs(`/sprava/akce/${id}`)))).event as EditableEvent;
    expect(opened).toMatchObject({
      repeat_weeks: null,
      repeat_rule: 'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20320620',
      repeat_text: 'každou první sobotu v měsíci do 20. 6. 2032',
      repeat_fields: {
        repeat_kind: 'monthly_weekday',
        repeat_interval: 1,
        repeat_end: 'until',
        repeat_until: '2032-06-20',
        repeat_count: null,
      },
    });
    expect(opened.rule_dates).toEqual([
      '2031-12-06',
      '2032-01-03',
      '2032-02-07',
      '2032-03-06',
      '2032-04-03',
      '2032-05-01',
      '2032-06-05',
    ]);

    // February skipped, April a week later, through the staff API with the raw rule kept as it is.
    const saved = await call('PUT', `/api/staff/events/${id}`, petra, {
      ...rehearsal({
        title: 'Bleší trh',
        start_date: '2031-12-06',
        start_time: '09:00',
        end_date: '',
        end_time: '12:00',
      }),
      repeat_weeks: null,
      repeat_until: '',
      rrule: opened.repeat_rule,
      exceptions: [{ date: '2032-02-07' }, { date: '2032-04-03', start_date: '2032-04-10', start_time: '09:00' }],
      version: opened.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await publicEvent(id);
    expect(shown.repeats_text).toBe('každou první sobotu v měsíci do 20. 6. 2032');
    // The lists label it by its rule too, not only a weekly event (issue 56).
    const listed = (await t.app.inject({ url: '/api/events?from=2032-01-01&to=2032-01-31' })).json().data;
    expect(listed.find((o: { id: number }) => o.id === id)?.repeats_how).toBe('každou první sobotu v měsíci');
    expect(shown.occurrences.map((o) => pragueParts(new Date(o.starts_at)))).toEqual(
      ['2031-12-06', '2032-01-03', '2032-03-06', '2032-04-10', '2032-05-01', '2032-06-05'].map((date) => ({
        date,
        time: '09:00',
      })),
    );
    // 9:00 in Prague, in winter and in summer.
    expect(shown.occurrences[2]!.starts_at).toBe('2032-03-06T08:00:00.000Z');
    expect(shown.occurrences[3]!.starts_at).toBe('2032-04-10T07:00:00.000Z');
    const ics = (await t.app.inject({ url: `/akce/${id}/kalendar.ics` })).body.replace(/\r\n /g, '');
    expect(ics).toContain('RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=1SA;UNTIL=20320620T220000Z');
    expect(ics).toContain('EXDATE;TZID=Europe/Prague:20320207T090000');
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Prague:20320403T090000');
    const feed = (await t.app.inject({ url: '/akce/kalendar.ics' })).body.replace(/\r\n /g, '');
    expect(feed).toContain('RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=1SA;UNTIL=20320620T220000Z');
  });

  it('every weekday five times through the API; a plain weekly rule with an end stays a weekly repeat', async () => {
    const created = await call('POST', '/api/staff/events', petra, {
      ...rehearsal({ title: 'Příměstský tábor', start_date: '2032-12-30', end_date: '' }),
      repeat_weeks: null,
      repeat_until: '',
      rrule: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=5',
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = await publicEvent(created.json().data.id);
    expect(shown).toMatchObject({ repeats_weeks: null, repeats_text: 'každý pracovní den, celkem 5krát' });
    expect(shown.occurrences.map((o) => pragueParts(new Date(o.starts_at)).date)).toEqual([
      '2032-12-30',
      '2032-12-31',
      '2033-01-03',
      '2033-01-04',
      '2033-01-05',
    ]);
    const weekly = await call('POST', '/api/staff/events', petra, {
      ...rehearsal({ title: 'Zkouška dechovky' }),
      repeat_weeks: null,
      repeat_until: '',
      rrule: 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20311104',
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    expect(await publicEvent(weekly.json().data.id)).toMatchObject({
      repeats_weeks: 1,
      repeats_until: '2031-11-04',
      repeats_rule: 'FREQ=WEEKLY;UNTIL=20311104',
    });
  });

  it('explains a wrong rule or wrong fields in Czech, field by field', async () => {
    const bad = await call('POST', '/api/staff/events', petra, {
      ...rehearsal(),
      repeat_weeks: null,
      rrule: 'FREQ=HOURLY;COUNT=3',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ rrule: ['Zadejte, zda se akce opakuje denně, týdně, měsíčně, nebo ročně.'] });
    const answer = await editorPage.action(
      routeArgs(
        await editorArgs(
          '/sprava/akce/nova',
          marketForm({ repeat_kind: 'daily', repeat_interval: '0', repeat_end: 'count', repeat_count: '' }),
        ),
      ),
    );
    expect(asJson(answer).data.reply.error).toEqual({
      repeat_interval: ['Interval musí být celé číslo od 1 do 99.'],
      repeat_count: ['Počet opakování musí být od 1 do 200.'],
    });
    // A rule the form cannot say is offered as text, to keep or change.
    const twice = await call('POST', '/api/staff/events', petra, {
      ...rehearsal({ title: 'Burza knih' }),
      repeat_weeks: null,
      rrule: 'FREQ=MONTHLY;BYDAY=1SA,3SA;COUNT=4',
    });
    const opened = (await editorPage.loader(routeArgs(await editorArgs(`/sprava/akce/${twice.json().data.id}`))))
      .event as EditableEvent;
    expect(opened).toMatchObject({
      repeat_fields: null,
      repeat_text: 'každou první sobotu a třetí sobotu v měsíci, celkem 4krát',
    });
  });
});
