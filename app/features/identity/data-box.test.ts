import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/users.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { firm, janaByIdentity, town } from '../../../tests/isds/boxes.ts';
import { startTestDataBoxSystem, type TestDataBoxSystem } from '../../../tests/isds/server.ts';
import * as accountPage from '../accounts/pages/ucet-osobni-udaje.tsx';
import { residentIdentities } from './schema.server.ts';

/**
 * A resident's data box found by her verified identity (issue 32): NIA releases no box ID, but the
 * office may search a person's box by her names and date of birth, which her identity carries. The
 * data box system is the one built from the ministry's WSDL (tests/isds/server.ts); the identity is
 * stored as linking leaves it (the linking itself: sign-in.test.ts, against SimpleSAMLphp).
 */
let system: TestDataBoxSystem;
let t: TestApp;

beforeAll(async () => {
  // Two boxes of one name and birth date: a search that cannot tell them apart finds neither.
  const twin = { ...janaByIdentity, name: 'Petr Svoboda', birthDate: '1970-01-01' };
  system = await startTestDataBoxSystem([
    town,
    firm,
    janaByIdentity,
    { ...twin, id: 'ps1aaaa' },
    { ...twin, id: 'ps2bbbb' },
  ]);
  t = await createTestApp({
    env: { DATA_BOX_URL: system.url, DATA_BOX_USERNAME: town.username, DATA_BOX_PASSWORD: town.password },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await system?.stop();
});

/** The resident's account linked to an identity NIA vouched for with these names and date of birth. */
async function linked(login: readonly [string, string], givenName: string, familyName: string, birthDate: string) {
  const token = await loginAs(t.app, login);
  const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, login[0]));
  const now = new Date();
  await t.app.db.insert(residentIdentities).values({
    userId: me!.id,
    pseudonym: `CZ/CZ/${me!.id}-${familyName}`,
    level: 'substantial',
    verifiedAt: now,
    linkedAt: now,
    givenName,
    familyName,
    birthDate,
  });
  return token;
}
const find = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/identity/data-box', headers: { authorization: `Bearer ${token}` } });

describe('a data box found by the verified identity', () => {
  it('is found by her names (as NIA writes them, in capitals) and date of birth, and kept as hers', async () => {
    const jana = await linked(DEMO_LOGINS.jana, 'JANA', 'DVOŘÁKOVÁ', '1984-03-29');
    const found = await find(jana);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ box_id: janaByIdentity.id, owner_name: 'Jana Dvořáková' });
    const mine = await t.app.inject({ url: '/api/me/data-box', headers: { authorization: `Bearer ${jana}` } });
    expect(mine.json().data.box_id).toBe(janaByIdentity.id);
  });

  it('asks for the ID when the search finds no box or cannot tell two apart, and needs an identity at all', async () => {
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    const none = await find(josef);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('jen podle totožnosti ověřené přes Identitu občana');

    const twin = await linked(DEMO_LOGINS.josef, 'PETR', 'SVOBODA', '1970-01-01');
    expect((await find(twin)).json().errors.box_id).toEqual([
      'Vaší totožnosti odpovídá víc datových schránek. Zadejte prosím ID té své.',
    ]);
    // The account page says the same by the box's field; nothing is kept.
    const answer = await accountPage.action(
      routeArgs({
        request: page('/ucet', form({ intent: 'data-box-find' })),
        params: {},
        context: await pageContext(t.app, twin),
      }),
    );
    expect(answer).toMatchObject({ init: { status: 422 }, data: { values: { intent: 'data-box' } } });
    const mine = await t.app.inject({ url: '/api/me/data-box', headers: { authorization: `Bearer ${twin}` } });
    expect(mine.json().data).toBeNull();
    // No box of that person at all.
    await t.app.db
      .update(residentIdentities)
      .set({ birthDate: '1971-01-01' })
      .where(eq(residentIdentities.givenName, 'PETR'));
    expect((await find(twin)).json().errors.box_id).toEqual([
      'Podle ověřené totožnosti jsme datovou schránku nenašli. Máte-li ji, zadejte její ID.',
    ]);
  });
});
