import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_TOTP, loginAs } from '../../../server/test/app.ts';
import { suiteApp } from '../../../server/test/suite.ts';

const t = suiteApp();

/** The code an authenticator app shows now, or `steps` periods of 30 s later. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

/** A new login of a demo staff member whose last accepted code is forgotten, as if a minute had passed. */
async function freshLogin(who: 'petra' | 'martin') {
  await t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, DEMO_LOGINS[who][0]));
  return loginAs(t.app, DEMO_LOGINS[who]);
}

describe('who is staff', () => {
  it('answers 401 to nobody, 403 to a resident, and the sections to an editor and an admin', async () => {
    expect((await call('GET', '/api/staff/me')).statusCode).toBe(401);
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await call('GET', '/api/staff/me', jana)).statusCode).toBe(403);
    const petra = await loginAs(t.app, DEMO_LOGINS.petra);
    expect((await call('GET', '/api/staff/me', petra)).json().data).toEqual({
      admin: false,
      sections: [
        { key: 'news', name: 'Aktuality a blog' },
        { key: 'events', name: 'Akce' },
        { key: 'notice-board', name: 'Úřední deska' },
        { key: 'alerts', name: 'Krizové výstrahy' },
      ],
      departments: [],
      totpEnabled: true,
      secondFactor: false,
    });
    const martin = await loginAs(t.app, DEMO_LOGINS.martin);
    const admin = (await call('GET', '/api/staff/me', martin)).json().data;
    expect(admin.admin).toBe(true);
    expect(admin.sections).toHaveLength(9);
    expect(admin.departments).toBe('all');
  });
});

describe('the second factor', () => {
  it('is needed before any staff operation; a code is good once; a wrong one is explained', async () => {
    const petra = await freshLogin('petra');
    const before = await call('POST', '/api/staff/recovery-codes', petra);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe('Nejprve potvrďte přihlášení kódem z ověřovací aplikace.');

    const wrong = await call('POST', '/api/staff/totp/verify', petra, {
      code: '000000' === codeOf(DEMO_TOTP.petra) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toMatch(/^Kód nesouhlasí/);
    expect((await call('POST', '/api/staff/totp/verify', petra, { code: 'abc' })).json().errors.code).toEqual([
      'Kód má 6 číslic (záložní kód 10 znaků).',
    ]);

    const code = codeOf(DEMO_TOTP.petra);
    expect(
      (await call('POST', '/api/staff/totp/verify', petra, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/staff/me', petra)).json().data.secondFactor).toBe(true);

    // The same code on another login (someone who read it over her shoulder) is refused.
    const other = await loginAs(t.app, DEMO_LOGINS.petra);
    expect((await call('POST', '/api/staff/totp/verify', other, { code })).statusCode).toBe(422);
    // Her next code is fine.
    expect((await call('POST', '/api/staff/totp/verify', other, { code: codeOf(DEMO_TOTP.petra, 1) })).statusCode).toBe(
      200,
    );
  });

  it('slows down guessing: the sixth wrong code in five minutes is 429', async () => {
    const martin = await freshLogin('martin');
    const wrong = codeOf(DEMO_TOTP.martin) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/staff/totp/verify', martin, { code: wrong })).statusCode).toBe(422);
    }
    const limited = await call('POST', '/api/staff/totp/verify', martin, { code: codeOf(DEMO_TOTP.martin) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from rate_limits where key like 'totp:%'`);
  });

  it('takes a recovery code once, and the audit log records its use', async () => {
    const petra = await freshLogin('petra');
    await call('POST', '/api/staff/totp/verify', petra, { code: codeOf(DEMO_TOTP.petra) });
    const renewed = await call('POST', '/api/staff/recovery-codes', petra);
    expect(renewed.statusCode).toBe(200);
    const codes: string[] = renewed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const lostPhone = await loginAs(t.app, DEMO_LOGINS.petra);
    expect(
      (await call('POST', '/api/staff/totp/verify', lostPhone, { code: codes[0]!.toUpperCase() })).statusCode,
    ).toBe(200);
    const again = await loginAs(t.app, DEMO_LOGINS.petra);
    const spent = await call('POST', '/api/staff/totp/verify', again, { code: codes[0] });
    expect(spent.json().errors.code).toEqual(['Tento záložní kód neplatí nebo už byl použit.']);

    const martin = await freshLogin('martin');
    expect((await call('GET', '/api/staff/audit', petra)).statusCode).toBe(403);
    await call('POST', '/api/staff/totp/verify', martin, { code: codeOf(DEMO_TOTP.martin) });
    const log = (await call('GET', '/api/staff/audit?q=Svobodov', martin)).json();
    expect(log.data.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'recovery-code.used',
      'recovery-codes.renewed',
    ]);
    expect(log.data[0]).toMatchObject({ actor: 'Petra Svobodová', entity: 'user', summary: { left: 9 } });
  });
});

describe('enrolment', () => {
  it('shows one secret until a code from the app confirms it, then gives recovery codes once', async () => {
    await t.database.db
      .update(users)
      .set({ scope: ['resident', 'editor:events'] })
      .where(eq(users.email, DEMO_LOGINS.josef[0]));
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    expect((await call('GET', '/api/staff/me', josef)).json().data).toMatchObject({
      totpEnabled: false,
      secondFactor: false,
    });

    const first = (await call('POST', '/api/staff/totp/setup', josef)).json().data;
    expect(first.uri).toMatch(/^otpauth:\/\/totp\/M%C4%9Bsto%20Vzorov:josef\.dvorak%40vzorov\.example\?/);
    expect(first.uri).toContain(`secret=${first.secret}`);
    expect(first.qrSvg).toMatch(/^<svg/);
    expect((await call('POST', '/api/staff/totp/setup', josef)).json().data.secret).toBe(first.secret);

    expect((await call('POST', '/api/staff/totp/enable', josef, { code: codeOf(first.secret, 5) })).statusCode).toBe(
      422,
    );
    const enabled = await call('POST', '/api/staff/totp/enable', josef, { code: codeOf(first.secret) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/api/staff/me', josef)).json().data).toMatchObject({
      totpEnabled: true,
      secondFactor: true,
    });
    expect((await call('POST', '/api/staff/totp/setup', josef)).statusCode).toBe(409);
  });

  it('is for staff only', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await call('POST', '/api/staff/totp/setup', jana)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.jana[0]));
    expect(row?.secret).toBeNull();
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, not even by the database user', async () => {
    const [entry] = await t.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      t.database.db.update(auditLog).set({ action: 'nic' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
  });
});
