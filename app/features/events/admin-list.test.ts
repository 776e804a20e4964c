import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { auditLog } from '../../../server/db/schema/index.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as listPage from './pages/sprava-akce.tsx';
import { events } from './schema.server.ts';

/** The events list for editors (issue 29 §2): filtered, and acted on in bulk. */
const t = suiteApp({ staff: 'petra' });

const load = async (search: string) =>
  listPage.loader(
    routeArgs({
      request: page(`/sprava/akce${search}`),
      params: {},
      context: await pageContext(t.app, t.token),
    }),
  );
const bulk = async (action: string, ids: number[], confirmed = false) => {
  const body = new URLSearchParams({ intent: 'bulk', action, ...(confirmed ? { confirmed: '1' } : {}) });
  for (const id of ids) body.append('ids', String(id));
  return asJson(
    await listPage.action(
      routeArgs({
        request: page('/sprava/akce', { method: 'POST', body }),
        params: {},
        context: await pageContext(t.app, t.token),
      }),
    ),
  );
};

describe('the events list for editors', () => {
  it('filters by status and category, says what it could not use, and counts', async () => {
    const all = await load('');
    const category = all.categories[0]!.slug;
    const inCategory = await load(`?kategorie=${category}`);
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.rows.every((r) => r.categories.some((c) => c.slug === category))).toBe(true);
    const published = await load('?stav=published');
    expect(published.rows.every((r) => r.status === 'published')).toBe(true);
    const wrong = await load('?stav=ztracene&od=2026-13-01&strana=nula');
    expect(wrong.problems).toHaveLength(3);
    expect(wrong.total).toBe(all.total);
    expect((await load('?probehle=1')).query.when).toBe('past');
  });

  it('takes many events off the site and back, and deletes them after one confirmation, each in the audit log', async () => {
    const ids = (await load('?stav=published')).rows.slice(0, 3).map((r) => r.id);
    expect((await bulk('unpublish', ids)).data).toEqual({ bulk: { done: 'Staženo z webu mezi koncepty: 3 akce.' } });
    const stored = await t.app.db.select({ status: events.status }).from(events).where(inArray(events.id, ids));
    expect(stored.map((e) => e.status)).toEqual(['draft', 'draft', 'draft']);
    expect((await bulk('publish', ids)).data.bulk.done).toBe('Zveřejněno: 3 akce.');
    const asked = (await bulk('delete', ids)).data.bulk.confirm;
    expect(asked.titles).toHaveLength(3);
    expect((await bulk('delete', ids, true)).data.bulk.done).toBe('Smazáno: 3 akce.');
    expect(await t.app.db.select().from(events).where(inArray(events.id, ids))).toEqual([]);
    const logged = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.entityId, ids.map(String)));
    expect(logged.filter((e) => e.action === 'event.deleted')).toHaveLength(3);
  });

  it('leaves a resident’s proposal to its queue, changing nothing', async () => {
    const day = addDays(pragueToday(new Date()), 10);
    const proposal = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        organizer_name: 'Sousedé z Lipové',
        organizer_email: 'sousede@vzorov.example',
        title: 'Sousedská slavnost v Lipové',
        start_date: day,
        start_time: '15:00',
        end_date: day,
        end_time: '22:00',
        place: 'Lipová ulice',
        category: (await load('')).categories[0]!.slug,
        description: 'Grilování, hudba a stůl plný buchet pro celou ulici a kdo přijde.',
        website: '',
      },
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const [proposed] = await t.app.db.select().from(events).where(eq(events.status, 'proposed'));
    const one = (await load('?stav=published')).rows[0]!.id;
    const refused = await bulk('publish', [one, proposed!.id]);
    expect(refused.init.status).toBe(409);
    expect(refused.data.message).toContain('je návrh od občana');
    const [still] = await t.app.db.select({ status: events.status }).from(events).where(eq(events.id, proposed!.id));
    expect(still!.status).toBe('proposed');
  });
});
