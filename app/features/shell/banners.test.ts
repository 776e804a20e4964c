import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../server/test/suite.ts';
import { posters } from './schema.server.ts';

const t = suiteApp();

describe('GET /api/poster/all', () => {
  it('lists the banners with their images', async () => {
    await t.database.db.insert(posters).values({
      title: 'Zkušební banner',
      text: 'Věta pod nadpisem.',
      link: '/akce',
      imageUrl: '/img/zkouska.svg',
      imageWidth: 800,
      imageHeight: 450,
      imageAlt: 'Zkušební obrázek',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/poster/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((banner: { title: string }) => banner.title === 'Zkušební banner')).toEqual({
      id: expect.any(Number),
      title: 'Zkušební banner',
      text: 'Věta pod nadpisem.',
      link: '/akce',
      image: { url: '/img/zkouska.svg', width: 800, height: 450, alt: 'Zkušební obrázek' },
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
