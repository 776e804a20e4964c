import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES, settingSchemas } from '../../../common/settings.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { settings } from './schema.server.ts';
import { invalidate } from './service.server.ts';

const t = suiteApp();

describe('GET /api/settings/{locale}', () => {
  it('lists the stored settings as name/value pairs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/cs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    const names = body.data.map((entry: { name: string }) => entry.name);
    for (const name of ['intropopup', 'topmenu', 'openinghours', 'openinghoursinfo', 'bottommenu', 'meetingid']) {
      expect(names).toContain(name);
    }
    expect(body.meta).toEqual({ page: 1, perPage: 100, total: SETTING_NAMES.length });
    for (const entry of body.data) {
      expect(settingSchemas[entry.name as keyof typeof settingSchemas].safeParse(entry.value).success).toBe(true);
    }
  });

  it('returns the menu tree with submenus', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/settings/cs' })).json();
    const topmenu = body.data.find((e: { name: string }) => e.name === 'topmenu').value;
    const office = topmenu.find((item: { text: string }) => item.text === 'Úřad');
    expect(office.submenu.map((i: { link: string }) => i.link)).toContain('/uredni-deska');
  });

  it('serves settings changed in the database, not constants (cached for a few seconds per process)', async () => {
    const meetingid = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/settings/cs' }))
        .json()
        .data.find((e: { name: string }) => e.name === 'meetingid').value;
    expect(await meetingid()).toBe('caj-se-starostkou');
    await t.database.db.update(settings).set({ value: 'vzorov-caj' }).where(eq(settings.name, 'meetingid'));
    expect(await meetingid()).toBe('caj-se-starostkou');
    invalidate(t.database);
    expect(await meetingid()).toBe('vzorov-caj');
  });

  it('answers 404 JSON for a locale the site does not offer', async () => {
    for (const locale of ['en', 'de', 'CS', 'cs-CZ']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/settings/${locale}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tento jazyk web nenabízí.' });
    }
  });

  it('answers 422 with Czech per-field messages for a bad page size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/cs?perPage=1000&page=0' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      perPage: ['Hodnota musí být maximálně 100.'],
      page: ['Hodnota musí být minimálně 1.'],
    });
  });

  it('paginates', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/settings/cs?perPage=2&page=2' })).json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ page: 2, perPage: 2 });
  });
});
