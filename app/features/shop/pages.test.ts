import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf } from '../../../server/test/pages.ts';
import * as loginPage from '../accounts/pages/login.tsx';
import * as cartPage from './pages/kosik.tsx';
import * as checkoutPage from './pages/kosik-objednavka.tsx';
import * as countRoute from './pages/kosik-stav.ts';
import * as shopPage from './pages/obchod.tsx';
import * as guestOrderPage from './pages/objednavka.tsx';
import * as productPage from './pages/product.tsx';
import * as myOrdersPage from './pages/ucet-moje-objednavky.tsx';
import type { Cart } from './schemas.ts';
import { testProduct } from './test-products.ts';

/** The shop's pages without JavaScript: every form posts and the page answers. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-10T10:00:00+01:00' } });
  await testProduct(t.app, await loginAsStaff(t.app, 'martin'), {
    slug: 'zkusebni-kniha',
    name: 'Zkušební kniha',
    price: 300,
    category: 'knihy',
    variants: [
      { name: 'Brožovaná', stock: 5 },
      { name: 'Vázaná', stock: 2 },
    ],
  });
});
afterAll(() => t.close());

const args = async (path: string, init: RequestInit & { cookie?: string } = {}, token?: string) => {
  const { cookie, ...rest } = init;
  const request = page(path, { ...rest, headers: cookie ? { cookie } : {} });
  return { request, url: new URL(request.url), pattern: '', params: {}, context: await pageContext(t.app, token) };
};
const unwrap = <T>(answer: unknown) =>
  (answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: T }).data : answer) as T;
const setCookieOf = (answer: unknown) =>
  new Headers((answer as { init?: { headers?: HeadersInit } }).init?.headers).get('set-cookie') ?? '';

async function cartOf(cookie: string, token?: string) {
  const answer = await cartPage.loader(await args('/kosik', { cookie }, token));
  return unwrap<{ cart: Cart | null }>(answer).cart;
}

async function addToCart(slug: string, fields: Record<string, string>, cookie = '', token?: string) {
  const a = await args(`/${slug}`, { ...form(fields), cookie }, token);
  return productPage.action({ ...a, params: { product: slug } });
}

describe('the shop list and the product page', () => {
  it('list the products, by category too, and an unknown product is the 404 page', async () => {
    const all = await shopPage.loader(await args('/obchod'));
    expect(all.products.map((p) => p.slug)).toContain('zkusebni-kniha');
    const books = await shopPage.loader(await args('/obchod?kategorie=knihy'));
    expect(books.products.map((p) => p.slug)).toContain('zkusebni-kniha');
    expect(books.products.length).toBeLessThan(all.products.length);
    const a = await args('/zkusebni-kniha');
    const shown = await productPage.loader({ ...a, params: { product: 'zkusebni-kniha' } });
    expect(shown.product.variants.map((v) => v.name)).toEqual(['Brožovaná', 'Vázaná']);
    const missing = await refusalOf(productPage.loader({ ...a, params: { product: 'neexistuje' } }));
    expect(missing.status).toBe(404);
  });
});

describe('the cart without JavaScript', () => {
  it('takes a product as a guest, keeps the guest cookie, and adds up pieces of the same variant', async () => {
    const map = (await productPage.loader({ ...(await args('/x')), params: { product: 'mapa-vzorovska' } })).product;
    const first = await addToCart('mapa-vzorovska', {
      variantId: String(map.variants[0]!.id),
      quantity: '2',
      note: '',
    });
    const cookie = setCookieOf(first);
    expect(cookie).toMatch(/^guest_cart=[0-9a-f-]{36}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    const jar = cookie.split(';')[0]!;
    await addToCart('mapa-vzorovska', { variantId: String(map.variants[0]!.id), quantity: '1', note: '' }, jar);
    const cart = await cartOf(jar);
    expect(cart?.items.map((i) => i.quantity)).toEqual([3]);
    const counted = await countRoute.loader(await args('/kosik/stav', { cookie: jar }));
    expect(asJson(await counted.json())).toEqual({ count: 3 });
    expect(await (await countRoute.loader(await args('/kosik/stav'))).json()).toEqual({ count: 0 });

    const tooMany = unwrap<{ errors: Record<string, string[]> }>(
      await addToCart('mapa-vzorovska', { variantId: String(map.variants[1]!.id), quantity: '6', note: '' }, jar),
    );
    expect(tooMany.errors.quantity).toEqual(['Skladem je jen 5 kusů.']);
  });

  it('changes a line, applies and removes a code, explains a refused code, and empties', async () => {
    const book = (await productPage.loader({ ...(await args('/x')), params: { product: 'dejiny-vzorova' } })).product;
    const jar = setCookieOf(
      await addToCart('dejiny-vzorova', { variantId: String(book.variants[0]!.id), quantity: '1', note: '' }),
    ).split(';')[0]!;
    const post = async (fields: Record<string, string>) =>
      unwrap<{ done: boolean; message?: string; errors: Record<string, string[]> }>(
        await cartPage.action(await args('/kosik', { ...form(fields), cookie: jar })),
      );
    expect(await post({ intent: 'mnozstvi', variantId: String(book.variants[0]!.id), quantity: '2' })).toMatchObject({
      done: true,
    });
    const refused = await post({ intent: 'kod', voucherCode: 'NEEXISTUJE' });
    expect(refused.errors.voucherCode).toEqual([
      'Tento slevový kód neexistuje. Zkontrolujte prosím, zda je opsaný správně.',
    ]);
    expect(await post({ intent: 'kod', voucherCode: 'letak50' })).toMatchObject({ done: true });
    let cart = await cartOf(jar);
    expect(cart).toMatchObject({ goods: 780, discount: 50, total: 730 });
    await post({ intent: 'odebrat-kod', voucherId: String(cart!.vouchers[0]!.id) });
    cart = await cartOf(jar);
    expect(cart?.vouchers).toEqual([]);
    const emptied = await refusalOf(
      cartPage.action(await args('/kosik', { ...form({ intent: 'vysypat' }), cookie: jar })),
    );
    expect(emptied.status).toBe(302);
    expect(await cartOf(jar)).toBeNull();
  });

  it('orders for pick-up as a guest and shows the order with its QR code by the secret link', async () => {
    const book = (await productPage.loader({ ...(await args('/x')), params: { product: 'dejiny-vzorova' } })).product;
    const jar = setCookieOf(
      await addToCart('dejiny-vzorova', {
        variantId: String(book.variants[0]!.id),
        quantity: '1',
        note: 'Pro babičku',
      }),
    ).split(';')[0]!;
    const shown = unwrap<{ stores: { slug: string }[]; contact: unknown; transfer: boolean }>(
      await checkoutPage.loader(await args('/kosik/objednavka', { cookie: jar })),
    );
    expect(shown.stores.map((s) => s.slug)).toEqual(['informacni-centrum']);
    expect(shown).toMatchObject({ contact: null, transfer: true });
    const fields = {
      name: 'Eva Malá',
      email: 'eva@example.com',
      phone: '',
      store: 'informacni-centrum',
      payment: 'qr',
      note: '',
    };
    const bad = unwrap<{ errors: Record<string, string[]> }>(
      await checkoutPage.action(await args('/kosik/objednavka', { ...form({ ...fields, email: 'eva' }), cookie: jar })),
    );
    expect(bad.errors.email).toEqual(['Pole musí obsahovat platný email.']);
    const placed = (await checkoutPage.action(
      await args('/kosik/objednavka', { ...form(fields), cookie: jar }),
    )) as Response;
    expect(placed.status).toBe(302);
    expect(placed.headers.get('set-cookie')).toContain('guest_cart=; Max-Age=0');
    const location = placed.headers.get('location')!;
    expect(location).toMatch(/^\/objednavka\/[0-9a-f-]{36}\?objednano=1$/);
    const token = location.split('/')[2]!.split('?')[0]!;
    const order = (await guestOrderPage.loader({ ...(await args(location)), params: { token } })).order;
    expect(order).toMatchObject({ total: 390, items: [{ note: 'Pro babičku', quantity: 1 }], state: 'new' });
    expect(order.transfer?.qr_svg).toContain('<svg');
    // An empty cart goes back to the cart page.
    const again = await refusalOf(checkoutPage.loader(await args('/kosik/objednavka', { cookie: jar })));
    expect(again.headers.get('location')).toBe('/kosik');
  });

  it("joins the guest's cart to the account's on signing in, and lists the resident's orders", async () => {
    const map = (await productPage.loader({ ...(await args('/x')), params: { product: 'cyklomapa-vzorovska' } }))
      .product;
    const jar = setCookieOf(
      await addToCart('cyklomapa-vzorovska', { variantId: String(map.variants[0]!.id), quantity: '1', note: '' }),
    ).split(';')[0]!;
    const [email, password] = DEMO_LOGINS.josef;
    const login = (await loginPage.action(
      await args('/login', { ...form({ email, password }), cookie: jar }),
    )) as Response;
    expect(login.status).toBe(302);
    expect(login.headers.get('set-cookie')).toContain('guest_cart=; Max-Age=0');
    const token = await loginAs(t.app, DEMO_LOGINS.josef);
    const cart = await cartOf('', token);
    expect(cart?.items.map((i) => i.product.slug)).toEqual(['cyklomapa-vzorovska']);
    const orders = await myOrdersPage.loader(await args('/ucet/moje-objednavky', {}, token));
    expect(orders.orders).toEqual([]);
  });
});
