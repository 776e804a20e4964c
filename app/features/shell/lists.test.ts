import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../server/test/suite.ts';

const t = suiteApp();

describe('GET /api/lists/currencies', () => {
  it('has Czech koruna as the default currency (spec §3)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/currencies' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.filter((c: { is_default: boolean }) => c.is_default)).toEqual([
      {
        id: expect.any(Number),
        code: 'CZK',
        rate: 1,
        decimals: 0,
        is_default: true,
        enabled: true,
        name: expect.any(String),
        symbol_before: null,
        symbol_after: 'Kč',
      },
    ]);
    expect(meta.total).toBe(data.length);
  });
});

describe('GET /api/lists/countries', () => {
  it('offers only cs (spec §3)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: expect.any(Number), code: 'cs', iso: 'cs-CZ', name: expect.any(String) }]);
  });

  it("refuses a non-numeric page with the spec's message", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lists/countries?page=abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page).toEqual(['Pole musí obsahovat pouze číslice.']);
  });
});
