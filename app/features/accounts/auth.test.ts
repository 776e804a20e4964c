import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema/index.ts';
import { queuedMails, type TestApp } from '../../../server/test/app.ts';
import { createTestAppWithSmtp, linkIn } from '../../../server/test/smtp.ts';
import { demoAccounts, demoGroups } from './demo.server.ts';
import { oneTimeTokens } from './schema.server.ts';
import { NOTHING_TO_END } from './service.server.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithSmtp>>['smtp'];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await createTestAppWithSmtp());
});
afterAll(() => close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password: string, remember = false) =>
  post('/api/auth/login', { email, password, remember });

const newResident = {
  firstname: 'Karel',
  lastname: 'Horák',
  email: 'karel.horak@example.net',
  password: 'Modrý kůň na louce',
  password_confirmation: 'Modrý kůň na louce',
  phone_prefix: '+420',
  phone: '777 111 222',
  street: 'Polní 7',
  city: 'Vzorov',
  zip: '123 45',
};

describe('registration and confirmation', () => {
  it('registers, mails a confirmation link, and logs in only after confirming', async () => {
    const res = await post('/api/auth/register', newResident);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/poslali e-mail/);

    const mail = await smtp.waitFor(newResident.email, /Potvrďte prosím/);
    expect((await login(newResident.email, newResident.password)).json()).toEqual({
      message: expect.stringMatching(/není potvrzená/),
      errors: { email: [expect.stringMatching(/není potvrzená/)] },
    });

    // The address is not confirmed yet, so the mail carries nothing the visitor typed.
    expect(mail.decoded).not.toContain('Karel');
    const link = linkIn(mail, '/registrace/potvrzeni/');
    const hash = link.split('/').pop()!;
    expect(Buffer.from(hash, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link.startsWith('http://vzorov.test/registrace/potvrzeni/')).toBe(true);

    expect((await post('/api/auth/confirm', { hash })).statusCode).toBe(200);
    const again = await post('/api/auth/confirm', { hash });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.hash).toEqual(['Odkaz je neplatný nebo už vypršel. Požádejte prosím o nový.']);

    const ok = await login('Karel.Horak@Example.net', newResident.password);
    expect(ok.statusCode).toBe(200);
    const profile = (await me(ok.json().token)).json().data;
    expect(profile).toMatchObject({
      firstname: 'Karel',
      lastname: 'Horák',
      email: 'karel.horak@example.net',
      group: null,
    });
    expect(profile.scope).toEqual(['resident']);
  });

  it('answers a second registration with the same e-mail alike, and tells the owner instead', async () => {
    const res = await post('/api/auth/register', { ...newResident, firstname: 'Podvodník' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/poslali e-mail/);
    await smtp.waitFor(newResident.email, /Pokus o registraci/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, newResident.email));
    expect(row?.firstname).toBe('Karel');
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'Pole musí být vyplněno'],
    [{ lastname: 'x'.repeat(101) }, 'lastname', 'Vyplňte prosím maximálně 100 znaků.'],
    [{ email: 'neni-email' }, 'email', 'Pole musí obsahovat platný email.'],
    [{ email: '' }, 'email', 'Pole musí být vyplněno'],
    [{ password: 'krátké', password_confirmation: 'krátké' }, 'password', 'Vyplňte prosím minimálně 8 znaků.'],
    [
      { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
      'password',
      'Vyplňte prosím maximálně 128 znaků.',
    ],
    [{ password_confirmation: 'něco jiného' }, 'password_confirmation', 'Toto pole je nutné potvrdit.'],
    [{ phone: '777-abc' }, 'phone', 'Pole musí obsahovat pouze číslice.'],
    [{ zip: 'ABCDE' }, 'zip', 'Pole musí obsahovat pouze číslice.'],
  ])('refuses %o with the spec message on %s', async (change, field, message) => {
    const res = await post('/api/auth/register', { ...newResident, email: 'jiny@example.net', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await post('/api/auth/register', {
      ...newResident,
      email: 'bezne@example.net',
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([expect.stringMatching(/nejpoužívanějšími/)]);
  });
});

describe('login and sessions', () => {
  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await login('jana.novakova@vzorov.example', 'Špatné heslo 123');
    const unknown = await login('nikdo@vzorov.example', 'Špatné heslo 123');
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors).toEqual({ email: ['Nesprávný e-mail nebo heslo.'] });
  });

  it('requires both fields (spec §5)', async () => {
    const res = await post('/api/auth/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Pole musí být vyplněno'], password: ['Pole musí být vyplněno'] });
  });

  it('gives a new token at every login, shows the group, and revokes the token at logout', async () => {
    const first = (await login('josef.dvorak@vzorov.example', 'Vzorov-Josef-2026')).json().token;
    const second = (await login('josef.dvorak@vzorov.example', 'Vzorov-Josef-2026', true)).json().token;
    expect(first).not.toBe(second);
    const profile = (await me(second)).json().data;
    // As the demo files have him: his group by its key, not by its wording.
    const josef = demoAccounts().find((a) => a.email === 'josef.dvorak@vzorov.example')!;
    const group = demoGroups().find((g) => g.key === josef.group)!;
    expect(profile).toMatchObject({
      firstname: josef.firstname,
      group: { description: group.description, discount: group.discount },
    });

    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.hash)).not.toContain(second);

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a bad one, and logout without a token still succeeds', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await me('nesmysl')).json()).toEqual({ message: 'Nejste přihlášeni.' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().message).toBe(NOTHING_TO_END);
  });

  it('says a login cookie without a token was not ended, and the cookie’s session stays as it was', async () => {
    const token = (await login('jana.novakova@vzorov.example', 'Vzorov-Jana-2026')).json().token;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', cookies: { 'auth._token.local': token } });
    expect(res.json().message).toBe(NOTHING_TO_END);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends a session that was idle too long', async () => {
    const token = (await login('jana.novakova@vzorov.example', 'Vzorov-Jana-2026')).json().token;
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 3 * 3_600_000) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('does not count successful logins against the account', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { email: 'josef.dvorak@vzorov.example', password: 'Vzorov-Josef-2026' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits login attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.8',
        payload: { email: `host${i}@example.net`, password: 'cokoliv jiného' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('lets no more than the limit of parallel guesses through for one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `203.0.113.${100 + i}`,
          payload: { email: 'soubeh@vzorov.example', password: `hádám ${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('limits login attempts per e-mail with 429 and a Czech message', async () => {
    const email = 'petra.svobodova@vzorov.example';
    let last = await login(email, 'špatně heslo 1');
    for (let i = 0; i < 10; i++) last = await login(email, `špatně heslo ${i}`);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: 'Příliš mnoho požadavků. Zkuste to prosím znovu za chvíli.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now.
    expect((await login(email, 'Vzorov-Urad-2026')).statusCode).toBe(429);
  });
});

describe('login throttling with device tokens (docs/decisions/0011)', () => {
  /** A confirmed account of its own for each test, so no earlier attempt counts against it. */
  async function confirmedAccount(email: string) {
    expect((await post('/api/auth/register', { ...newResident, email })).statusCode).toBe(201);
    const hash = linkIn(await smtp.waitFor(email, /Potvrďte prosím/), '/registrace/potvrzeni/')
      .split('/')
      .pop()!;
    expect((await post('/api/auth/confirm', { hash })).statusCode).toBe(200);
  }
  let owner = '';
  const attempt = (ip: string, password: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: owner, password, remember: false, ...(device ? { device } : {}) },
    });

  it("lets the owner in from a known browser while someone else's guesses lock out every other one", async () => {
    owner = 'vlastnik@example.net';
    await confirmedAccount(owner);
    const first = await attempt('198.51.100.1', newResident.password);
    expect(first.statusCode).toBe(200);
    const device = first.json().device as string;
    expect(device).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);

    // Wrong passwords from many addresses: ten are checked, then the account refuses strangers.
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await attempt(`192.0.2.${i + 1}`, `hádám ${i}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(422), 429, 429]);
    const stranger = await attempt('192.0.2.50', newResident.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ message: 'Příliš mnoho požadavků. Zkuste to prosím znovu za chvíli.' });

    // The owner's browser is not locked out: a typo is just a typo, the right password works.
    expect((await attempt('198.51.100.1', 'překlep v hesle', device)).statusCode).toBe(422);
    const owners = await attempt('198.51.100.1', newResident.password, device);
    expect(owners.statusCode).toBe(200);
    expect(owners.json().device).not.toBe(device);

    // A token that is not this account's (forged, or another account's) is a stranger's.
    const josefs = (await login('josef.dvorak@vzorov.example', 'Vzorov-Josef-2026')).json().device as string;
    expect((await attempt('192.0.2.60', newResident.password, josefs)).statusCode).toBe(429);
    const [issued, nonce] = device.split('.');
    expect((await attempt('192.0.2.61', newResident.password, `${issued}.${nonce}.${'A'.repeat(43)}`)).statusCode).toBe(
      429,
    );
  });

  it('gives a known browser its own ten guesses, not more', async () => {
    owner = 'prohlizec@example.net';
    await confirmedAccount(owner);
    const device = (await attempt('198.51.100.2', newResident.password, undefined)).json().device as string;
    expect(device).toBeTruthy();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await attempt(`203.0.113.${40 + i}`, `ukradené ${i}`, device)).statusCode);
    expect(codes).toEqual([...Array(10).fill(422), 429]);
    expect((await attempt('198.51.100.2', newResident.password, device)).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const email = 'jana.novakova@vzorov.example';
    const before = (await login(email, 'Vzorov-Jana-2026')).json().token;

    const known = await post('/api/auth/password/forgot', { email });
    const unknown = await post('/api/auth/password/forgot', { email: 'nikdo@vzorov.example' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await smtp.waitFor(email, /Obnova hesla/);
    const hash = linkIn(mail, '/zmena-hesla/').split('/').pop()!;
    const body = { hash, password: 'Nové heslo pro Janu', password_confirmation: 'Nové heslo pro Janu' };
    expect((await post('/api/auth/password/reset', body)).statusCode).toBe(200);
    await smtp.waitFor(email, /bylo změněno/);

    const reused = await post('/api/auth/password/reset', body);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.hash).toEqual(['Odkaz je neplatný nebo už vypršel. Požádejte prosím o nový.']);

    expect((await me(before)).statusCode).toBe(401);
    expect((await login(email, 'Vzorov-Jana-2026')).statusCode).toBe(422);
    expect((await login(email, 'Nové heslo pro Janu')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const email = 'josef.dvorak@vzorov.example';
    await post('/api/auth/password/forgot', { email });
    const mail = await smtp.waitFor(email, /Obnova hesla/);
    const hash = linkIn(mail, '/zmena-hesla/').split('/').pop()!;
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/auth/password/reset', {
      hash,
      password: 'Nové heslo pro Josefa',
      password_confirmation: 'Nové heslo pro Josefa',
    });
    expect(res.statusCode).toBe(422);
    expect((await login(email, 'Vzorov-Josef-2026')).statusCode).toBe(200);
  });

  it('queues the mail before answering, and mails an address without an account too, so the answer tells nothing', async () => {
    const sentTo = async (to: string, match: RegExp) =>
      (await queuedMails(t.database, to)).some((m) => match.test(`${m.subject}\n${m.text}`));
    // No waiting for the mail: it is committed to the queue before the answer.
    expect((await post('/api/auth/password/forgot', { email: 'josef.dvorak@vzorov.example' })).statusCode).toBe(200);
    expect(await sentTo('josef.dvorak@vzorov.example', /zmena-hesla/)).toBe(true);
    expect((await post('/api/auth/password/forgot', { email: 'nikdo2@vzorov.example' })).statusCode).toBe(200);
    expect(await sentTo('nikdo2@vzorov.example', /Účet s touto adresou u nás ale není/)).toBe(true);

    const unconfirmed = { ...newResident, email: 'ceka@example.net' };
    expect((await post('/api/auth/register', unconfirmed)).statusCode).toBe(201);
    expect(await sentTo(unconfirmed.email, /Potvrďte prosím/)).toBe(true);
    const resent = await post('/api/auth/confirm/resend', { email: unconfirmed.email });
    const nothing = await post('/api/auth/confirm/resend', { email: 'josef.dvorak@vzorov.example' });
    expect(resent.json()).toEqual(nothing.json());
    expect(
      (await queuedMails(t.database, unconfirmed.email)).filter((m) => /registrace\/potvrzeni\//.test(m.text)),
    ).toHaveLength(2);
    expect(await sentTo('josef.dvorak@vzorov.example', /Žádný účet s touto adresou ale na potvrzení nečeká/)).toBe(
      true,
    );
  });

  it('limits reset requests per e-mail', async () => {
    const email = 'limit@vzorov.example';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/api/auth/password/forgot', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
