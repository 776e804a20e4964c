import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../../common/cookies.ts';
import { users } from '../../../server/db/schema/users.ts';
import { createTestApp, DEMO_LOGINS, loginAs, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import {
  answerFor,
  hasSimpleSamlPhp,
  providerBrowser,
  selfSigned,
  type TestIdentityProvider,
} from '../../../tests/idp/simplesamlphp.ts';
import * as logoutPage from '../accounts/pages/logout.ts';
import { accountMessages } from '../accounts/schemas.ts';
import * as newAccountPage from './pages/novy-ucet.tsx';
import { NIA_PATHS } from './saml.server.ts';
import { residentIdentities } from './schema.server.ts';
import { people, startNiaTestProvider } from './test-provider.ts';

/**
 * The sign-in through NIA as a browser goes through it (issue 32): the site sends it to the
 * identity provider, the provider posts its answer back, and the site signs in or links in the
 * browser that started it. The provider is SimpleSAMLphp on this machine, answering as NIA does.
 */
const SITE = 'http://vzorov.test';
let t: TestApp;
let idp: TestIdentityProvider;
let dir: string;

describe.skipIf(!hasSimpleSamlPhp() && !process.env.CI)('the sign-in through NIA', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vzorov-nia-'));
    const sp = selfSigned(dir, 'sp');
    idp = await startNiaTestProvider(SITE, sp.certificate);
    writeFileSync(path.join(dir, 'nia.xml'), await (await fetch(`${idp.url}/saml2/idp/metadata.php`)).text());
    t = await createTestApp({
      env: {
        NIA_IDP_METADATA: path.join(dir, 'nia.xml'),
        NIA_SP_KEY: path.join(dir, 'sp.key'),
        NIA_SP_CERT: path.join(dir, 'sp.crt'),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await idp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const cookieOf = (header: string | string[] | undefined, name: string) =>
    [header ?? []]
      .flat()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1);

  /** Start → the provider's page → its answer posted back: where the site sends the browser, and with what cookies. */
  async function signInAs(
    username: string,
    password: string,
    { login, zpet = '/ucet/moje-pripady', browser = providerBrowser() } = {} as {
      login?: string;
      zpet?: string;
      browser?: ReturnType<typeof providerBrowser>;
    },
  ) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/identitaobcana/prihlasit?zpet=${encodeURIComponent(zpet)}`,
    });
    expect(start.statusCode).toBe(303);
    const requestCookie = cookieOf(start.headers['set-cookie'], 'nia_pozadavek');
    expect(requestCookie).toBeTruthy();
    const answer = await browser.signIn(start.headers.location!, username, password);
    const posted = await t.app.inject({
      method: 'POST',
      url: new URL(answer.action).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idp.url },
      payload: new URLSearchParams(answer.fields).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const cookies = [`nia_pozadavek=${requestCookie}`, ...(login ? [`${AUTH_COOKIE}=${login}`] : [])].join('; ');
    return {
      posted,
      requestCookie: requestCookie!,
      finish: () => t.app.inject({ method: 'GET', url: posted.headers.location!, headers: { cookie: cookies } }),
    };
  }

  /** The new-account page as the browser that started the sign-in sees it (its cookie), at `location`. */
  const newAccount = async (location: string, requestCookie: string | null, fields?: Record<string, string>) => {
    const args = routeArgs({
      request: page(location, {
        ...(fields ? form(fields) : {}),
        headers: requestCookie ? { cookie: `nia_pozadavek=${requestCookie}` } : {},
      }),
      params: { token: location.split('/').pop()! },
      context: await pageContext(t.app, undefined, '192.0.2.77'),
    });
    return fields ? newAccountPage.action(args) : newAccountPage.loader(args);
  };
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as Response,
    );

  it('the first time, an identity no account has yet is not signed in: its person links an account or makes one', async () => {
    const { finish, requestCookie } = await signInAs('jana', 'mobilni-klic');
    const done = await finish();
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/^\/identitaobcana\/novy-ucet\/[\w-]+$/);
    expect(cookieOf(done.headers['set-cookie'], AUTH_COOKIE)).toBeUndefined();
    const shown = await newAccount(done.headers.location!, requestCookie);
    expect(shown).toMatchObject({
      person: { givenName: 'JANA', familyName: 'DVOŘÁKOVÁ', levelName: 'značná' },
      initial: { firstname: 'Jana', lastname: 'Dvořáková' },
    });
    // Another browser has nothing to see there.
    const elsewhere = await thrown(newAccount(done.headers.location!, null));
    expect(elsewhere?.headers.get('location')).toBe('/identitaobcana/nepodarilo?duvod=unknown');
  });

  it('makes an account with the identity: linked, signed in, its address to confirm; an address with an account is refused', async () => {
    const { finish, requestCookie } = await signInAs('eliska', 'eobcanka');
    const location = (await finish()).headers.location!;
    const details = { firstname: 'Eliška', lastname: 'Horáková-Šimková', email: 'eliska@example.cz', phone: '' };
    const taken = await newAccount(location, requestCookie, { ...details, email: DEMO_LOGINS.jana[0] });
    expect(taken).toMatchObject({
      init: { status: 422 },
      data: { errors: { email: [accountMessages.emailHasAccount] } },
    });

    const created = await newAccount(location, requestCookie, details);
    expect(created).toBeInstanceOf(Response);
    const response = created as Response;
    expect(response.headers.get('location')).toBe('/ucet?ucet=zalozen');
    const token = cookieOf(response.headers.getSetCookie(), AUTH_COOKIE);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data).toMatchObject({ email: 'eliska@example.cz', firstname: 'Eliška' });
    const [mail] = await queuedMails(t.database, 'eliska@example.cz');
    expect(mail?.text).toMatch(/\/registrace\/potvrzeni\//);
    // The answer is used up, and the identity now signs in to the new account.
    expect((await thrown(newAccount(location, requestCookie)))?.headers.get('location')).toBe(
      '/identitaobcana/nepodarilo?duvod=unknown',
    );
    const again = await (await signInAs('eliska', 'eobcanka')).finish();
    expect(again.headers.location).toBe('/ucet/moje-pripady');

    // Without a password, its login is its proof: a new address waits for its link, no password asked.
    expect(me.json().data.has_password).toBe(false);
    const bearer = { authorization: `Bearer ${token}` };
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: bearer,
      payload: { ...details, email: 'eliska.nova@example.cz' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.pending_email).toBe('eliska.nova@example.cz');
    // Erasing it takes a deliberate confirmation instead of a password.
    const unconfirmed = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer, payload: {} });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors.confirm).toEqual([accountMessages.confirmErasure]);
  });

  it('logging out here ends the sign-in at NIA too, and NIA answers', async () => {
    const browser = providerBrowser();
    const signedIn = await (await signInAs('eliska', 'eobcanka', { browser })).finish();
    const token = cookieOf(signedIn.headers['set-cookie'], AUTH_COOKIE)!;
    const out = await logoutPage.action(
      routeArgs({ request: page('/logout', { method: 'POST' }), params: {}, context: await pageContext(t.app, token) }),
    );
    const toNia = out.headers.get('location')!;
    expect(toNia.startsWith(`${idp.sloUrl}?SAMLRequest=`)).toBe(true);
    expect(toNia).toContain('&Signature=');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    const back = await browser.visit(toNia);
    expect(back.leftTo, idp.log()).toMatch(new RegExp(`^${SITE}${NIA_PATHS.logout}\\?SAMLResponse=`));
    const home = await t.app.inject({ method: 'GET', url: back.leftTo!.slice(SITE.length) });
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/');
  });

  it('logging out at NIA ends the logins here that stand on it, and no one else’s', async () => {
    const browser = providerBrowser();
    const signedIn = await (await signInAs('eliska', 'eobcanka', { browser })).finish();
    const token = cookieOf(signedIn.headers['set-cookie'], AUTH_COOKIE)!;
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const toSite = await browser.visit(
      `${idp.url}/saml2/idp/SingleLogoutService.php?ReturnTo=${encodeURIComponent(`${idp.url}/`)}`,
    );
    expect(toSite.leftTo, idp.log()).toMatch(new RegExp(`^${SITE}${NIA_PATHS.logout}\\?SAMLRequest=`));
    const path = toSite.leftTo!.slice(SITE.length);

    // Unsigned, the same request ends nothing.
    const unsigned = await t.app.inject({ method: 'GET', url: path.replace(/&Signature=[^&]*/, '') });
    expect(unsigned.statusCode).toBe(400);
    const me = (bearer: string) =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(token)).statusCode).toBe(200);

    const answered = await t.app.inject({ method: 'GET', url: path });
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location!.startsWith(`${idp.sloUrl}?SAMLResponse=`)).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(jana)).statusCode).toBe(200);
    const done = await browser.visit(answered.headers.location!);
    expect(done.leftTo).toBeNull();
  });

  it('the owner signed in links it; from then on the identity signs in to that account', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const linking = await (await signInAs('jana', 'mobilni-klic', { login: jana, zpet: '/ucet' })).finish();
    expect(linking.headers.location).toBe('/ucet');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${jana}` } });
    const [row] = await t.database.db
      .select()
      .from(residentIdentities)
      .where(eq(residentIdentities.pseudonym, people[0]!.pseudonym));
    expect(row).toMatchObject({
      level: 'substantial',
      givenName: 'JANA',
      familyName: 'DVOŘÁKOVÁ',
      birthDate: '1984-03-29',
    });

    const signIn = await (await signInAs('jana', 'mobilni-klic')).finish();
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/ucet/moje-pripady');
    const token = cookieOf(signIn.headers['set-cookie'], AUTH_COOKIE);
    expect(token).toBeTruthy();
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json().data.email).toBe(me.json().data.email);

    // Her data export says what the site keeps of the identity.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { authorization: `Bearer ${jana}` },
    });
    expect(exported.json().identity).toMatchObject({
      pseudonym: people[0]!.pseudonym,
      level: 'substantial',
      level_name: 'značná',
      given_name: 'JANA',
    });
  });

  it('only the browser that started the sign-in takes its answer, once', async () => {
    const { posted } = await signInAs('jana', 'mobilni-klic');
    const other = await t.app.inject({
      method: 'GET',
      url: posted.headers.location!,
      headers: { cookie: 'nia_pozadavek=_jiny' },
    });
    expect(other.headers.location).toBe('/identitaobcana/nepodarilo?duvod=unknown');
    expect(cookieOf(other.headers['set-cookie'], AUTH_COOKIE)).toBeUndefined();
    const none = await t.app.inject({ method: 'GET', url: posted.headers.location! });
    expect(none.headers.location).toBe('/identitaobcana/nepodarilo?duvod=unknown');
  });

  it('an identity linked to one account is not linked to another', async () => {
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    const done = await (await signInAs('jana', 'mobilni-klic', { login: josef })).finish();
    expect(done.headers.location).toBe('/identitaobcana/nepodarilo?duvod=linked-elsewhere');
    const rows = await t.database.db
      .select()
      .from(residentIdentities)
      .where(eq(residentIdentities.pseudonym, people[0]!.pseudonym));
    expect(rows).toHaveLength(1);
  });

  it('an answer that is not to be believed is refused and nobody is signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: NIA_PATHS.answer,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=PHNhbWxwOlJlc3BvbnNlLz4%3D',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/identitaobcana/nepodarilo?duvod=invalid');
    const empty = await t.app.inject({
      method: 'POST',
      url: NIA_PATHS.answer,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(empty.headers.location).toBe('/identitaobcana/nepodarilo?duvod=invalid');
  });

  it('an address to go back to on another site is not followed', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/identitaobcana/prihlasit?zpet=//evil.example/x' });
    const answer = await answerFor(start.headers.location!, 'jana', 'mobilni-klic');
    const posted = await t.app.inject({
      method: 'POST',
      url: NIA_PATHS.answer,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(answer.fields).toString(),
    });
    const done = await t.app.inject({
      method: 'GET',
      url: posted.headers.location!,
      headers: { cookie: `nia_pozadavek=${cookieOf(start.headers['set-cookie'], 'nia_pozadavek')}` },
    });
    expect(done.headers.location).toBe('/ucet');
  });

  it('a locked account is not signed in by its identity either', async () => {
    const [email] = DEMO_LOGINS.jana;
    await t.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.email, email));
    const done = await (await signInAs('jana', 'mobilni-klic')).finish();
    expect(done.headers.location).toBe('/identitaobcana/nepodarilo?duvod=locked');
    expect(cookieOf(done.headers['set-cookie'], AUTH_COOKIE)).toBeUndefined();
    await t.database.db.update(users).set({ lockedAt: null }).where(eq(users.email, email));
  });

  it('an erased account keeps no link to the identity, which then signs in to nothing', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${jana}` },
      payload: { password: DEMO_LOGINS.jana[1] },
    });
    expect(erased.statusCode).toBe(204);
    expect(
      await t.database.db
        .select()
        .from(residentIdentities)
        .where(eq(residentIdentities.pseudonym, people[0]!.pseudonym)),
    ).toEqual([]);
    const done = await (await signInAs('jana', 'mobilni-klic')).finish();
    expect(done.headers.location).toMatch(/^\/identitaobcana\/novy-ucet\/[\w-]+$/);
  });
  it('an account without a password is erased on its owner’s confirmation', async () => {
    const signedIn = await (await signInAs('eliska', 'eobcanka')).finish();
    const token = cookieOf(signedIn.headers['set-cookie'], AUTH_COOKIE);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { confirm: true },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const eliska = people.find((p) => p.username === 'eliska')!;
    expect(
      await t.database.db.select().from(residentIdentities).where(eq(residentIdentities.pseudonym, eliska.pseudonym)),
    ).toEqual([]);
  });

  it('slows down whoever starts sign-ins by the dozen, in words a person reads', async () => {
    const start = () => t.app.inject({ method: 'GET', url: '/identitaobcana/prihlasit', remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 30; i++) expect((await start()).statusCode).toBe(303);
    const slowed = await start();
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBeTruthy();
    expect(slowed.body).toContain('příliš mnoho přihlášení');
    // Others are not held up.
    expect((await t.app.inject({ method: 'GET', url: '/identitaobcana/prihlasit' })).statusCode).toBe(303);
  });

  it('slows down whoever posts answers by the dozen, before their signatures are checked', async () => {
    const answer = () =>
      t.app.inject({
        method: 'POST',
        url: '/identitaobcana/prihlaseni',
        payload: 'SAMLResponse=PHg%2BPC94Pg%3D%3D',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.9.8.6',
      });
    // Garbage is refused as any answer not to be believed is: a page that says so.
    for (let i = 0; i < 30; i++) expect((await answer()).statusCode).toBe(303);
    const slowed = await answer();
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBeTruthy();
    expect(slowed.body).toContain('příliš mnoho přihlášení');
  });
});
