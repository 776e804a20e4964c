import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formByKey } from '../../../common/forms/registry.ts';
import { auditLog } from '../../../server/db/schema/audit.ts';
import { resolveSession } from '../../../server/lib/sessions.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { identitySessions, residentIdentities } from '../identity/schema.server.ts';
import { describeActs, verifyActs } from './digital-acts.server.ts';
import { CHANGED_SINCE_REVIEW } from './forms.server.ts';
import * as formPage from './pages/form-page.tsx';
import { sampleValues } from './sample-values.ts';
import { cases, filingRecord } from './schema.server.ts';
import { identityNeeded } from './service.server.ts';

/**
 * A request that needs a verified identity is filed as a digital act (issue 32): refused to a
 * password-only login with the way to verify; from a login NIA vouched for, reviewed, confirmed with
 * "Podat", and recorded with the identity, its level and the hash of exactly what was filed, in a
 * chain that `npm run filings:verify` checks. The sign-in itself is tested against a real identity
 * provider (app/features/identity/sign-in.test.ts, tests/e2e/identity.spec.ts); here the login's
 * identity is written as that sign-in leaves it.
 */
let t: TestApp;
let jana: string;
const def = formByKey('permanent-residence-cancellation')!;
const path = `/potrebuji-vyridit/${def.online}/online-zadost`;
const params = { slug: String(def.online) };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
});
afterAll(() => t.close());

/** The identity NIA vouched for in this login, at `level`, as the sign-in through NIA records it. */
async function verified(token: string, level: 'low' | 'substantial' | 'high') {
  const session = (await resolveSession(t.app.db, token))!;
  const pseudonym = `CZ/CZ/test-${session.id}`;
  const now = new Date();
  await t.app.db
    .insert(residentIdentities)
    .values({
      userId: session.id,
      pseudonym,
      level,
      verifiedAt: now,
      linkedAt: now,
      givenName: 'JANA',
      familyName: 'NOVÁKOVÁ',
    })
    .onConflictDoUpdate({ target: residentIdentities.userId, set: { level } });
  await t.app.db
    .insert(identitySessions)
    .values({
      sessionId: session.sessionId,
      nameId: pseudonym,
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      level,
      signedInAt: now,
    })
    .onConflictDoUpdate({ target: identitySessions.sessionId, set: { nameId: pseudonym, level } });
  return pseudonym;
}

function posted(fields: Record<string, string>, files: { field: string; name: string }[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const f of files) body.append(f.field, new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), f.name);
  return { method: 'POST', body };
}
const act = async (token: string, fields: Record<string, string>, files: { field: string; name: string }[] = []) =>
  formPage.action(
    routeArgs({ request: page(path, posted(fields, files)), params, context: await pageContext(t.app, token) }),
  );
type Answer = { init: ResponseInit | null; data: Record<string, unknown> & { review?: { hash: string } } };
const answerOf = (value: unknown) => value as Answer;

