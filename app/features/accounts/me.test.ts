import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema/index.ts';
import type { TestApp } from '../../../server/test/app.ts';
import { createTestAppWithSmtp, linkIn } from '../../../server/test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithSmtp>>['smtp'];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await createTestAppWithSmtp());
});
afterAll(() => close());

async function loginAs(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return res.json().token as string;
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const details = {
  firstname: 'Jana',
  lastname: 'Nováková-Malá',
  email: 'jana.novakova@vzorov.example',
  phone_prefix: '+421',
  phone: '900 111 222',
  street: 'Nová 5',
  city: 'Vzorov',
  zip: '12345',
};

describe('/api/me', () => {
  it('answers 401 to every account call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me'],
      ['PUT', '/api/me/password'],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode === 401 || res.statusCode === 422, `${method} ${url}`).toBe(true);
      if (method === 'GET') expect(res.statusCode).toBe(401);
    }
  });

  it('updates the personal details', async () => {
    const token = await loginAs('jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
    const res = await call('PUT', '/api/me', token, details);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      lastname: 'Nováková-Malá',
      phone_prefix: '+421',
      phone: '900111222',
      zip: '12345',
    });
    expect(res.json().message).toBe('Údaje jsou uložené.');
    // The phone is kept as its prefix and national digits (E.164 together), however it was typed.
    const written = await call('PUT', '/api/me', token, {
      ...details,
      phone_prefix: '+420',
      phone: '00421 (905) 123-456',
    });
    expect(written.json().data).toMatchObject({ phone_prefix: '+421', phone: '905123456' });
    const short = await call('PUT', '/api/me', token, { ...details, phone: '905 123' });
    expect(short.json().errors).toEqual({
      phone: ['Napište telefonní číslo, například 777 123 456, nebo i s předvolbou: +421 905 123 456.'],
    });
    const bad = await call('PUT', '/api/me', token, { ...details, firstname: '', phone_prefix: '+1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.firstname).toEqual(['Pole musí být vyplněno']);
    expect(bad.json().errors.phone_prefix).toBeDefined();
  });

  it('changes the e-mail only with the password and after the new address is confirmed', async () => {
    const token = await loginAs('jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
    const noPassword = await call('PUT', '/api/me', token, { ...details, email: 'jana.mala@example.net' });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.current_password).toEqual(['Heslo není správné.']);

    // An address another account uses gets the same answer; the link will not switch to it.
    const taken = await call('PUT', '/api/me', token, {
      ...details,
      email: 'josef.dvorak@vzorov.example',
      current_password: 'Vzorov-Jana-2026',
    });
    expect(taken.statusCode).toBe(200);
    const takenMail = await smtp.waitFor('josef.dvorak@vzorov.example', /novou e-mailovou adresu/);
    const takenHash = linkIn(takenMail, '/registrace/potvrzeni/').split('/').pop()!;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { hash: takenHash } })).statusCode,
    ).toBe(422);

    const changed = await call('PUT', '/api/me', token, {
      ...details,
      email: 'jana.mala@example.net',
      current_password: 'Vzorov-Jana-2026',
    });
    expect(changed.json().message).toMatch(/až ji potvrdíte/);
    expect(changed.json().data).toMatchObject({
      email: 'jana.novakova@vzorov.example',
      pending_email: 'jana.mala@example.net',
    });
    await smtp.waitFor('jana.novakova@vzorov.example', /změnu e-mailové adresy/);
    const mail = await smtp.waitFor('jana.mala@example.net', /novou e-mailovou adresu/);
    expect(mail.decoded).not.toContain('Jana');
    // Until confirmed, the old address is the login.
    expect(await loginAs('jana.novakova@vzorov.example', 'Vzorov-Jana-2026')).toBeTruthy();

    const hash = linkIn(mail, '/registrace/potvrzeni/').split('/').pop()!;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { hash } })).statusCode).toBe(200);
    expect(await loginAs('jana.mala@example.net', 'Vzorov-Jana-2026')).toBeTruthy();
    expect(await loginAs('jana.novakova@vzorov.example', 'Vzorov-Jana-2026')).toBeUndefined();
    const restored = await call('PUT', '/api/me', token, { ...details, current_password: 'Vzorov-Jana-2026' });
    expect(restored.json().data.pending_email).toBe('jana.novakova@vzorov.example');
  });

  it('changes the password: a wrong current one is refused, other sessions end, a new token comes back', async () => {
    const other = await loginAs('josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    const token = await loginAs('josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    const body = {
      current_password: 'nesprávné',
      password: 'Josefovo nové heslo',
      password_confirmation: 'Josefovo nové heslo',
    };
    const wrong = await call('PUT', '/api/me/password', token, body);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Heslo není správné.']);

    const mismatch = await call('PUT', '/api/me/password', token, {
      ...body,
      current_password: 'Vzorov-Josef-2026',
      password_confirmation: 'jiné',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Toto pole je nutné potvrdit.']);

    const ok = await call('PUT', '/api/me/password', token, { ...body, current_password: 'Vzorov-Josef-2026' });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().token;
    expect((await call('GET', '/api/me', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', fresh)).statusCode).toBe(200);
  });

  it('voids a reset link asked for before the password was changed', async () => {
    const email = 'josef.dvorak@vzorov.example';
    const current = 'Josefovo nové heslo'; // from the test above
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, /Obnova hesla/);
    const hash = linkIn(mail, '/zmena-hesla/').split('/').pop()!;

    const token = await loginAs(email, current);
    const changed = await call('PUT', '/api/me/password', token, {
      current_password: current,
      password: 'Josefovo třetí heslo',
      password_confirmation: 'Josefovo třetí heslo',
    });
    expect(changed.statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { hash, password: 'Heslo z odkazu 123', password_confirmation: 'Heslo z odkazu 123' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.hash).toEqual(['Odkaz je neplatný nebo už vypršel. Požádejte prosím o nový.']);
    expect(await loginAs(email, 'Heslo z odkazu 123')).toBeUndefined();
    expect(await loginAs(email, 'Josefovo třetí heslo')).toEqual(expect.any(String));
  });

  it('exports everything about the resident as a JSON download', async () => {
    const token = await loginAs('petra.svobodova@vzorov.example', 'Vzorov-Urad-2026');
    const res = await call('GET', '/api/me/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="moje-udaje-vzorov.json"/);
    const data = res.json();
    expect(data.account).toMatchObject({
      email: 'petra.svobodova@vzorov.example',
      firstname: 'Petra',
      phone_prefix: '+420',
      phone: '555123120',
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/argon2|token_hash|password/);
  });

  it('deletes the account after the password: personal data is gone and the login with it', async () => {
    const token = await loginAs('petra.svobodova@vzorov.example', 'Vzorov-Urad-2026');
    const [petra] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.firstname, 'Petra'));
    const wrong = await call('DELETE', '/api/me', token, { password: 'špatně' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['Heslo není správné.']);

    expect((await call('DELETE', '/api/me', token, { password: 'Vzorov-Urad-2026' })).statusCode).toBe(204);
    expect((await call('GET', '/api/me', token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'petra.svobodova@vzorov.example', password: 'Vzorov-Urad-2026' },
    });
    expect(login.statusCode).toBe(422);

    const [stub] = await t.database.db.select().from(users).where(eq(users.id, petra!.id));
    expect(stub).toMatchObject({ firstname: 'Smazaný', phone: null, street: null, passwordHash: null });
    expect(stub?.deletedAt).toBeInstanceOf(Date);
    const dump = JSON.stringify(await t.database.db.select().from(users));
    for (const personal of ['petra.svobodova', 'Svobodová', '555 123 120']) expect(dump).not.toContain(personal);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, petra!.id))).toEqual([]);
  });
});
