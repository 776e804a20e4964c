import type { RouteConfigEntry } from '@react-router/dev/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';
import routes from '../../routes.ts';
import { RESERVED_SLUGS } from './paths.ts';
import { productVariants } from './schema.server.ts';
import type { Cart } from './schemas.ts';

/** The shop's counter (issue 15): orders through their states with the mails, codes, goods and stock. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let martin: string;
let lenka: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });

async function guestOrder(slug: string, quantity: number, email: string) {
  const cart = (await call('GET', '/api/cart/anonymous/cs')).json().data as Cart & { tempId: string };
  const cookie = `guest_cart=${cart.tempId}`;
  const p = (await call('GET', `/api/products/${slug}`)).json().data;
  await call(
    'PUT',
    `/api/cart/${cart.id}`,
    undefined,
    { id: p.id, variantId: p.variants[0].id, note: '', quantity },
    cookie,
  );
  const res = await call(
    'POST',
    `/api/cart/${cart.id}/order`,
    undefined,
    { name: 'Karel Kupec', email, phone: '', store: 'informacni-centrum', payment: 'pickup', note: '' },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return {
    ...(res.json().data as { id: string; number: string; path: string }),
    variantId: p.variants[0].id as number,
  };
}

const stockOf = async (variantId: number) =>
  (await t.app.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  martin = await loginAsStaff(t.app, 'martin');
  lenka = await loginAsStaff(t.app, 'lenka');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('orders at the counter', () => {
  it('go ready (the buyer is mailed) and picked up (paid then), each step once', async () => {
    const order = await guestOrder('cyklomapa-vzorovska', 2, 'karel@example.com');
    const list = (await call('GET', '/api/staff/shop/orders', martin)).json();
    expect(list.data.map((o: { number: string }) => o.number)).toContain(order.number);
    expect(list.counts.new).toBeGreaterThan(0);

    const ready = await call('POST', `/api/staff/shop/orders/${order.id}/step`, martin, { step: 'ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data).toMatchObject({ state: 'ready', paid: false });
    const mail = await smtp.waitFor('karel@example.com', new RegExp(`Objednávka ${order.number} je připravená`));
    expect(mail.decoded).toContain('http://vzorov.test/stores#informacni-centrum');
    expect(mail.decoded).toContain(`http://vzorov.test${order.path}`);

    const twice = await call('POST', `/api/staff/shop/orders/${order.id}/step`, martin, { step: 'ready' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Připravit lze jen novou objednávku.');

    const picked = await call('POST', `/api/staff/shop/orders/${order.id}/step`, martin, { step: 'picked_up' });
    expect(picked.json().data).toMatchObject({ state: 'picked_up', paid: true });
    expect((await call('POST', `/api/staff/shop/orders/${order.id}/step`, martin, { step: 'cancel' })).statusCode).toBe(
      409,
    );
    const seen = (await call('GET', `/api/orders/${order.path.split('/').pop()}`)).json().data;
    expect(seen).toMatchObject({ state: 'picked_up', paid: true });
  });

  it('cancelled, put their pieces back in stock', async () => {
    const order = await guestOrder('dejiny-vzorova', 3, 'zrusit@example.com');
    const before = await stockOf(order.variantId);
    const res = await call('POST', `/api/staff/shop/orders/${order.id}/step`, martin, { step: 'cancel' });
    expect(res.json().data.state).toBe('cancelled');
    expect(await stockOf(order.variantId)).toBe(before + 3);
  });

  it("cancelled, take a resident's unpaid commitment away and tell the buyer", async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const cart = (await call('POST', '/api/cart/create', jana)).json().data as Cart;
    const p = (await call('GET', '/api/products/cyklomapa-vzorovska')).json().data;
    await call('PUT', `/api/cart/${cart.id}`, jana, { id: p.id, variantId: p.variants[0].id, note: '', quantity: 1 });
    const placed = await call('POST', `/api/cart/${cart.id}/order`, jana, {
      name: 'Jana Nováková',
      email: DEMO_LOGINS.jana[0],
      store: 'informacni-centrum',
      payment: 'qr',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, number } = placed.json().data;
    const owed = async () =>
      (await call('GET', '/api/me/commitments', jana))
        .json()
        .data.filter((c: { title: string }) => c.title.includes(number));
    expect(await owed()).toHaveLength(1);
    await call('POST', `/api/staff/shop/orders/${id}/step`, martin, { step: 'cancel' });
    expect(await owed()).toEqual([]);
    const mail = await smtp.waitFor(DEMO_LOGINS.jana[0], new RegExp(`objednávku ${number} jsme zrušili`));
    expect(mail.decoded).toContain('Nic neplaťte');
  });

  it('are only for the information centre and admins; an unknown order is a 404', async () => {
    expect((await call('GET', '/api/staff/shop/orders', lenka)).statusCode).toBe(403);
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await call('GET', '/api/staff/shop/orders', jana)).statusCode).toBe(403);
    const missing = await call('POST', '/api/staff/shop/orders/00000000-0000-4000-8000-000000000000/step', martin, {
      step: 'ready',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('discount codes', () => {
  it('are created with their rules, counted as used, and a code twice is refused', async () => {
    const body = {
      code: 'jaro-2027',
      description: 'Jarní sleva',
      kind: 'percent',
      value: '15',
      activeFrom: '2027-03-01',
      activeTo: '2027-05-31',
      quantity: '100',
      quantityPerUser: '1',
      minimalPrice: '199,50',
    };
    const res = await call('POST', '/api/staff/shop/vouchers', martin, body);
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call('GET', '/api/staff/shop/vouchers', martin)).json().data;
    expect(list.find((v: { code: string }) => v.code === 'JARO-2027')).toMatchObject({
      percent: 15,
      amount: null,
      active_from: '2027-03-01',
      active_to: '2027-05-31',
      quantity: 100,
      quantity_per_user: 1,
      minimal_price: 199.5,
      used: 0,
    });
    const again = await call('POST', '/api/staff/shop/vouchers', martin, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['Tento kód už existuje.']);
    const bad = await call('POST', '/api/staff/shop/vouchers', martin, {
      ...body,
      code: 'ŠPATNĚ',
      value: '150',
      activeTo: '2027-01-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['activeTo', 'code', 'value']);
  });
});

describe('goods and stock', () => {
  it('a new product gets its page once on sale, with a variant and its stock', async () => {
    const created = await call('POST', '/api/staff/shop/products', martin, {
      slug: 'hrnek-vzorov',
      name: 'Hrnek se znakem Vzorova',
      description: 'Porcelánový hrnek.\nDo myčky.',
      price: '189',
      categories: ['suvenyry'],
      discountable: true,
      active: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await call('GET', '/api/products/hrnek-vzorov')).statusCode).toBe(404);
    const product = (await call('GET', '/api/staff/shop/products', martin))
      .json()
      .data.find((p: { id: number }) => p.id === id);
    expect(product.variants).toEqual([expect.objectContaining({ name: 'Základní', stock: 0 })]);
    const variantId = product.variants[0].id;
    const stocked = await call('PUT', `/api/staff/shop/products/${id}/variants/${variantId}`, martin, {
      name: 'Bílý',
      stock: '12',
      price: '',
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    const extra = await call('POST', `/api/staff/shop/products/${id}/variants`, martin, {
      name: 'Modrý',
      stock: '3',
      price: '209',
    });
    expect(extra.statusCode).toBe(201);
    await call('PUT', `/api/staff/shop/products/${id}`, martin, {
      slug: 'hrnek-vzorov',
      name: 'Hrnek se znakem Vzorova',
      description: 'Porcelánový hrnek.',
      price: '189',
      categories: ['suvenyry', 'kalendare'],
      discountable: true,
      active: true,
    });
    const shown = (await call('GET', '/api/products/hrnek-vzorov')).json().data;
    expect(shown).toMatchObject({ price: 189, price_from: true, in_stock: true });
    expect(
      shown.variants.map((v: { name: string; price: number; stock: number }) => [v.name, v.price, v.stock]),
    ).toEqual([
      ['Bílý', 189, 12],
      ['Modrý', 209, 3],
    ]);
    expect(shown.categories.map((c: { slug: string }) => c.slug)).toEqual(['suvenyry', 'kalendare']);
    // On sale, the site search finds it.
    const found = (await call('GET', '/api/search?q=hrnek')).json().data;
    expect(found.map((r: { type: string; url: string }) => `${r.type} ${r.url}`)).toContain('product /hrnek-vzorov');
  });

  it("refuses a product at a page's address, a taken one, a stock below zero and another product's variant", async () => {
    const base = { name: 'X', description: 'X', price: '10', categories: ['mapy'], active: true };
    const reserved = await call('POST', '/api/staff/shop/products', martin, { ...base, slug: 'aktuality' });
    expect(reserved.json().errors.slug).toEqual(['Tuto adresu má jiná stránka webu. Zvolte prosím jinou.']);
    const taken = await call('POST', '/api/staff/shop/products', martin, { ...base, slug: 'mapa-vzorovska' });
    expect(taken.json().errors.slug).toEqual(['Tuto adresu už má jiný výrobek.']);
    const unknown = await call('POST', '/api/staff/shop/products', martin, {
      ...base,
      slug: 'novy-vyrobek',
      categories: ['nic'],
    });
    expect(unknown.json().errors.categories).toEqual(['Taková kategorie v obchodě není.']);
    const products = (await call('GET', '/api/staff/shop/products', martin)).json().data;
    const [a, b] = products;
    const negative = await call('PUT', `/api/staff/shop/products/${a.id}/variants/${a.variants[0].id}`, martin, {
      name: 'X',
      stock: '-1',
    });
    expect(negative.statusCode).toBe(422);
    const other = await call('PUT', `/api/staff/shop/products/${b.id}/variants/${a.variants[0].id}`, martin, {
      name: 'X',
      stock: '1',
    });
    expect(other.statusCode).toBe(404);
  });

  it("keeps every first segment of the site's routes out of the products' addresses", () => {
    const segments = new Set<string>();
    const walk = (list: readonly RouteConfigEntry[], parent = '') => {
      for (const r of list) {
        const full = r.path === undefined ? parent : `${parent}/${r.path}`;
        const first = full.split('/').filter(Boolean)[0];
        if (first && !first.startsWith(':') && first !== '*' && !first.includes('.')) segments.add(first);
        if (r.children) walk(r.children, full);
      }
    };
    walk(routes);
    expect(segments.size).toBeGreaterThan(30);
    expect([...segments].filter((s) => !RESERVED_SLUGS.has(s))).toEqual([]);
  });
});
