import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_TOTP, loginAs } from '../../../server/test/app.ts';
import { form, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as homePage from './pages/sprava.tsx';
import * as verifyPage from './pages/sprava-overeni.tsx';
import * as auditPage from './pages/sprava-protokol.tsx';
import * as securityPage from './pages/sprava-zabezpeceni.tsx';

/** The staff pages' gate: who is sent where, and the second factor through a form without JavaScript. */
const t = suiteApp();

const args = async (path: string, token?: string, init?: RequestInit) => ({
  request: page(path, init),
  params: {},
  context: await pageContext(t.app, token),
});
const location = (response: Response) => response.headers.get('location');

describe('the way into /sprava', () => {
  it('sends nobody to log in, shows a resident the 404 page, and an editor to confirm the login', async () => {
    expect(location(await refusalOf(homePage.loader(routeArgs(await args('/sprava')))))).toBe(
      '/login?redirect=%2Fsprava',
    );
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await refusalOf(homePage.loader(routeArgs(await args('/sprava', jana))))).status).toBe(404);
    expect((await refusalOf(verifyPage.loader(routeArgs(await args('/sprava/overeni', jana))))).status).toBe(404);

    const petra = await loginAs(t.app, DEMO_LOGINS.petra);
    expect(location(await refusalOf(homePage.loader(routeArgs(await args('/sprava', petra)))))).toBe(
      '/sprava/overeni?redirect=%2Fsprava',
    );
    expect((await refusalOf(auditPage.loader(routeArgs(await args('/sprava/protokol', petra))))).status).toBe(404);
  });

  it('takes the code in a plain form post and comes back where it was going', async () => {
    const petra = await loginAs(t.app, DEMO_LOGINS.petra);
    const wrong = await verifyPage.action(
      routeArgs(await args('/sprava/overeni?redirect=%2Fsprava', petra, form({ code: '12' }))),
    );
    expect(wrong).toMatchObject({ init: { status: 422 }, data: { errors: { code: [expect.any(String)] } } });

    const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP.petra) }).generate();
    const done = await verifyPage.action(
      routeArgs(await args('/sprava/overeni?redirect=%2Fsprava%2Fzabezpeceni', petra, form({ code }))),
    );
    expect(location(done as Response)).toBe('/sprava/zabezpeceni');

    const home = await homePage.loader(routeArgs(await args('/sprava', petra)));
    expect(home.status.sections.map((s) => s.key)).toEqual(['news', 'events', 'notice-board', 'alerts']);
    const security = await securityPage.loader(routeArgs(await args('/sprava/zabezpeceni', petra)));
    expect(security).toMatchObject({ stage: 'enrolled', left: 0 });
  });

  it('walks a new editor through setting up the app', async () => {
    await t.database.db
      .update(users)
      .set({ scope: ['resident', 'editor:records'] })
      .where(eq(users.email, DEMO_LOGINS.josef[0]));
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    expect(location(await refusalOf(homePage.loader(routeArgs(await args('/sprava', josef)))))).toBe(
      '/sprava/zabezpeceni',
    );
    const setup = await securityPage.loader(routeArgs(await args('/sprava/zabezpeceni', josef)));
    if (setup.stage !== 'enrol') throw new Error('expected the enrolment');
    const code = new TOTP({ secret: Secret.fromBase32(setup.enrolment.secret) }).generate();
    const enabled = await securityPage.action(routeArgs(await args('/sprava/zabezpeceni', josef, form({ code }))));
    expect(enabled).toMatchObject({ done: true, recoveryCodes: expect.arrayContaining([expect.any(String)]) });
    expect((await homePage.loader(routeArgs(await args('/sprava', josef)))).status.sections).toEqual([
      { key: 'records', name: 'Dokumenty, smlouvy, vyhlášky a zpravodaj' },
    ]);
  });
});
