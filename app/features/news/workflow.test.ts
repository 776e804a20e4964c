import { describe, expect, it } from 'vitest';
import { pragueTime } from '../../../common/dates.ts';
import { pageContext } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { server } from '../../lib/load-context.ts';
import { adminGet, cameDue, list } from './service.server.ts';
import { articleInput } from './test-articles.ts';

/** The way of an article: draft, for review, published (now or at a minute), off the site at a minute, archived. */
// A fixed day, years before the dates the tests schedule articles for.
const t = suiteApp({ staff: 'petra', env: { CLOCK_AT: '2026-12-02T10:00:00+01:00' } });

const article = (title: string, extra: object = {}) => articleInput(title, { publication: 'published', ...extra });
const publicTitles = async (now = t.app.clock()) =>
  (await list({ db: t.app.db, now }, { type: 'news', page: 1, perPage: 100, featured: false })).rows.map(
    (a) => a.title,
  );

describe('the way of an article', () => {
  it('hands a draft over for review without showing it', async () => {
    const { id } = (
      await t.call('POST', '/api/staff/articles', article('Ke kontrole', { publication: 'review' }))
    ).json().data;
    expect((await t.call('GET', `/api/staff/articles/${id}`)).json().data.state).toBe('review');
    expect(await publicTitles()).not.toContain('Ke kontrole');
  });

  it('takes an article off the site at its minute, into the archive, across the change of year', async () => {
    const created = await t.call(
      'POST',
      '/api/staff/articles',
      article('Silvestrovská uzavírka', { unpublish_date: '2031-01-01', unpublish_time: '00:00' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const lastMinute = pragueTime('2030-12-31', '23:59');
    const newYear = pragueTime('2031-01-01', '00:00');
    expect(await publicTitles(lastMinute)).toContain('Silvestrovská uzavírka');
    expect(await publicTitles(newYear)).not.toContain('Silvestrovská uzavírka');
    const { actor } = (await pageContext(t.app, t.token)).get(server).ctx;
    expect((await adminGet({ db: t.app.db, now: newYear, actor }, id)).state).toBe('archived');
    expect(await cameDue({ db: t.app.db, now: newYear }, lastMinute)).toBe(1);
    expect(await cameDue({ db: t.app.db, now: lastMinute }, pragueTime('2030-12-31', '23:58'))).toBe(0);
  });

  it('refuses a time to leave that is not after the time to show', async () => {
    const res = await t.call(
      'POST',
      '/api/staff/articles',
      article('Obráceně', {
        publication: 'scheduled',
        publish_date: '2031-05-01',
        publish_time: '08:00',
        unpublish_date: '2031-05-01',
        unpublish_time: '08:00',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.unpublish_date).toEqual(['Stažení z webu musí přijít až po zveřejnění.']);
    const half = await t.call('POST', '/api/staff/articles', article('Napůl', { unpublish_date: '2031-05-01' }));
    expect(half.json().errors.unpublish_time).toEqual(['Zadejte čas stažení z webu, např. 23:59.']);
  });

  it('archives a published article at once, and publishes it again with its first date', async () => {
    const { id } = (await t.call('POST', '/api/staff/articles', article('Do archivu'))).json().data;
    const first = (await t.call('GET', `/api/staff/articles/${id}`)).json().data;
    await t.call('PUT', `/api/staff/articles/${id}`, article('Do archivu', { publication: 'archived', version: 1 }));
    expect((await t.call('GET', `/api/staff/articles/${id}`)).json().data.state).toBe('archived');
    expect(await publicTitles()).not.toContain('Do archivu');
    await t.call('PUT', `/api/staff/articles/${id}`, article('Do archivu', { version: 2 }));
    const again = (await t.call('GET', `/api/staff/articles/${id}`)).json().data;
    expect(again).toMatchObject({ state: 'published', published_at: first.published_at, unpublish_at: null });
    expect(await publicTitles()).toContain('Do archivu');
  });
});
