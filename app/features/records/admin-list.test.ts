import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as listPage from './pages/sprava-zaznamy.tsx';

/** The records' lists for editors (issue 29 §2): days, order, and many deleted at once. */
const t = suiteApp({ staff: 'martin' });

const load = async (search: string) =>
  listPage.loader(
    routeArgs({
      request: page(`/sprava/dokumenty${search}`),
      params: {},
      context: await pageContext(t.app, t.token),
    }),
  );

describe('the records’ lists for editors', () => {
  it('keep to a range of days and the order asked for', async () => {
    const all = await load('?razeni=oldest');
    const dates = all.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    const [first, last] = [dates[0]!, dates.at(-1)!];
    const within = await load(`?od=${first}&do=${first}`);
    expect(within.rows.every((r) => r.date === first)).toBe(true);
    expect(within.total).toBeLessThan(all.total + (first === last ? 1 : 0));
    expect((await load('?od=2026-02-30&razeni=nahodne')).problems).toHaveLength(2);
  });

  it('delete many documents after one confirmation naming them', async () => {
    const picked = (await load('')).rows.slice(0, 2);
    const post = async (confirmed: boolean) => {
      const body = new URLSearchParams({ intent: 'bulk', action: 'delete', ...(confirmed ? { confirmed: '1' } : {}) });
      for (const row of picked) body.append('ids', String(row.id));
      return asJson(
        await listPage.action(
          routeArgs({
            request: page('/sprava/dokumenty', { method: 'POST', body }),
            params: {},
            context: await pageContext(t.app, t.token),
          }),
        ),
      ).data;
    };
    expect((await post(false)).bulk.confirm.titles).toEqual(picked.map((r) => r.title));
    expect((await post(true)).bulk.done).toBe('Smazáno i se soubory: 2 záznamy.');
    const left = (await load('')).rows.map((r) => r.id);
    for (const row of picked) expect(left).not.toContain(row.id);
    const again = asJson(
      await (async () => {
        const body = new URLSearchParams({ intent: 'bulk', action: 'delete', confirmed: '1' });
        body.append('ids', String(picked[0]!.id));
        return listPage.action(
          routeArgs({
            request: page('/sprava/dokumenty', { method: 'POST', body }),
            params: {},
            context: await pageContext(t.app, t.token),
          }),
        );
      })(),
    );
    expect(again).toMatchObject({
      init: { status: 409 },
      data: { message: expect.stringMatching(/^Některý z vybraných záznamů/) },
    });
  });
});
