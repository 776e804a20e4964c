import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as bookingPage from './pages/rezervace.tsx';
import * as confirmPage from './pages/rezervace-potvrzeni.tsx';
import * as minePage from './pages/ucet-moje-rezervace.tsx';
import { reservationServices } from './schema.server.ts';
import { reservationMessages as msg } from './schemas.ts';

/**
 * The booking pages and the JSON API are two ways into the same service: the
 * same data, the same rules and the same Czech messages (one booking schema,
 * the questions checked once, by the service).
 */
let t: TestApp;
let josef: string;

const SLUG = 'stranky';
const every: [string, string][] = [['08:00', '16:00']];

beforeAll(async () => {
  t = await createTestApp();
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  await t.database.db.insert(reservationServices).values({
    slug: SLUG,
    name: 'Zkouška stránek',
    description: 'Pro testy.',
    place: 'Radnice',
    weekly: { '1': every, '2': every, '3': every, '4': every, '5': every, '6': every, '7': every },
    slotMinutes: 30,
    capacity: 1,
    horizonDays: 60,
    leadMinutes: 60,
    cancelHours: 24,
    maxActive: 50,
    questions: [
      {
        type: 'select',
        name: 'agenda',
        label: 'Co potřebujete vyřídit',
        required: true,
        options: [{ value: 'op', label: 'Občanský průkaz' }],
      },
    ],
    situations: [],
  });
});
afterAll(() => t.close());

const api = async (url: string, token?: string) =>
  (await t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} })).json().data;
const post = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const context = (token: string | undefined) => pageContext(t.app, token, '192.0.2.20');
const BOOKING = `/potrebuji-vyridit/${SLUG}/rezervace`;

type Answer = { init: ResponseInit | null; data: Record<string, unknown> };
/** What an action answered: a redirect, or its data with the status it set. */
async function act(fields: Record<string, string>, token?: string): Promise<Answer | Response> {
  const answer = await bookingPage.action(
    routeArgs({
      request: page(BOOKING, { method: 'POST', body: new URLSearchParams(fields) }),
      params: { slug: SLUG },
      context: await context(token),
    }),
  );
  if (answer instanceof Response) return answer;
  return 'init' in (answer as object)
    ? (answer as unknown as Answer)
    : { init: null, data: answer as Record<string, unknown> };
}

/** The first two free times of the test service, a few days ahead. */
async function freeSlots(): Promise<string[]> {
  const from = addDays(pragueToday(), 3);
  const days = await api(`/api/reservations/services/${SLUG}/slots?from=${from}&to=${addDays(from, 7)}`);
  return days.flatMap((d: { slots: { starts_at: string }[] }) => d.slots.map((s) => s.starts_at)).slice(0, 2);
}

describe('the booking page and the API answer from the same service', () => {
  it('the service and its free times', async () => {
    const loaded = await bookingPage.loader(
      routeArgs({
        request: page(BOOKING),
        params: { slug: SLUG },
        context: await context(undefined),
      }),
    );
    expect(asJson(loaded.service)).toEqual(await api(`/api/reservations/services/${SLUG}`));
    const { availability } = loaded;
    expect(asJson(availability)).toEqual(
      await api(
        `/api/reservations/services/${SLUG}/slots?from=${availability[0]!.date}&to=${availability.at(-1)!.date}`,
      ),
    );
  });

  it('an unknown service is the 404 page', async () => {
    const refused = await bookingPage
      .loader(
        routeArgs({
          request: page('/potrebuji-vyridit/nic/rezervace'),
          params: { slug: 'nic' },
          context: await context(undefined),
        }),
      )
      .then(
        () => null,
        (e: unknown) => e as Response,
      );
    expect(refused?.status).toBe(404);
  });
});

