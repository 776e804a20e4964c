import { expect, test } from '@playwright/test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CONSENT_MARKER_COOKIE } from '../../common/consent.ts';
import { AUTH_COOKIE } from '../../common/cookies.ts';

/** HTTP behaviour of the server that a visitor's browser relies on, checked without a browser. */
test.describe('server', () => {
  test('pages carry a hash-based CSP and the other security headers', async ({ request }) => {
    const res = await request.get('/');
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Every inline script of the page is covered by a hash.
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    expect(csp.match(/'sha256-/g)?.length).toBe(new Set(inline.map((m) => m[1])).size);
    // The renderer's mark for its own scripts never leaves the server.
    expect(html).not.toContain('nonce=');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('anonymous pages come from the page cache, compressed; a logged-in visitor bypasses it', async ({ request }) => {
    const url = '/nastaveni-cookies?cache-test';
    const first = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers()['x-page-cache']).toBe('MISS');
    expect(first.headers()['content-encoding']).toBe('br');
    const second = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(second.headers()['content-encoding']).toBe('gzip');
    expect(await second.text()).toContain('Nastavení cookies');

    // Another consent state is another page.
    const decided = await request.get(url, { headers: { cookie: `${CONSENT_MARKER_COOKIE}=true` } });
    expect(decided.headers()['x-page-cache']).toBe('MISS');

    const loggedIn = await request.get(url, { headers: { cookie: `${AUTH_COOKIE}=abc` } });
    expect(loggedIn.headers()['x-page-cache']).toBeUndefined();
    expect(loggedIn.headers()['cache-control']).toBe('private, no-store');
  });

  test('hashed assets are immutable and precompressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-encoding']).toBe('br');
  });

  test('a form post from another site is refused', async ({ request, baseURL }) => {
    const form = { choice: 'all', redirectTo: '/' };
    const foreign = await request.post('/nastaveni-cookies', {
      form,
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['set-cookie']).toBeUndefined();

    // Without Origin, the browser's Sec-Fetch-Site says where the post came from.
    const unnamed = await request.post('/nastaveni-cookies', {
      form,
      headers: { 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(unnamed.status()).toBe(403);
    expect(unnamed.headers()['set-cookie']).toBeUndefined();

    const own = await request.post('/nastaveni-cookies', { form, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(own.status()).toBe(302);
    expect(own.headers()['set-cookie']).toContain('cookie_consent_marketing=true');
  });

  test('an oversized form post is refused with 413', async ({ request, baseURL }) => {
    const res = await request.post('/nastaveni-cookies', {
      headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
      data: `choice=all&x=${'a'.repeat(6 * 1024 * 1024 + 10)}`,
      maxRedirects: 0,
    });
    expect(res.status()).toBe(413);
    expect(await res.text()).toBe('Odeslaná data jsou příliš velká.');
  });

  test('an unsafe redirect target after a post goes to a safe page instead', async ({ request, baseURL }) => {
    const res = await request.post('/oznameni', {
      form: { key: 'abc', redirectTo: '//evil.example/' },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(res.headers().location).toBe('/');
  });

  test('other errors show "Nastala chyba" with their status', async ({ request, baseURL }) => {
    // The home page takes no form posts: React Router answers 405.
    const res = await request.post('/', { form: { x: '1' }, headers: { origin: baseURL! } });
    expect(res.status()).toBe(405);
    const html = await res.text();
    expect(html).toContain('<h1>Nastala chyba</h1>');
    expect(html).toContain('Něco se nepovedlo (chyba 405)');
  });

  test('unknown /api paths are JSON 404, not pages', async ({ request }) => {
    const res = await request.get('/api/neexistuje');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'Taková adresa API neexistuje.' });
  });

  // The built server, not the tests' in-process app: it holds the features' schemas twice (the API's
  // and the pages' bundle), which once made this document a 500 that no in-process test could see.
  test('the API document is valid OpenAPI 3.1 and /api/docs shows its operations', async ({ request, page }) => {
    const res = await request.get('/api/openapi.json');
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toBe('3.1.0');
    const checked = await new Validator().validate(doc);
    expect(checked.errors ?? []).toEqual([]);
    expect(checked.valid).toBe(true);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);

    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /API webu Města Vzorov/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^POST \/api\/auth\/login / })).toBeVisible();
  });
});
