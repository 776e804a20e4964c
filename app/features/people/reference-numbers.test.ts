import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAsStaff } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as registerPage from './pages/sprava-podaci-denik.tsx';
import { issueReference, referencesIn } from './reference-numbers.server.ts';
import { referenceSeries } from './schema.server.ts';

/** Reference numbers (čísla jednací, issue 32): each department's pattern numbers its year from 1. */
const t = suiteApp({ staff: 'martin' });

const department = async (name: string, referencePattern: string) => {
  const res = await t.call('POST', '/api/staff/departments', {
    name,
    description: 'Odbor pro zkoušku čísel jednacích.',
    room: 'Přízemí',
    referencePattern,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const issue = (departmentId: number | null, at: string) =>
  issueReference({ db: t.app.db }, departmentId, new Date(at), 'zkouška');

describe('reference numbers', () => {
  it('refuses a pattern that could read as another’s, with the reason', async () => {
    const refused = async (referencePattern: string) => {
      const res = await t.call('POST', '/api/staff/departments', {
        name: 'Odbor',
        description: 'Popis.',
        room: 'Přízemí',
        referencePattern,
      });
      expect(res.statusCode).toBe(422);
      return res.json().errors.referencePattern;
    };
    expect(await refused('MUVZ/{číslo}')).toEqual([
      'Vzor musí obsahovat jednou {číslo} a jednou {rok}, například MUVZ/{číslo}/{rok}/OVV.',
    ]);
    expect(await refused('MU1/{číslo}/{rok}')).toEqual([
      'Kromě {číslo} a {rok} smí vzor obsahovat jen písmena, lomítka, pomlčky, tečky a mezery.',
    ]);
    expect(await refused('MUVZ{číslo}/{rok}')).toEqual([
      'Oddělte {číslo} i {rok} od ostatního textu lomítkem, pomlčkou, tečkou nebo mezerou.',
    ]);
  });

  it('numbers each year from 1 by Prague’s calendar, and a filing that rolls back leaves no gap', async () => {
    const id = await department('Odbor zkušební', 'ZK/{číslo}/{rok}/OZ');
    expect(await issue(id, '2026-12-31T22:59:59Z')).toBe('ZK/1/2026/OZ');
    // Midnight in Prague, 23:00 UTC: a new year, a new series.
    expect(await issue(id, '2026-12-31T23:00:00Z')).toBe('ZK/1/2027/OZ');
    await t.app.db
      .transaction(async (tx) => {
        expect(await issueReference({ db: tx }, id, new Date('2027-01-02T08:00:00Z'), 'vrácené')).toBe('ZK/2/2027/OZ');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await issue(id, '2027-01-02T09:00:00Z')).toBe('ZK/2/2027/OZ');
    // Without a department: the office's plain pattern.
    expect(await issue(null, '2027-01-02T09:00:00Z')).toMatch(/^\d+\/2027$/);
  });

  it('passes over a number another pattern gave already', async () => {
    const a = await department('Odbor A', 'T/{číslo}/{rok}');
    const b = await department('Odbor B', 'T/{rok}/{číslo}');
    // Both series at 2025: the 2026th of each reads the same.
    await t.app.db.insert(referenceSeries).values([
      { series: 'T/{číslo}/2026', last: 2025 },
      { series: 'T/2026/{číslo}', last: 2025 },
    ]);
    expect(await issue(a, '2026-05-01T10:00:00Z')).toBe('T/2026/2026');
    expect(await issue(b, '2026-05-01T10:00:00Z')).toBe('T/2026/2027');
    const [series] = await t.app.db.select().from(referenceSeries).where(eq(referenceSeries.series, 'T/2026/{číslo}'));
    expect(series!.last).toBe(2027);
  });

  it('finds the numbers issued here in a text, whatever its letters’ case', async () => {
    const id = await department('Odbor C', 'MUVZ/{číslo}/{rok}/OC');
    const number = await issue(id, '2026-06-01T10:00:00Z');
    expect(await referencesIn({ db: t.app.db }, `Odpověď na vaše č. j. ${number.toLowerCase()}, děkuji.`)).toEqual([
      number,
    ]);
    // One the office never issued, and one inside a longer number, are not ours.
    expect(await referencesIn({ db: t.app.db }, 'MUVZ/999/2026/OC a MUVZ/1/2026/OCX')).toEqual([]);
  });

  it('are listed in the filing register, the newest first, a clerk seeing her departments’ only', async () => {
    const finance = (await t.call('GET', '/api/staff/departments'))
      .json()
      .data.find((d: { name: string }) => d.name === 'Finanční odbor').id as number;
    const own = await issueReference({ db: t.app.db }, finance, new Date('2026-03-02T09:00:00Z'), 'Žádost o splátky');
    const other = await department('Odbor D', 'OD/{číslo}/{rok}');
    const theirs = await issueReference({ db: t.app.db }, other, new Date('2026-03-03T09:00:00Z'), 'Žádost o kopii');
    const register = async (token: string, search: string) =>
      registerPage.loader(
        routeArgs({
          request: page(`/sprava/podaci-denik${search}`),
          params: {},
          context: await pageContext(t.app, token),
        }),
      );
    const all = await register(t.token, '?rok=2026');
    expect(all.rows.map((r) => r.number)).toEqual(expect.arrayContaining([own, theirs]));
    // The newest first.
    const times = all.rows.map((r) => r.issued_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await register(t.token, '?q=kopii')).rows.map((r) => r.number)).toEqual([theirs]);
    expect((await register(t.token, `?odbor=${other}&rok=2027`)).rows).toEqual([]);
    expect((await register(t.token, '?rok=dva')).problems).toEqual(['Zadejte rok číslem. Filtr „dva“ nepoužit.']);

    const lenka = await loginAsStaff(t.app, 'lenka');
    const hers = await register(lenka, '');
    expect(hers.departments.map((d) => d.name)).toEqual(['Finanční odbor']);
    expect(hers.rows.map((r) => r.number)).toContain(own);
    expect(hers.rows.map((r) => r.number)).not.toContain(theirs);
    const api = await t.callAs('GET', '/api/staff/reference-numbers?q=spl%C3%A1tky', lenka);
    expect(api.json()).toMatchObject({ data: [{ number: own, department: 'Finanční odbor' }], meta: { total: 1 } });
  });
});
