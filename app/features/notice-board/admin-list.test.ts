import { describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as listPage from './pages/sprava-deska.tsx';
import { list } from './service.server.ts';

/** The notice board's list for its editors (issue 29 §2), and taking many items down at once. */
const t = suiteApp({ staff: 'petra' });

const today = () => pragueToday(new Date());
const post = async (title: string, reference: string, postedOn = today()) => {
  const res = await t.call('POST', '/api/staff/notice-board', {
    title,
    description: '<p>Text.</p>',
    category: 'stavebni-rizeni',
    originator: 'Městský úřad Vzorov',
    reference_number: reference,
    file_mark: '',
    posted_on: postedOn,
    relevant_until: addDays(postedOn, 15),
    withhold_personal_data: false,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const load = async (search: string) =>
  listPage.loader(
    routeArgs({
      request: page(`/sprava/uredni-deska${search}`),
      params: {},
      context: await pageContext(t.app, t.token),
    }),
  );
const onBoard = async () =>
  (await list({ db: t.app.db, now: new Date() }, { page: 1, perPage: 100, archive: false })).rows.map((r) => r.title);

describe('the notice board’s list for its editors', () => {
  it('finds by reference number, state and posting days, sorted by the day of removal, with counts', async () => {
    const id = await post('Stavební povolení Lipová 7', 'MUVZ/7777/2026');
    const found = await load('?q=7777%2F2026&stav=vyvesene');
    expect(found.rows.map((r) => r.id)).toEqual([id]);
    expect(found.counts.posted).toBe(1);
    const ending = await load('?stav=vyvesene&razeni=ending');
    const ends = ending.rows.map((r) => r.relevant_until ?? '9999');
    expect(ends).toEqual([...ends].sort());
    const all = await load('');
    expect(all.total).toBe(all.counts.upcoming + all.counts.posted + all.counts.archived);
    const bad = await load('?stav=smazane&od=2026-02-30&razeni=x&strana=0');
    expect(bad.problems).toHaveLength(4);
    expect(bad.total).toBe(all.total);
  });

  it('takes many items down at once, or none when one of them is not on the board', async () => {
    const a = await post('Oznámení A k sejmutí', 'MUVZ/1/2026');
    const b = await post('Oznámení B k sejmutí', 'MUVZ/2/2026');
    const later = await post('Oznámení C, teprve vyvěsí', 'MUVZ/3/2026', addDays(today(), 3));
    const refused = await t.call('POST', '/api/staff/notice-board/take-down', { ids: [a, b, later] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Oznámení C, teprve vyvěsí');
    expect(await onBoard()).toEqual(expect.arrayContaining(['Oznámení A k sejmutí', 'Oznámení B k sejmutí']));

    const bulk = async (confirmed: boolean) => {
      const body = new URLSearchParams({
        intent: 'bulk',
        action: 'take-down',
        ...(confirmed ? { confirmed: '1' } : {}),
      });
      body.append('ids', String(a));
      body.append('ids', String(b));
      return asJson(
        await listPage.action(
          routeArgs({
            request: page('/sprava/uredni-deska', { method: 'POST', body }),
            params: {},
            context: await pageContext(t.app, t.token),
          }),
        ),
      ).data;
    };
    expect((await bulk(false)).bulk.confirm.titles).toEqual(['Oznámení A k sejmutí', 'Oznámení B k sejmutí']);
    expect(await bulk(true)).toEqual({ bulk: { done: 'Sejmuto z desky: 2 položky.' } });
    expect(await onBoard()).not.toContain('Oznámení A k sejmutí');
    const proof = (await t.call('GET', `/api/staff/notice-board/${a}/proof`)).json().data;
    expect(proof.entries.map((e: { kind: string }) => e.kind)).toEqual(['posted', 'removed']);
  });
});
