import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueToday } from '../../../common/dates.ts';
import { formByKey, formDefinitions } from '../../../common/forms/registry.ts';
import type { Field } from '../../../common/forms/types.ts';
import { auditLog } from '../../../server/db/schema/audit.ts';
import { resolveSession } from '../../../server/lib/sessions.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { identitySessions, residentIdentities } from '../identity/schema.server.ts';
import { describeActs, verifyActs } from './digital-acts.server.ts';
import { CHANGED_SINCE_REVIEW } from './filing.server.ts';
import * as formPage from './pages/form-page.tsx';
import * as officeCasePage from './pages/sprava-pripad.tsx';
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
  // A fixed day (Prague's 29 September 2026): 30 September is tomorrow, whatever day the tests run on.
  t = await createTestApp({ env: { CLOCK_AT: '2026-09-29T10:00:00+02:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
});
afterAll(() => t.close());

/** What NIA vouched for of the person (names as NIA gives them, in capitals). */
interface Person {
  givenName: string;
  familyName: string;
  birthDate: string | null;
}

/** The identity NIA vouched for in this login, at `level`, as the sign-in through NIA records it. */
async function verified(
  token: string,
  level: 'low' | 'substantial' | 'high',
  person: Person = { givenName: 'JANA', familyName: 'NOVÁKOVÁ', birthDate: null },
) {
  const session = (await resolveSession(t.app.db, token))!;
  const pseudonym = `CZ/CZ/test-${session.id}`;
  const now = t.app.clock();
  await t.app.db
    .insert(residentIdentities)
    .values({ userId: session.id, pseudonym, level, verifiedAt: now, linkedAt: now, ...person })
    .onConflictDoUpdate({ target: residentIdentities.userId, set: { level, ...person } });
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

/** The form's answers as a resident would give them on the test's day, and the files it needs. */
const sample = (form = def) => {
  const { values, fileFields } = sampleValues(form, demoAccounts()[0]!, pragueToday(t.app.clock()));
  return { values, files: fileFields.map((field) => ({ field, name: 'doklad.pdf' })) };
};

describe('a request that needs a verified identity', () => {
  let values: Record<string, string>;
  let files: { field: string; name: string }[];
  beforeAll(() => ({ values, files } = sample()));

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

/** A page of this feature as its reader gets it, rendered (the route alone, as React Router renders it). */
async function rendered(
  module: { loader: (args: never) => unknown; default: unknown },
  pattern: string,
  path: string,
  token: string,
) {
  const context = await pageContext(t.app, token);
  const handler = createStaticHandler([
    {
      id: 'stranka',
      path: pattern,
      loader: ({ request, params }) => module.loader(routeArgs({ request, params, context }) as never),
      // The page's props are typed with the app's whole route tree; here it is the only route.
      Component: withComponentProps(module.default as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(path));
  if (state instanceof Response) throw new Error(`redirected to ${state.headers.get('location')}`);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}

/** The `<input>` a rendered form has under `name`. */
const inputNamed = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

/**
 * Issue 56, D18: a digital act is made by the person NIA identified. Jana's account says "Jana
 * Nováková"; NIA vouches for "JANA DVOŘÁKOVÁ", born 29 March 1984 (as the tests' identity provider
 * does, app/features/identity/test-provider.ts).
 */
describe('a digital act files the person NIA vouched for', () => {
  const DVORAKOVA = { givenName: 'JANA', familyName: 'DVOŘÁKOVÁ', birthDate: '1984-03-29' };
  const BIRTH_IN_FUTURE = 'Datum narození nemůže být v budoucnosti.';
  const VOUCHED = 'Údaj z Identity občana (ověřená totožnost), nelze ho změnit.';
  let token: string;
  beforeAll(async () => {
    token = await loginAs(t.app, DEMO_LOGINS.jana);
    await verified(token, 'substantial', DVORAKOVA);
  });

  it('fills the names and the date of birth from the identity, read-only, over the account and a draft', async () => {
    // A draft typed before, with other names and no date of birth.
    const { values } = sample();
    await act(token, { ...values, firstname: 'Eva', lastname: 'Jiná', birth_date: '', intent: 'draft' });
    const loaded = await formPage.loader(
      routeArgs({ request: page(path), params, context: await pageContext(t.app, token) }),
    );
    const vouched = { firstname: 'JANA', lastname: 'DVOŘÁKOVÁ', birth_date: '1984-03-29' };
    expect(loaded.locked).toEqual(vouched);
    expect(loaded.initial).toMatchObject(vouched);

    const html = await rendered(formPage, '/potrebuji-vyridit/:slug/online-zadost', path, token);
    for (const [name, value] of Object.entries(vouched)) {
      const input = inputNamed(html, name);
      expect(input).toContain(`value="${value}"`);
      expect(input).toContain('readOnly=""');
      // The hint says where it comes from, and the input points to it.
      const hintId = input.match(/aria-describedby="([^"]+)"/)?.[1];
      expect(html).toContain(`<p id="${hintId}"`);
      expect(html.slice(html.indexOf(`<p id="${hintId}"`)).split('</p>')[0]).toContain(VOUCHED);
    }
    // What NIA does not vouch for stays the resident's to write.
    expect(inputNamed(html, 'email')).not.toContain('readOnly');
  });

  it('takes them from the identity whatever the browser posts; the clerk sees who filed, born when, at what level', async () => {
    const { values, files } = sample();
    const tampered = { ...values, firstname: 'Eva', lastname: 'Podvodná', birth_date: '1990-01-01' };
    const review = answerOf(await act(token, { ...tampered, intent: 'submit' }, files));
    expect(review.init?.status ?? 200).toBe(200);
    expect(review.data.review).toMatchObject({
      identity: { name: 'JANA DVOŘÁKOVÁ', birth_date: '1984-03-29', level_name: 'značná' },
    });
    const shown = JSON.stringify(review.data.review);
    expect(shown).toContain('DVOŘÁKOVÁ');
    expect(shown).toContain('29. 3. 1984');
    expect(shown).not.toContain('Podvodná');
    // A save from another tab between the review and "Podat" changes nothing NIA vouched for.
    await act(token, { intent: 'autosave', values: JSON.stringify({ ...tampered, idempotency_key: 'd18-1' }) });

    const filed = await act(token, {
      intent: 'confirm',
      filing_hash: review.data.review!.hash,
      idempotency_key: 'd18-1',
    });
    expect(filed).toBeInstanceOf(Response);
    const id = (filed as Response).headers.get('location')!.split('/').at(-1)!.split('?')[0]!;
    const [stored] = await t.app.db.select({ values: cases.values }).from(cases).where(eq(cases.id, id));
    expect(stored!.values).toMatchObject({ firstname: 'JANA', lastname: 'DVOŘÁKOVÁ', birth_date: '1984-03-29' });

    const martin = await loginAsStaff(t.app, 'martin');
    const office = (
      await t.app.inject({ url: `/api/staff/cases/${id}`, headers: { authorization: `Bearer ${martin}` } })
    ).json().data;
    expect(office.digital_act).toMatchObject({
      level: 'substantial',
      level_name: 'značná',
      person: { given_name: 'JANA', family_name: 'DVOŘÁKOVÁ', birth_date: '1984-03-29' },
    });
    const [entry] = await t.app.db.select().from(filingRecord).where(eq(filingRecord.caseId, id));
    expect(JSON.parse(entry!.body)).toMatchObject({
      person: { given_name: 'JANA', family_name: 'DVOŘÁKOVÁ', birth_date: '1984-03-29' },
    });
    const html = await rendered(officeCasePage, '/sprava/pripady/:id', `/sprava/pripady/${id}`, martin);
    const proof = html.slice(html.indexOf('<dt>Totožnost</dt>')).split('</dd>')[0]!;
    expect(proof).toContain('JANA DVOŘÁKOVÁ, nar. 29. 3. 1984');
    expect(proof).toContain('značná');
    expect(proof).toContain('Identitu občana');
  });

  it('refuses a date of birth after today in Prague (30. 9. 2026 on 29. 9.) in every field that asks for one', async () => {
    // The other person of the digital act's form.
    const { values, files } = sample();
    const review = answerOf(await act(token, { ...values, 'person.birth': '2026-09-30', intent: 'submit' }, files));
    expect(review.init?.status).toBe(422);
    expect(review.data.errors).toEqual({ 'person.birth': [BIRTH_IN_FUTURE] });

    // Every other request form's field that asks for a date of birth, filed through the API.
    const isBirth = (field: Field) =>
      field.type === 'person' || (field.type === 'date' && /narozen/i.test(field.label));
    const asked = formDefinitions
      .filter((form) => !form.identity)
      .flatMap((form) => form.sections.flatMap((s) => s.fields.filter(isBirth).map((field) => ({ form, field }))));
    expect(asked.length).toBeGreaterThan(10);
    for (const { form, field } of asked) {
      const posted: Record<string, string> = { ...sample(form).values };
      if (field.when) posted[field.when.field] = [field.when.equals].flat()[0]!;
      const name = field.type === 'person' ? `${field.name}.birth` : field.name;
      if (field.type === 'person') posted[`${field.name}.name`] = 'Eliška Nováková';
      posted[name] = '2026-09-30';
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/forms/${form.key}/submissions`,
        headers: { authorization: `Bearer ${jana}` },
        payload: posted,
      });
      expect(refused.statusCode, `${form.key}: ${name}`).toBe(422);
      expect(refused.json().errors[name], `${form.key}: ${name}`).toEqual([BIRTH_IN_FUTURE]);
    }
  });

  it('locks no date of birth NIA gave that a form would refuse', async () => {
    const other = await loginAs(t.app, DEMO_LOGINS.jana);
    await verified(other, 'substantial', { ...DVORAKOVA, birthDate: '2026-09-30' });
    const loaded = await formPage.loader(
      routeArgs({ request: page(path), params, context: await pageContext(t.app, other) }),
    );
    expect(loaded.locked).toEqual({ firstname: 'JANA', lastname: 'DVOŘÁKOVÁ' });
    await verified(token, 'substantial', DVORAKOVA);
  });
});
