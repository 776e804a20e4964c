import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as homePage from './pages/sprava.tsx';

/** The staff home as a work queue (issue 29 §3): what waits for each person, by their roles, counted. */
let t: TestApp;
let petra: string;
let martin: string;
let lenka: string;
let tomas: string;
beforeAll(async () => {
  t = await createTestApp();
  petra = await loginAsStaff(t.app, 'petra');
  martin = await loginAsStaff(t.app, 'martin');
  lenka = await loginAsStaff(t.app, 'lenka');
  tomas = await loginAsStaff(t.app, 'tomas');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
const queueOf = async (token: string) => {
  const home = await homePage.loader(
    routeArgs({
      request: page('/sprava'),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );
  return Object.fromEntries(home.queue.map((item) => [item.label, item]));
};

describe('the staff home’s work queue', () => {
  it('lists what waits for an editor: her drafts, reviews, and the notice board’s week, each counted and linked', async () => {
    const before = await queueOf(petra);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['Moje koncepty článků', 'Návrhy akcí od občanů', 'Položkám končí vyvěšení do 7 dnů']),
    );
    // Payments and cases are not hers.
    expect(Object.keys(before)).not.toContain('Platby z výpisů čekají na rozhodnutí');

    await call('POST', '/api/staff/articles', petra, {
      kind: 'news',
      title: 'Rozpracovaný článek o knihovně',
      perex: 'Krátce.',
      body: '<p>Text.</p>',
      publication: 'draft',
    });
    const today = pragueToday(new Date());
    await call('POST', '/api/staff/notice-board', petra, {
      title: 'Oznámení, které brzy končí',
      description: '<p>Text.</p>',
      category: 'stavebni-rizeni',
      originator: 'Městský úřad Vzorov',
      reference_number: '',
      file_mark: '',
      posted_on: today,
      relevant_until: addDays(today, 3),
      withhold_personal_data: false,
    });
    const after = await queueOf(petra);
    expect(after['Moje koncepty článků']!.count).toBe(before['Moje koncepty článků']!.count + 1);
    expect(after['Moje koncepty článků']!.href).toMatch(/^\/sprava\/aktuality\?stav=draft&autor=\d+$/);
    expect(after['Položkám končí vyvěšení do 7 dnů']!.count).toBe(
      before['Položkám končí vyvěšení do 7 dnů']!.count + 1,
    );
  });

  it('shows an article handed over for review to the reviewer, not to its author where review is required', async () => {
    await call('PUT', '/api/staff/review-policies/news', martin, { required: true });
    const waiting = 'Články čekají na vaši kontrolu';
    const [petraBefore, martinBefore] = [await queueOf(petra), await queueOf(martin)];
    await call('POST', '/api/staff/articles', petra, {
      kind: 'news',
      title: 'Článek ke kontrole z fronty',
      perex: 'Krátce.',
      body: '<p>Text.</p>',
      publication: 'review',
    });
    expect((await queueOf(martin))[waiting]!.count).toBe(martinBefore[waiting]!.count + 1);
    expect((await queueOf(petra))[waiting]!.count).toBe(petraBefore[waiting]!.count);
    await call('PUT', '/api/staff/review-policies/news', martin, { required: false });
  });

  it('gives the finance clerk the payments to decide, and nothing of the content', async () => {
    const queue = await queueOf(lenka);
    expect(Object.keys(queue)).toContain('Platby z výpisů čekají na rozhodnutí');
    expect(Object.keys(queue)).not.toContain('Moje koncepty článků');
    expect(queue['Platby z výpisů čekají na rozhodnutí']!.href).toBe('/sprava/platby/fronta');
    expect(queue['Přeplatky čekají na vrácení nebo započtení']!.href).toBe('/sprava/platby/preplatky');
  });

  it("gives a clerk the new defect reports of his department to take, and another department's none", async () => {
    const fresh = 'Nová hlášení závad k převzetí';
    const mine = await queueOf(tomas);
    expect(mine[fresh]!.count).toBeGreaterThan(0);
    expect(mine[fresh]!.href).toBe('/sprava/zavady?stav=nove');
    expect(mine['Hlášení závad do 3 dnů od lhůty nebo po ní']!.href).toBe('/sprava/zavady');
    expect((await queueOf(lenka))[fresh]!.count).toBe(0);
  });
});