describe('a request that needs a verified identity', () => {
  const { values, fileFields } = sampleValues(def, demoAccounts()[0]!);
  const files = fileFields.map((field) => ({ field, name: 'doklad.pdf' }));

  it('is refused to a login without one, by the page and the API alike, with the way to verify', async () => {
    const loaded = await formPage.loader(
      routeArgs({ request: page(path), params, context: await pageContext(t.app, jana) }),
    );
    expect(loaded.identity).toMatchObject({
      levelName: 'značná',
      actingAs: null,
      offered: false,
      verify: `/identitaobcana/prihlasit?uroven=substantial&zpet=${encodeURIComponent(path)}`,
    });
    const refused = answerOf(await act(jana, { ...values, intent: 'submit' }, files));
    expect(refused.init?.status).toBe(403);
    expect(refused.data.message).toBe(identityNeeded('substantial'));
    // What was typed is kept for when the identity is verified.
    expect(refused.data.values).toMatchObject({ [Object.keys(values)[0]!]: Object.values(values)[0] });

    const viaApi = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${def.key}/submissions`,
      headers: { authorization: `Bearer ${jana}` },
      payload: values,
    });
    expect(viaApi.statusCode).toBe(403);
    expect(viaApi.json().message).toBe(identityNeeded('substantial'));
  });

  it('is refused at a level below the form’s', async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.jana);
    await verified(token, 'low');
    expect(answerOf(await act(token, { ...values, intent: 'submit' }, files)).init?.status).toBe(403);
  });

  it('is reviewed, confirmed and recorded with its hash; the clerk sees it; the record verifies and shows a change', async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.jana);
    const pseudonym = await verified(token, 'substantial');
    const loaded = await formPage.loader(
      routeArgs({ request: page(path), params, context: await pageContext(t.app, token) }),
    );
    expect(loaded.identity?.actingAs).toEqual({ name: 'JANA NOVÁKOVÁ', levelName: 'značná' });

    const review = answerOf(await act(token, { ...values, intent: 'submit' }, files));
    expect(review.data.review).toMatchObject({
      identity: { name: 'JANA NOVÁKOVÁ', level_name: 'značná' },
      files: [expect.objectContaining({ filename: 'doklad.pdf' })],
    });
    const hash = review.data.review!.hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // Nothing is filed before "Podat".
    expect(await t.app.db.select().from(filingRecord)).toEqual([]);

    const stale = answerOf(
      await act(token, { intent: 'confirm', filing_hash: '0'.repeat(64), idempotency_key: 'a-1' }),
    );
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe(CHANGED_SINCE_REVIEW);

    const filed = await act(token, { intent: 'confirm', filing_hash: hash, idempotency_key: 'a-1' });
    expect(filed).toBeInstanceOf(Response);
    const id = (filed as Response).headers.get('location')!.split('/').at(-1)!.split('?')[0]!;
    // A second "Podat" (a double click) files nothing more.
    const again = await act(token, { intent: 'confirm', filing_hash: hash, idempotency_key: 'a-1' });
    expect((again as Response).headers.get('location')).toBe((filed as Response).headers.get('location'));

    const mine = (
      await t.app.inject({ url: `/api/me/cases/${id}`, headers: { authorization: `Bearer ${token}` } })
    ).json().data;
    expect(mine.digital_act).toMatchObject({ level: 'substantial', level_name: 'značná', content_sha256: hash });
    const martin = await loginAsStaff(t.app, 'martin');
    const office = (
      await t.app.inject({ url: `/api/staff/cases/${id}`, headers: { authorization: `Bearer ${martin}` } })
    ).json().data;
    expect(office.digital_act).toEqual(mine.digital_act);

    const [entry] = await t.app.db.select().from(filingRecord).where(eq(filingRecord.caseId, id));
    expect(JSON.parse(entry!.body)).toMatchObject({ identity: pseudonym, level: 'substantial', content_sha256: hash });
    const [logged] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'case.digital-act'));
    expect(logged).toMatchObject({ entity: 'case', entityId: id });

    const check = await verifyActs(t.app.db);
    expect(check).toMatchObject({ chain: { ok: true, entries: 1 }, changed: [] });
    expect(describeActs(check)).toContain('Všechna podání odpovídají tomu, co bylo podáno.');

    // The record cannot be rewritten, and a filing changed afterwards is named.
    const rewrite = await t.app.db.execute(sql`update filing_record set content = '{}'`).catch((e: Error) => e);
    expect(String((rewrite as Error).cause)).toMatch(/filing_record is append-only/);
    const [stored] = await t.app.db.select({ values: cases.values }).from(cases).where(eq(cases.id, id));
    await t.app.db
      .update(cases)
      .set({ values: { ...stored!.values, reason: 'jiný důvod' } })
      .where(eq(cases.id, id));
    const after = await verifyActs(t.app.db);
    expect(after.changed).toEqual([{ caseNumber: mine.number, reason: 'Odpovědi ve formuláři se liší od podaných.' }]);
    expect(describeActs(after)).toContain(`Podání ${mine.number} se od podání změnilo`);
    await t.app.db.update(cases).set({ values: stored!.values }).where(eq(cases.id, id));
  });
});
