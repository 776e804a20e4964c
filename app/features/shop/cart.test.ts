import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_MAX_AGE } from '../../../common/cookies.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';
import { productVariants, vouchers } from './schema.server.ts';
import type { Cart } from './schemas.ts';
import { testProduct } from './test-products.ts';

/**
 * The cart and the vouchers exactly as the spec's §7 and §8 give them, and the order that
 * follows, on a clock standing in Advent 2026 (the demo's ADVENT code is valid then).
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let jana: string;
let josef: string;

const JANA = DEMO_LOGINS.jana[0];
const GUEST = 'host@example.com';

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, payload, headers });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const guest = (tempId: string): Headers => ({ cookie: `guest_cart=${tempId}` });

async function variant(slug: string, index = 0) {
  const res = await call('GET', `/api/products/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json().data;
  return {
    productId: p.id as number,
    variantId: p.variants[index].id as number,
    price: p.variants[index].price as number,
  };
}

async function newGuestCart(): Promise<Cart & { tempId: string }> {
  const res = await call('GET', '/api/cart/anonymous/cs');
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function put(cart: { id: string }, who: Headers, slug: string, quantity: number, index = 0) {
  const v = await variant(slug, index);
  return call('PUT', `/api/cart/${cart.id}`, who, { id: v.productId, variantId: v.variantId, note: '', quantity });
}

const checkout = {
  name: 'Host Hostovský',
  email: GUEST,
  phone: '+420 601 234 567',
  store: 'informacni-centrum',
  payment: 'qr',
  note: '',
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CLOCK_AT: '2026-12-10T10:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  const clerk = await loginAsStaff(t.app, 'martin');
  await testProduct(t.app, clerk, {
    slug: 'zkusebni-mapa',
    name: 'Zkušební mapa',
    price: 250,
    category: 'mapy',
    variants: [
      { name: 'Skládaná', stock: 10 },
      { name: 'Na zeď', stock: 10 },
    ],
  });
  await testProduct(t.app, clerk, {
    slug: 'posledni-kus',
    name: 'Poslední kus',
    price: 120,
    category: 'knihy',
    variants: [{ name: 'Brožovaná', stock: 1 }],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the goods', () => {
  it('are listed with their categories, one category at a time, and an unknown one is a 404', async () => {
    const all = (await call('GET', '/api/products')).json().data;
    expect(all.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'mapy',
      'knihy',
      'suvenyry',
      'vstupenky',
      'kalendare',
    ]);
    const map = all.products.find((p: { slug: string }) => p.slug === 'zkusebni-mapa');
    expect(map).toMatchObject({ name: 'Zkušební mapa', price: 250, original_price: 250, in_stock: true });
    const books = (await call('GET', '/api/products?kategorie=knihy')).json().data.products;
    expect(books.every((p: { default_category: { slug: string } }) => p.default_category.slug === 'knihy')).toBe(true);
    expect((await call('GET', '/api/products?kategorie=nic')).statusCode).toBe(404);
    expect((await call('GET', '/api/products/nic')).json().message).toBe('Tento výrobek v obchodě není.');
  });
});

describe('the guest cart', () => {
  it('is made with a tempId kept in a cookie for 14 days on /, and found again by it', async () => {
    const res = await call('GET', '/api/cart/anonymous/cs');
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart).toMatchObject({ items: [], vouchers: [], count: 0, total: 0 });
    expect(cart.tempId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`guest_cart=${cart.tempId}`);
    expect(cookie).toContain(`Max-Age=${GUEST_CART_MAX_AGE}`);
    expect(GUEST_CART_MAX_AGE).toBe(1_209_600);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');

    const again = await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`);
    expect(again.json().data.id).toBe(cart.id);
    const byCookie = await call('GET', '/api/cart/anonymous/cs', guest(cart.tempId));
    expect(byCookie.json().data.id).toBe(cart.id);
  });

  it('that does not exist, or expired 14 days after its last use, is a 404 in Czech', async () => {
    const unknown = await call('GET', '/api/cart/anonymous/cs/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tento košík neexistuje nebo už vypršel. Založte si prosím nový.');
    expect((await call('GET', '/api/cart/anonymous/cs/nesmysl')).statusCode).toBe(404);
    expect((await call('GET', '/api/cart/anonymous/en')).statusCode).toBe(404);

    const cart = await newGuestCart();
    const { carts } = await import('./schema.server.ts');
    await t.app.db
      .update(carts)
      .set({ updatedAt: new Date(t.app.clock().getTime() - GUEST_CART_MAX_AGE * 1000 - 1000) })
      .where(eq(carts.id, cart.id));
    expect((await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`)).statusCode).toBe(404);
    expect((await put(cart, guest(cart.tempId), 'cyklomapa-vzorovska', 1)).statusCode).toBe(404);
    // Without an id, the expired cookie gets a new cart.
    const fresh = await call('GET', '/api/cart/anonymous/cs', guest(cart.tempId));
    expect(fresh.json().data.id).not.toBe(cart.id);
  });

  it('takes a variant with PUT and answers the cart update response (spec §3)', async () => {
    const cart = await newGuestCart();
    const map = await variant('zkusebni-mapa', 1);
    const res = await call('PUT', `/api/cart/${cart.id}`, guest(cart.tempId), {
      id: map.productId,
      variantId: map.variantId,
      note: '',
      quantity: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      product: {
        id: map.productId,
        name: 'Zkušební mapa',
        price: 250,
        default_category: { name: expect.any(String) },
      },
      variant_id: map.variantId,
      quantity: 2,
      original_quantity: 0,
    });
    const again = await call('PUT', `/api/cart/${cart.id}`, guest(cart.tempId), {
      id: map.productId,
      variantId: map.variantId,
      note: 'Dárkově zabalit',
      quantity: 1,
    });
    expect(again.json().data).toMatchObject({ quantity: 1, original_quantity: 2 });

    const shown = (await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`)).json().data as Cart;
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({
      variant_id: map.variantId,
      variant_name: 'Na zeď',
      quantity: 1,
      note: 'Dárkově zabalit',
      total: 250,
      product: {
        slug: 'zkusebni-mapa',
        default_category: { slug: 'mapy' },
        categories: [{ slug: 'mapy', name: expect.any(String) }],
      },
    });
    expect(shown).toMatchObject({ count: 1, goods: 250, discount: 0, total: 250, group: null });

    const removed = await call('DELETE', `/api/cart/${cart.id}/items/${map.variantId}`, guest(cart.tempId));
    expect(removed.json().data).toMatchObject({ quantity: 0, original_quantity: 1 });
    expect((await call('DELETE', `/api/cart/${cart.id}/items/${map.variantId}`, guest(cart.tempId))).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input in Czech and stays as it was', async () => {
    const cart = await newGuestCart();
    const who = guest(cart.tempId);
    expect((await put(cart, who, 'cyklomapa-vzorovska', 2)).statusCode).toBe(200);
    const map = await variant('mapa-vzorovska');
    const book = await variant('vzorovske-povesti');
    const tries = [
      [{ id: map.productId, variantId: map.variantId, quantity: 0 }, 'quantity', 'Hodnota musí být minimálně 1.'],
      [{ id: map.productId, variantId: map.variantId, quantity: -3 }, 'quantity', 'Hodnota musí být minimálně 1.'],
      [{ id: map.productId, variantId: map.variantId, quantity: 41 }, 'quantity', 'Skladem je jen 40 kusů.'],
      [{ id: book.productId, variantId: map.variantId, quantity: 1 }, 'variantId', 'Tato varianta k výrobku nepatří.'],
      [{ id: map.productId, variantId: 999_999, quantity: 1 }, 'variantId', 'Tento výrobek v obchodě není.'],
    ] as const;
    for (const [body, field, message] of tries) {
      const res = await call('PUT', `/api/cart/${cart.id}`, who, { note: '', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const shown = (await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`)).json().data as Cart;
    expect(shown.items.map((i) => i.quantity)).toEqual([2]);
  });

  it("someone else's cart is a 404 to every call, and stays unchanged", async () => {
    const mine = await newGuestCart();
    const theirs = await newGuestCart();
    expect((await put(theirs, guest(theirs.tempId), 'cyklomapa-vzorovska', 1)).statusCode).toBe(200);
    const me = guest(mine.tempId);
    const v = await variant('cyklomapa-vzorovska');
    const attempts = [
      call('PUT', `/api/cart/${theirs.id}`, me, { id: v.productId, variantId: v.variantId, note: '', quantity: 5 }),
      call('DELETE', `/api/cart/${theirs.id}`, me),
      call('DELETE', `/api/cart/${theirs.id}/items/${v.variantId}`, me),
      call('POST', `/api/voucher/cart/add/${theirs.id}`, me, { voucherCode: 'LETAK50', serviceType: 'eshop' }),
      call('POST', `/api/voucher/cart/delete/${theirs.id}`, me, { voucherId: 1 }),
      call('POST', `/api/cart/${theirs.id}/order`, me, checkout),
      call('PUT', `/api/cart/${theirs.id}`, bearer(jana), {
        id: v.productId,
        variantId: v.variantId,
        note: '',
        quantity: 5,
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const still = (await call('GET', `/api/cart/anonymous/cs/${theirs.tempId}`)).json().data as Cart;
    expect(still.items.map((i) => i.quantity)).toEqual([1]);
  });
});

describe('guest carts', () => {
  it('are made at most 120 an hour from one address, and those unused for 14 days are cleared', async () => {
    const from = (ip: string) => t.app.inject({ method: 'POST', url: '/api/cart/create', remoteAddress: ip });
    for (let i = 0; i < 120; i++) expect((await from('203.0.113.7')).statusCode).toBe(201);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Příliš mnoho/);
    expect((await from('203.0.113.8')).statusCode).toBe(201);

    const { pruneGuestCarts } = await import('./service.server.ts');
    const later = new Date(t.app.clock().getTime() + GUEST_CART_MAX_AGE * 1000 + 60_000);
    const kept = await newGuestCart();
    const removed = await pruneGuestCarts({ db: t.app.db, now: later });
    expect(removed).toBeGreaterThan(120);
    expect((await call('GET', `/api/cart/anonymous/cs/${kept.tempId}`)).statusCode).toBe(404);
    // Signed-in people's carts stay.
    expect((await call('GET', '/api/cart/cs', bearer(jana))).statusCode).toBe(200);
  });
});

describe("a signed-in resident's carts", () => {
  it('are listed; one is created when there is none; a cart can be deleted', async () => {
    expect((await call('GET', '/api/cart/cs')).statusCode).toBe(401);
    expect((await call('GET', '/api/cart/cs', bearer(josef))).json().data).toEqual([]);
    const created = await call('POST', '/api/cart/create', bearer(josef));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.tempId).toBeUndefined();
    expect(created.headers['set-cookie']).toBeUndefined();
    const list = (await call('GET', '/api/cart/cs', bearer(josef))).json().data as Cart[];
    expect(list.map((c) => c.id)).toEqual([created.json().data.id]);
    expect((await call('DELETE', `/api/cart/${list[0]!.id}`, bearer(josef))).statusCode).toBe(204);
    expect((await call('GET', '/api/cart/cs', bearer(josef))).json().data).toEqual([]);
    // Anonymous, create gives a guest cart with its cookie.
    const anonymous = await call('POST', '/api/cart/create');
    expect(anonymous.json().data.tempId).toBeTruthy();
    expect(String(anonymous.headers['set-cookie'])).toContain('guest_cart=');
  });

  it("show the discount of the resident's group on every price", async () => {
    const { users, userGroups } = await import('../../../server/db/schema/index.ts');
    const [group] = await t.app.db
      .insert(userGroups)
      .values({ key: 'test-seniori', description: 'Senioři 70+', discount: 20 })
      .returning();
    await t.app.db.update(users).set({ groupId: group!.id }).where(eq(users.email, DEMO_LOGINS.josef[0]));
    const token = await loginAs(t.app, DEMO_LOGINS.josef);
    const cart = (await call('POST', '/api/cart/create', bearer(token))).json().data as Cart;
    const res = await put(cart, bearer(token), 'cyklomapa-vzorovska', 2);
    expect(res.json().data.product.price).toBe(79.2);
    const shown = (await call('GET', '/api/cart/cs', bearer(token))).json().data[0] as Cart;
    expect(shown.group).toEqual({ description: 'Senioři 70+', discount: 20 });
    expect(shown.items[0]!.product).toMatchObject({ price: 79.2, original_price: 99 });
    expect(shown).toMatchObject({ goods: 158.4, total: 158.4 });
    expect((await call('GET', '/api/products/cyklomapa-vzorovska', bearer(token))).json().data.price).toBe(79.2);
    expect((await call('GET', '/api/products/cyklomapa-vzorovska')).json().data.price).toBe(99);
    await t.app.db.update(users).set({ groupId: null }).where(eq(users.email, DEMO_LOGINS.josef[0]));
  });

  it("take in the guest's cart on signing in: lines add up to the stock, vouchers come along", async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.jana);
    const own = (await call('POST', '/api/cart/create', bearer(token))).json().data as Cart;
    await put(own, bearer(token), 'mapa-vzorovska', 1, 1);
    const g = await newGuestCart();
    await put(g, guest(g.tempId), 'mapa-vzorovska', 5, 1); // 5 in stock: 1 + 5 stays 5
    await put(g, guest(g.tempId), 'cyklomapa-vzorovska', 1);
    const added = await call('POST', `/api/voucher/cart/add/${g.id}`, guest(g.tempId), {
      voucherCode: 'letak50',
      serviceType: 'eshop',
      guestEmail: GUEST,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [email, password] = DEMO_LOGINS.jana;
    const login = await call('POST', '/api/auth/login', {}, { email, password, guestCart: g.tempId });
    expect(login.statusCode).toBe(200);
    const carts = (await call('GET', '/api/cart/cs', bearer(login.json().token))).json().data as Cart[];
    const merged = carts.find((c) => c.id === own.id)!;
    expect(merged.items.map((i) => [i.product.slug, i.quantity])).toEqual([
      ['mapa-vzorovska', 5],
      ['cyklomapa-vzorovska', 1],
    ]);
    expect(merged.vouchers.map((v) => v.code)).toEqual(['LETAK50']);
    expect((await call('GET', `/api/cart/anonymous/cs/${g.tempId}`)).statusCode).toBe(404);
    // Jana's carts are emptied for the tests that follow.
    for (const c of carts) await call('DELETE', `/api/cart/${c.id}`, bearer(token));
  });
});

describe('vouchers (spec §8)', () => {
  async function cartWith(slug: string, quantity: number) {
    const cart = await newGuestCart();
    expect((await put(cart, guest(cart.tempId), slug, quantity)).statusCode).toBe(200);
    return cart;
  }
  const add = (cart: { id: string; tempId: string }, voucherCode: string, extra: object = {}) =>
    call('POST', `/api/voucher/cart/add/${cart.id}`, guest(cart.tempId), {
      voucherCode,
      serviceType: 'eshop',
      guestEmail: GUEST,
      ...extra,
    });

  beforeAll(async () => {
    await t.app.db.insert(vouchers).values([
      { code: 'BUDOUCI', percent: 5, activeFrom: '2026-12-11' },
      { code: 'MINULY', percent: 5, activeTo: '2026-12-09' },
      { code: 'VYCERPANY', amountHellers: 1000, quantity: 0 },
      { code: 'VSTUPENKY', percent: 5, serviceType: 'reservations' },
    ]);
  });

  it('each refusal is a 404 with its code, its value, and its Czech message', async () => {
    const cart = await cartWith('cyklomapa-vzorovska', 1); // 99 Kč
    const cases = [
      [
        'NEEXISTUJE',
        {},
        { error: 'not_exists' },
        'Tento slevový kód neexistuje. Zkontrolujte prosím, zda je opsaný správně.',
      ],
      [
        'VSTUPENKY',
        {},
        { error: 'service_type' },
        'Tento slevový kód neexistuje. Zkontrolujte prosím, zda je opsaný správně.',
      ],
      ['LETAK50', { serviceType: 'reservations' }, { error: 'service_type' }, undefined],
      ['BUDOUCI', {}, { error: 'active_from' }, 'Tento slevový kód teď není k dispozici.'],
      ['MINULY', {}, { error: 'active_to' }, 'Tento slevový kód teď není k dispozici.'],
      ['VYCERPANY', {}, { error: 'quantity' }, 'Tento slevový kód teď není k dispozici.'],
      ['LETAK50', {}, { error: 'minimal_price', value: 300 }, 'Tento slevový kód platí pro nákup od 300\u00a0Kč.'],
    ] as const;
    for (const [code, extra, expected, message] of cases) {
      const res = await add(cart, code, extra);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject(expected);
      if (message) expect(res.json().message).toBe(message);
    }
    const ok = await add(cart, 'advent');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ goods: 99, discount: 99, total: 0 });
    const twice = await add(cart, 'ADVENT');
    expect(twice.json()).toMatchObject({
      error: 'voucher_is_already_added',
      message: 'Tento slevový kód už v košíku máte.',
    });
  });

  it('a code of 2,000 characters is a clear 422, and the cart is unchanged', async () => {
    const cart = await cartWith('cyklomapa-vzorovska', 1);
    const res = await add(cart, 'A'.repeat(2000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.voucherCode[0]).toBe('Vyplňte prosím maximálně 64 znaků.');
    expect(((await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`)).json().data as Cart).vouchers).toEqual([]);
  });

  it('percent and amount count together, never below zero, and a code can be taken out', async () => {
    const cart = await cartWith('dejiny-vzorova', 1); // 390 Kč
    expect((await add(cart, 'VZOROV10')).json().data).toMatchObject({ goods: 390, discount: 39, total: 351 });
    const both = (await add(cart, 'LETAK50')).json().data as Cart;
    expect(both).toMatchObject({ discount: 89, total: 301 });
    expect(both.vouchers.map((v) => [v.code, v.discount])).toEqual([
      ['VZOROV10', 39],
      ['LETAK50', 50],
    ]);
    const out = await call('POST', `/api/voucher/cart/delete/${cart.id}`, guest(cart.tempId), {
      voucherId: both.vouchers[0]!.id,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toMatchObject({ discount: 50, total: 340 });
    const again = await call('POST', `/api/voucher/cart/delete/${cart.id}`, guest(cart.tempId), {
      voucherId: both.vouchers[0]!.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('the per-person limit counts orders by account or e-mail, with its value', async () => {
    const first = await cartWith('cyklomapa-vzorovska', 1);
    expect((await add(first, 'VZOROV10')).statusCode).toBe(200);
    const ordered = await call('POST', `/api/cart/${first.id}/order`, guest(first.tempId), checkout);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const second = await cartWith('cyklomapa-vzorovska', 1);
    const res = await add(second, 'VZOROV10');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'quantity_per_user_limit',
      value: 1,
      message: 'Tento slevový kód lze použít nejvýše 1x na osobu.',
    });
    // Someone else may still use it.
    expect((await add(second, 'VZOROV10', { guestEmail: 'jiny@example.com' })).statusCode).toBe(200);
  });

  it('a signed-in person cannot hold one code in two carts (user_check)', async () => {
    const a = (await call('POST', '/api/cart/create', bearer(josef))).json().data as Cart;
    const b = (await call('POST', '/api/cart/create', bearer(josef))).json().data as Cart;
    await put(a, bearer(josef), 'dejiny-vzorova', 1);
    await put(b, bearer(josef), 'dejiny-vzorova', 1);
    const body = { voucherCode: 'LETAK50', serviceType: 'eshop' };
    expect((await call('POST', `/api/voucher/cart/add/${a.id}`, bearer(josef), body)).statusCode).toBe(200);
    const res = await call('POST', `/api/voucher/cart/add/${b.id}`, bearer(josef), body);
    expect(res.json()).toMatchObject({ error: 'user_check', message: 'Tento slevový kód už v košíku máte.' });
    for (const c of [a, b]) await call('DELETE', `/api/cart/${c.id}`, bearer(josef));
  });
});

describe('the order', () => {
  it("of a guest: stock taken, vouchers kept, a mail with the link, the QR code on the order's page", async () => {
    const cart = await newGuestCart();
    await put(cart, guest(cart.tempId), 'dejiny-vzorova', 2); // 780 Kč
    await call('POST', `/api/voucher/cart/add/${cart.id}`, guest(cart.tempId), {
      voucherCode: 'LETAK50',
      serviceType: 'eshop',
      guestEmail: 'kupec@example.com',
    });
    const book = await variant('dejiny-vzorova');
    const [before] = await t.app.db.select().from(productVariants).where(eq(productVariants.id, book.variantId));
    const res = await call('POST', `/api/cart/${cart.id}/order`, guest(cart.tempId), {
      ...checkout,
      email: 'Kupec@Example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { number, path } = res.json().data;
    expect(number).toMatch(/^2026-\d{4}$/);
    expect(path).toMatch(/^\/objednavka\/[0-9a-f-]{36}$/);
    const [after] = await t.app.db.select().from(productVariants).where(eq(productVariants.id, book.variantId));
    expect(after!.stock).toBe(before!.stock - 2);
    // The cart is gone with the order.
    expect((await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`)).statusCode).toBe(404);

    const mail = await smtp.waitFor('kupec@example.com', new RegExp(`Objednávka ${number}`));
    expect(mail.decoded).toContain('Celkem 730');
    expect(mail.decoded).toContain(`http://vzorov.test${path}`);

    const token = path.split('/').pop();
    const order = (await call('GET', `/api/orders/${token}`)).json().data;
    expect(order).toMatchObject({
      number,
      state: 'new',
      email: 'kupec@example.com',
      goods: 780,
      discount: 50,
      total: 730,
      paid: false,
      vouchers: [{ code: 'LETAK50', discount: 50 }],
      store: { slug: 'informacni-centrum' },
    });
    expect(order.transfer.spayd).toContain('AM:730.00');
    expect(order.transfer.spayd).toContain(`X-VS:${order.variable_symbol}`);
    expect(order.transfer.qr_svg).toContain('<svg');
    expect((await call('GET', '/api/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("of a resident paying by QR becomes a commitment in the account, listed in the resident's orders", async () => {
    const cart = (await call('POST', '/api/cart/create', bearer(jana))).json().data as Cart;
    await put(cart, bearer(jana), 'cyklomapa-vzorovska', 1);
    const res = await call('POST', `/api/cart/${cart.id}/order`, bearer(jana), { ...checkout, email: JANA });
    expect(res.statusCode, res.body).toBe(201);
    const { id, number, path } = res.json().data;
    expect(path).toBe(`/ucet/moje-objednavky/${id}`);
    const commitments = (await call('GET', '/api/me/commitments', bearer(jana))).json().data;
    const owed = commitments.find((c: { title: string }) => c.title === `Objednávka ${number} z obchodu`);
    expect(owed).toMatchObject({ kind: 'obchod', amount: 99, due_on: '2026-12-24', paid_on: null });
    const mine = (await call('GET', '/api/me/orders', bearer(jana))).json().data;
    expect(mine[0]).toMatchObject({ id, number, total: 99, variable_symbol: owed.payment.variable_symbol });
    expect((await call('GET', `/api/me/orders/${id}`, bearer(jana))).statusCode).toBe(200);
    expect((await call('GET', `/api/me/orders/${id}`, bearer(josef))).statusCode).toBe(404);
  });

  it('refuses an empty cart, a place without pick-up and bad contact details, in Czech', async () => {
    const cart = await newGuestCart();
    const who = guest(cart.tempId);
    const empty = await call('POST', `/api/cart/${cart.id}/order`, who, checkout);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Košík je prázdný.');
    await put(cart, who, 'cyklomapa-vzorovska', 1);
    const museum = await call('POST', `/api/cart/${cart.id}/order`, who, { ...checkout, store: 'muzeum' });
    expect(museum.json().errors.store).toEqual(['Na tomto místě nelze objednávky vyzvedávat.']);
    const bad = await call('POST', `/api/cart/${cart.id}/order`, who, {
      ...checkout,
      email: 'x',
      name: '',
      payment: 'bitcoin',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'payment']);
    expect(((await call('GET', `/api/cart/anonymous/cs/${cart.tempId}`)).json().data as Cart).count).toBe(1);
  });

  it('of the last piece, asked for by 100 buyers at once, is one order and 99 clear refusals', async () => {
    const book = await variant('posledni-kus');
    const buyers: (Cart & { tempId: string })[] = [];
    for (let i = 0; i < 100; i++) {
      // A hundred people, each from their own address.
      const made = await t.app.inject({ url: '/api/cart/anonymous/cs', remoteAddress: `198.51.100.${i + 1}` });
      const cart = made.json().data as Cart & { tempId: string };
      expect((await put(cart, guest(cart.tempId), 'posledni-kus', 1)).statusCode).toBe(200);
      buyers.push(cart);
    }
    const answers = await Promise.all(
      buyers.map((cart, i) =>
        call('POST', `/api/cart/${cart.id}/order`, guest(cart.tempId), {
          ...checkout,
          payment: 'pickup',
          email: `kupec${i}@example.com`,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const refusal = answers.find((a) => a.statusCode === 409)!.json().message;
    expect(refusal).toBe('Zboží „Poslední kus“ se mezitím vyprodalo. Odeberte ho prosím z košíku.');
    const [left] = await t.app.db.select().from(productVariants).where(eq(productVariants.id, book.variantId));
    expect(left!.stock).toBe(0);
  });
});
