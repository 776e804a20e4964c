import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../server/test/suite.ts';
import { posters } from './schema.server.ts';

const t = suiteApp();

describe('GET /api/poster/all', () => {
  it('lists the banners with their images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/poster/all' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: 'Vánoční trhy na náměstí Míru',
      text: expect.any(String),
      link: '/akce',
      image: { url: '/img/plakaty/vanocni-trhy.svg', width: 800, height: 450, alt: expect.stringMatching(/\S/) },
    });
  });

  it('leaves out banners that are switched off or outside their window', async () => {
    const now = Date.now();
    await t.database.db.insert(posters).values([
      { title: 'Vypnutý', imageUrl: '/x.svg', imageWidth: 1, imageHeight: 1, active: false },
      { title: 'Budoucí', imageUrl: '/x.svg', imageWidth: 1, imageHeight: 1, activeFrom: new Date(now + 86_400_000) },
      { title: 'Prošlý', imageUrl: '/x.svg', imageWidth: 1, imageHeight: 1, activeTo: new Date(now - 1000) },
      { title: 'Běžící', imageUrl: '/x.svg', imageWidth: 1, imageHeight: 1, activeTo: new Date(now + 86_400_000) },
    ]);
    const titles = (await t.app.inject({ method: 'GET', url: '/api/poster/all' }))
      .json()
      .data.map((p: { title: string }) => p.title);
    expect(titles).toContain('Běžící');
    expect(titles).not.toContain('Vypnutý');
    expect(titles).not.toContain('Budoucí');
    expect(titles).not.toContain('Prošlý');
  });
});
