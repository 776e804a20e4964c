import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, pragueParts, pragueToday } from '../../../common/dates.ts';
import { queuedMails } from '../../../server/test/app.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { events } from './schema.server.ts';
import type { CalendarMonth, EventOccurrence } from './schemas.ts';

const t = suiteApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/events?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: EventOccurrence[]; meta: { total: number; page: number; perPage: number } };
};
const times = (data: EventOccurrence[]) => data.map((o) => Date.parse(o.starts_at));

describe('GET /api/events', () => {
  it('lists what has not ended yet, soonest first, with categories, place and image', async () => {
    const { data, meta } = await list('perPage=100');
    const now = Date.now();
    expect(meta.total).toBeGreaterThanOrEqual(20);
    expect(data.every((o) => Date.parse(o.ends_at) > now)).toBe(true);
    expect(times(data)).toEqual([...times(data)].sort((a, b) => a - b));
    expect(data.every((o) => o.categories.length > 0 && o.place.length > 0)).toBe(true);
    expect(data.some((o) => o.image?.url.startsWith('/media/demo/'))).toBe(true);
    // A weekly market is there many times.
    expect(data.filter((o) => o.slug === 'farmarske-trhy-na-namesti').length).toBeGreaterThan(3);
  });

  it('lists each event once with once=true, and what is over with past=true, newest first', async () => {
    const once = (await list('once=true&perPage=100')).data;
    expect(new Set(once.map((o) => o.id)).size).toBe(once.length);
    expect(once.filter((o) => o.slug === 'farmarske-trhy-na-namesti')).toHaveLength(1);
    const past = (await list('past=true&once=true&perPage=100')).data;
    expect(past.length).toBeGreaterThanOrEqual(8);
    expect(past.every((o) => Date.parse(o.ends_at) <= Date.now())).toBe(true);
    expect(times(past)).toEqual([...times(past)].sort((a, b) => b - a));
  });

  it('keeps to a range of Prague days and a category', async () => {
    const today = pragueToday();
    const to = addDays(today, 6);
    const week = (await list(`from=${today}&to=${to}&perPage=100`)).data;
    expect(week.length).toBeGreaterThan(0);
    expect(week.every((o) => pragueParts(new Date(o.starts_at)).date <= to)).toBe(true);
    const sport = (await list('category=sport&perPage=100')).data;
    expect(sport.length).toBeGreaterThan(0);
    expect(sport.every((o) => o.categories.some((c) => c.slug === 'sport'))).toBe(true);
    expect((await list('category=neexistuje')).data).toEqual([]);
  });

  it('answers a page past the end with an empty page, and bad parameters with 422', async () => {
    const { data, meta } = await list('page=999');
    expect(data).toEqual([]);
    expect(meta.total).toBeGreaterThan(0);
    for (const query of ['from=zitra', 'to=2026-13-01', 'perPage=1000', 'page=0', 'past=maybe']) {
      const res = await get(`/api/events?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });

  it('answers days that do not exist or are out of range, year 0000 included, with 422 per field', async () => {
    for (const query of ['from=0000-01-01', 'to=0000-01-01', 'from=9999-12-31', 'from=2026-02-30', 'to=2027-02-29']) {
      const res = await get(`/api/events?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toEqual({
        [query.split('=')[0]!]: ['Zadejte skutečné datum ve tvaru RRRR-MM-DD mezi lety 1900 a 2100.'],
      });
    }
    expect((await get('/api/events?from=2028-02-29&to=2028-03-01')).statusCode).toBe(200);
  });
});

describe('GET /api/events/categories and /api/events/:id', () => {
  it('lists the categories', async () => {
    const { data } = (await get('/api/events/categories')).json();
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data[0]).toEqual({ slug: 'kultura', name: expect.any(String) });
  });

  it('gives one event with its info items and next dates; unknown ones are 404', async () => {
    const [market] = (await list('once=true&perPage=100')).data.filter((o) => o.slug === 'farmarske-trhy-na-namesti');
    const res = await get(`/api/events/${market!.id}`);
    expect(res.statusCode).toBe(200);
    const event = res.json().data;
    expect(event).toMatchObject({ slug: 'farmarske-trhy-na-namesti', repeats_weeks: 1 });
    expect(event.organizer.length).toBeGreaterThan(0);
    expect(event.occurrences.length).toBeGreaterThan(3);
    expect(event.repeats_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(event.body).toContain('<p>');
    // Its own categories, the same as in the list (not those of another event).
    expect(event.categories).toEqual(market!.categories);
    expect((await get('/api/events/999999')).statusCode).toBe(404);
    expect((await get('/api/events/abc')).statusCode).toBe(404);
  });

  it('does not show an event that is only proposed', async () => {
    const [row] = await t.database.db.select({ id: events.id }).from(events).limit(1);
    await t.database.db.update(events).set({ status: 'proposed' }).where(eq(events.id, row!.id));
    try {
      expect((await get(`/api/events/${row!.id}`)).statusCode).toBe(404);
      const all = (await list('perPage=100')).data.concat((await list('past=true&perPage=100')).data);
      expect(all.some((o) => o.id === row!.id)).toBe(false);
    } finally {
      await t.database.db.update(events).set({ status: 'published' }).where(eq(events.id, row!.id));
    }
  });
});

describe('GET /api/events/calendar', () => {
  it('marks every day a multi-day event spans', async () => {
    // The exhibition runs four weeks from the day of seeding: into the next month on most days, within
    // one month on its first days. Every day from its first to its last, in each month it touches.
    const [exhibition] = (await list('once=true&perPage=100')).data.filter(
      (o) => o.slug === 'vystava-vzorov-drive-a-dnes',
    );
    const first = pragueParts(new Date(exhibition!.starts_at)).date;
    const last = pragueParts(new Date(exhibition!.ends_at)).date;
    const spanned = Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
    const marked: string[] = [];
    for (const month of new Set(spanned.map((day) => day.slice(0, 7)))) {
      const data: CalendarMonth = (await get(`/api/events/calendar?month=${month}`)).json().data;
      expect(data.month).toBe(month);
      for (const day of data.days) {
        if (day.events.some((e) => e.slug === exhibition!.slug)) marked.push(day.date);
      }
    }
    expect(spanned).toHaveLength(28);
    expect(marked).toEqual(spanned);
    expect((await get('/api/events/calendar?month=2026-13')).statusCode).toBe(422);
    expect((await get('/api/events/calendar')).statusCode).toBe(422);
    expect((await get('/api/events/calendar?month=1999-01')).json().data.days).toEqual([]);
  });

  it('answers a month that is not a real one, year 0000 included, with 422 and a Czech message', async () => {
    for (const month of ['0000-01', '0000-00', '9999-12', '1899-12', '2026-00', '2026-1', '%00']) {
      const res = await get(`/api/events/calendar?month=${month}`);
      expect(res.statusCode, month).toBe(422);
      expect(res.json().errors, month).toEqual({
        month: ['Zadejte skutečný měsíc ve tvaru RRRR-MM mezi lety 1900 a 2100.'],
      });
    }
  });
});

describe('iCalendar', () => {
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

  it('/akce/kalendar.ics holds every upcoming event once, recurring ones with their rule', async () => {
    const res = await get('/akce/kalendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parse(res.body);
    const vevents = calendar.getAllSubcomponents('vevent');
    const upcoming = (await list('once=true&perPage=100')).data;
    expect(vevents).toHaveLength(upcoming.length);
    const market = vevents.find((v) => String(v.getFirstPropertyValue('url')).endsWith('/farmarske-trhy-na-namesti'))!;
    const rule = market.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.interval).toBe(1);
    expect(String(market.getFirstPropertyValue('url'))).toMatch(
      /^http:\/\/vzorov\.test\/akce\/\d+\/farmarske-trhy-na-namesti$/,
    );
    // With the feed's own VTIMEZONE, a parser gets back the exact moment of the first market.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const start = market.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Prague');
    const occurrence = upcoming.find((o) => o.slug === 'farmarske-trhy-na-namesti')!;
    expect(market.getFirstPropertyValue('summary')).toBe(occurrence.title);
    expect(new ICAL.Event(market).startDate.toJSDate().toISOString()).toBe(occurrence.starts_at);
  });

  it('/akce/{id}/kalendar.ics is one event; an all-day event has dates only; unknown is 404', async () => {
    const [allDay] = (await list('once=true&perPage=100')).data.filter((o) => o.all_day);
    const res = await get(`/akce/${allDay!.id}/kalendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${allDay!.slug}.ics`);
    const vevents = parse(res.body).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const start = vevents[0]!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(pragueParts(new Date(allDay!.starts_at)).date);
    expect((await get('/akce/999999/kalendar.ics')).statusCode).toBe(404);
  });
});

describe('POST /api/events (a proposal)', () => {
  const proposal = () => ({
    organizer_name: 'Spolek přátel Vzorova',
    organizer_email: 'spolek@vzorov.example',
    title: 'Podzimní úklid u rybníka',
    start_date: addDays(pragueToday(), 10),
    start_time: '09:00',
    end_date: addDays(pragueToday(), 10),
    end_time: '12:00',
    place: 'Rybník U Lomu',
    category: 'spolecenske',
    description: 'Sejdeme se u rybníka a společně uklidíme břehy. Rukavice a pytle zajistíme.',
    website: '',
  });
  const post = (body: object, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: body, remoteAddress: ip });

  it('is stored unpublished and acknowledged by e-mail', async () => {
    const res = await post(proposal());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Děkujeme, návrh akce jsme přijali.');
    const [stored] = await t.database.db.select().from(events).where(eq(events.title, 'Podzimní úklid u rybníka'));
    expect(stored).toMatchObject({
      status: 'proposed',
      proposerEmail: 'spolek@vzorov.example',
      place: 'Rybník U Lomu',
    });
    expect(pragueParts(stored!.startsAt).time).toBe('09:00');
    expect((await get(`/api/events/${stored!.id}`)).statusCode).toBe(404);
    // The acknowledgement is queued before the 201.
    const [ack] = await queuedMails(t.database, 'spolek@vzorov.example');
    expect(ack).toBeDefined();
    expect(ack!.text).not.toContain('Podzimní úklid');
  });

  it('with the honeypot filled in, answers the same and stores nothing', async () => {
    const res = await post({ ...proposal(), title: 'Levné hodinky', website: 'http://spam.example' }, '198.51.100.8');
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(events).where(eq(events.title, 'Levné hodinky'))).toEqual([]);
  });

  it('explains bad input field by field in Czech', async () => {
    const res = await post(
      {
        ...proposal(),
        organizer_email: 'nekdo',
        title: '',
        end_time: '08:00',
        start_date: '2020-01-01',
        end_date: '2020-01-01',
        category: 'neexistuje',
        description: 'krátce',
      },
      '198.51.100.9',
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.organizer_email).toEqual(['Pole musí obsahovat platný email.']);
    expect(errors.title).toEqual(['Pole musí být vyplněno']);
    expect(errors.description).toEqual(['Vyplňte prosím minimálně 20 znaků.']);
    expect(errors.end_time).toEqual(['Konec musí být až po začátku.']);
    const year0 = await post({ ...proposal(), start_date: '0000-01-01', end_date: '0000-01-02' }, '198.51.100.9');
    expect(year0.statusCode).toBe(422);
    expect(year0.json().errors).toMatchObject({
      start_date: ['Zadejte prosím datum ve tvaru 21. 11. 2026.'],
      end_date: ['Zadejte prosím datum ve tvaru 21. 11. 2026.'],
    });
    const second = await post({ ...proposal(), start_date: '2020-01-01', category: 'neexistuje' }, '198.51.100.9');
    expect(second.json().errors).toMatchObject({
      start_date: ['Akce se nesmí konat v minulosti.'],
      categories: ['Vyberte prosím kategorie ze seznamu.'],
    });
  });

  it('limits proposals per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post({ ...proposal(), title: `Akce číslo ${i}` }, '198.51.100.10')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('a proposal with a picture (multipart)', () => {
  const form = (fields: Record<string, string>, image?: { data: Buffer; type: string; name: string }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (image) body.set('image', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
    return body;
  };
  const send = async (body: FormData, ip: string) => {
    const encoded = new Response(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress: ip,
    });
  };
  const fields = (title: string) => ({
    organizer_name: 'Fotoklub Vzorov',
    organizer_email: 'fotoklub@vzorov.example',
    title,
    start_date: addDays(pragueToday(), 30),
    start_time: '17:00',
    end_date: addDays(pragueToday(), 30),
    end_time: '19:00',
    place: 'Knihovna',
    category: 'kultura',
    description: 'Vernisáž fotografií členů fotoklubu s krátkým povídáním o technice.',
    image_alt: 'Plakát výstavy s fotoaparátem',
  });

  it('stores the picture with its WebP variants', async () => {
    const sharp = (await import('sharp')).default;
    const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const res = await send(
      form(fields('Vernisáž fotoklubu'), { data, type: 'image/jpeg', name: 'plakat.jpg' }),
      '198.51.100.20',
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(events).where(eq(events.title, 'Vernisáž fotoklubu'));
    expect(stored).toMatchObject({ imageWidth: 1200, imageHeight: 800, imageAlt: 'Plakát výstavy s fotoaparátem' });
    expect(stored!.imageUrl).toMatch(/^\/media\/navrhy\/[a-z0-9]+\.jpg$/);
    const files = await t.app.files.media.list('navrhy');
    expect(files.filter((f) => f.endsWith('.webp')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file that is not an image, whatever its name says, and asks for the description', async () => {
    const fake = { data: Buffer.from('<?php echo 1; ?>'), type: 'image/jpeg', name: 'plakat.jpg' };
    const res = await send(form(fields('Falešný obrázek'), fake), '198.51.100.21');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['Soubor není obrázek ve formátu JPEG, PNG nebo WebP.']);
    const noAlt = await send(form({ ...fields('Bez popisu'), image_alt: '' }, fake), '198.51.100.21');
    expect(noAlt.json().errors.image_alt).toEqual(['Popište prosím, co je na obrázku.']);
    expect(await t.database.db.select().from(events).where(eq(events.title, 'Falešný obrázek'))).toEqual([]);
  });

  it('refuses a picture over 5 MB with a field message', async () => {
    const big = { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), type: 'image/png', name: 'velky.png' };
    const res = await send(form(fields('Velký plakát'), big), '198.51.100.22');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['Obrázek může mít nejvýše 5 MB.']);
  });

  it('answers a multipart body without a boundary, or cut short, with 400 and a Czech message', async () => {
    const message = { message: 'Formulář nedorazil celý nebo je poškozený. Odešlete ho prosím znovu.' };
    const encoded = new Response(form(fields('Useknutý formulář')));
    const whole = Buffer.from(await encoded.arrayBuffer());
    for (const [contentType, payload] of [
      ['multipart/form-data', whole],
      [encoded.headers.get('content-type')!, whole.subarray(0, whole.length - 40)],
      [encoded.headers.get('content-type')!, whole.subarray(0, 60)],
      [
        'multipart/form-data; boundary=x',
        Buffer.from('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc'),
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: '198.51.100.24',
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toEqual(message);
    }
  });

  it('accepts the form without a picture (an empty file part)', async () => {
    const body = form(fields('Bez obrázku'));
    body.set('image', new Blob([]), '');
    const res = await send(body, '198.51.100.23');
    expect(res.statusCode).toBe(201);
  });
});