describe('one booking schema for the API and the form', () => {
  it('invalid details: the API’s messages, field by field, with what was typed', async () => {
    const [startsAt] = await freeSlots();
    const typed = { starts_at: startsAt!, name: 'Jo', email: 'neni-adresa', phone: '777 abc' };
    const viaApi = await post({ service: SLUG, ...typed, answers: { agenda: 'op' } });
    expect(viaApi.statusCode).toBe(422);
    const answer = (await act({ ...typed, 'answers.agenda': 'op', intent: 'review' })) as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.errors).toEqual(viaApi.json().errors);
    expect(Object.keys(answer.data.errors as object).sort()).toEqual(['email', 'name', 'phone']);
    expect((answer.data.values as Record<string, string>).name).toBe('Jo');
  });

  it('an empty name says to fill it in, in the form and in the API', async () => {
    const [startsAt] = await freeSlots();
    const viaApi = await post({ service: SLUG, starts_at: startsAt, name: ' ', email: 'host@example.net' });
    expect(viaApi.json().errors.name).toEqual(['Pole musí být vyplněno']);
    const answer = (await act({
      starts_at: startsAt!,
      name: '',
      email: 'host@example.net',
      intent: 'review',
    })) as Answer;
    expect((answer.data.errors as Record<string, string[]>).name).toEqual(['Pole musí být vyplněno']);
  });

  it('the service’s questions are checked by the service, for the summary step as for the API', async () => {
    const [startsAt] = await freeSlots();
    const typed = { starts_at: startsAt!, name: 'Karel Host', email: 'host@example.net' };
    const viaApi = await post({ service: SLUG, ...typed });
    const answer = (await act({ ...typed, intent: 'review' })) as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.errors).toEqual(viaApi.json().errors);
    expect(Object.keys(answer.data.errors as object)).toEqual(['answers.agenda']);
    // Answered, the summary comes next, and nothing is booked yet.
    const review = (await act({ ...typed, 'answers.agenda': 'op', intent: 'review' })) as Answer;
    expect(review.data).toMatchObject({ step: 'review' });
  });
});

describe('booking through the page', () => {
  it('a resident’s booking goes to their list; the same time again is refused at step 1 with the API’s message', async () => {
    const [, startsAt] = await freeSlots();
    const fields = { starts_at: startsAt!, name: 'Josef Dvořák', 'answers.agenda': 'op', intent: 'book' };
    const booked = (await act(fields, josef)) as Response;
    expect(booked.status).toBe(302);
    const id = new URL(booked.headers.get('location')!, 'http://vzorov.test').searchParams.get('nova');
    const mine = await api('/api/me/reservations', josef);
    expect(mine.map((r: { id: string }) => r.id)).toContain(id);

    const again = (await act(fields, josef)) as Answer;
    expect(again.init?.status).toBe(409);
    expect(again.data.errors).toEqual({ starts_at: [msg.twice] });
    const viaApi = await post(
      { service: SLUG, starts_at: startsAt, name: 'Josef Dvořák', email: 'x@example.net', answers: { agenda: 'op' } },
      josef,
    );
    expect(viaApi.statusCode).toBe(409);
    expect(viaApi.json()).toEqual({ message: msg.twice });

    const loaded = await minePage.loader(
      routeArgs({
        request: page('/ucet/moje-rezervace'),
        params: {},
        context: await context(josef),
      }),
    );
    expect(asJson([...loaded.upcoming].reverse().concat(loaded.past))).toEqual(mine);
  });

  it('without an account the page says to check the e-mail; an unknown link is a 404 on its own page', async () => {
    const [startsAt] = await freeSlots();
    const done = (await act({
      starts_at: startsAt!,
      name: 'Karel Host',
      email: 'Karel.Host@example.net',
      'answers.agenda': 'op',
      intent: 'book',
    })) as Answer;
    expect(done.data).toMatchObject({ step: 'done', email: 'karel.host@example.net' });

    const unknown = (await confirmPage.loader(
      routeArgs({
        request: page('/rezervace/potvrzeni/nic'),
        params: { token: 'nic' },
        context: await context(undefined),
      }),
    )) as unknown as Answer;
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toEqual({ booking: null });
  });
});
