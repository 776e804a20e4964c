import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../../common/cookies.ts';
import { pragueYear } from '../../../common/dates.ts';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { auditLog } from '../../../server/db/schema/audit.ts';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { clientOf, firm, jana, town } from '../../../tests/isds/boxes.ts';
import { startTestDataBoxSystem, type TestDataBoxSystem } from '../../../tests/isds/server.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { sampleValues } from '../e-services/sample-values.ts';
import { fileReceivedMessages } from '../e-services/service.server.ts';
import * as filingOffice from './pages/sprava-podatelna.tsx';
import { dataBoxMessages, dataBoxReceived } from './schema.server.ts';
import { fetchReceived, followMessages, send } from './service.server.ts';

/**
 * The office writes to a resident's data box (issue 32): she gives her box, confirmed by the data box
 * system; the clerk's question goes there as a data message with its document, sent by the job queue
 * through an outage, once; the case's timeline shows it sent, delivered and accepted. The system is
 * the one on this machine built from the ministry's WSDL (tests/isds/server.ts).
 */
let system: TestDataBoxSystem;
let t: TestApp;
let janaToken: string;
let martin: string;

beforeAll(async () => {
  system = await startTestDataBoxSystem([town, jana, firm]);
  t = await createTestApp({
    env: {
      DATA_BOX_URL: system.url,
      DATA_BOX_USERNAME: town.username,
      DATA_BOX_PASSWORD: town.password,
      MAIL_RETRY_SECONDS: '1',
    },
  });
  janaToken = await loginAs(t.app, DEMO_LOGINS.jana);
  martin = await loginAsStaff(t.app, 'martin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await system?.stop();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function fileRequest() {
  const def = formDefinitions.find((f) => f.key === 'other-request')!;
  const filed = await call(
    'POST',
    `/api/forms/${def.key}/submissions`,
    janaToken,
    sampleValues(def, demoAccounts()[0]!).values,
  );
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json().data as { id: string; number: string; reference_number: string };
}
const act = async (id: string, action: string, message = '') => {
  const version = (await call('GET', `/api/staff/cases/${id}`, martin)).json().data.version;
  const res = await call('POST', `/api/staff/cases/${id}/actions`, martin, { action, version, message });
  expect(res.statusCode, res.body).toBe(200);
};
/** The letters about a case: each its own reference number, the case's as their file mark. */
const sentTo = (c: { reference_number: string }) =>
  system.messages.filter((m) => m.to.id === jana.id && m.senderIdent === c.reference_number);
/**
 * A reference number of the demo departments' pattern (MUVZ/{číslo}/{rok}/OVV), of this year by the
 * server's clock, for any department or for `department`.
 */
const reference = (department = '\\p{Lu}+') =>
  new RegExp(`^MUVZ/\\d+/${pragueYear(t.app.clock())}/${department}$`, 'u');

describe('the office writing to a resident’s data box', () => {
  it('takes the resident’s box once the system confirms it is a person’s', async () => {
    const bad = await call('PUT', '/api/me/data-box', janaToken, { box_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    const none = await call('PUT', '/api/me/data-box', janaToken, { box_id: 'neni123' });
    expect(none.json().errors.box_id).toEqual(['Datová schránka s tímto ID neexistuje.']);
    const company = await call('PUT', '/api/me/data-box', janaToken, { box_id: firm.id });
    expect(company.statusCode).toBe(422);
    const saved = await call('PUT', '/api/me/data-box', janaToken, { box_id: ' JN7Q5BC ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ box_id: jana.id, owner_name: 'Jana Nováková' });
    expect((await call('GET', '/api/me/data-box', janaToken)).json().data.box_id).toBe(jana.id);
    expect((await call('GET', '/api/me/export', janaToken)).json().data_box).toMatchObject({ box_id: jana.id });
  });

  it('sends the clerk’s question there with its document; the timeline shows it sent, delivered and accepted', async () => {
    const filed = await fileRequest();
    await act(filed.id, 'take');
    await act(filed.id, 'ask', 'Doložte prosím plnou moc.');
    await expect.poll(() => sentTo(filed).length, { timeout: 30_000 }).toBe(1);
    const [message] = sentTo(filed);
    expect(filed.reference_number).toMatch(reference());
    expect(message!.senderRef).toMatch(reference());
    expect(message!.senderRef).not.toBe(filed.reference_number);
    expect(message!.annotation).toBe(
      `Výzva k doplnění žádosti ${filed.number}: ${formDefinitions.find((f) => f.key === 'other-request')!.title}`,
    );
    expect(message!.files[0]).toMatchObject({ name: `Výzva k doplnění žádosti ${filed.number}.pdf`, meta: 'main' });
    expect(Buffer.from(message!.files[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const ctx = () => systemContext(t.app, new Date());
    await followMessages(ctx());
    // She reads it in her data box: accepted by her login.
    await clientOf(system, jana).download(message!.id);
    await followMessages(ctx());
    const timeline = (await call('GET', `/api/me/cases/${filed.id}`, janaToken))
      .json()
      .data.timeline.map((e: { message: string | null }) => e.message);
    expect(timeline).toEqual(
      expect.arrayContaining([
        `Odesláno do datové schránky ${jana.id} (ID zprávy ${message!.id}).`,
        'Dodáno do datové schránky (dodejka).',
        'Doručeno: zpráva doručena přihlášením (doručenka).',
      ]),
    );
    const office = (await call('GET', `/api/staff/cases/${filed.id}`, martin)).json().data.timeline;
    expect(office.map((e: { message: string | null }) => e.message)).toContain('Dodáno do datové schránky (dodejka).');
  });

  it('waits out an outage and sends once; a send cut off after the system took it is not sent again', async () => {
    const filed = await fileRequest();
    await act(filed.id, 'take');
    system.down = true;
    await act(filed.id, 'decide', 'Žádosti vyhovujeme.');
    await expect
      .poll(
        async () =>
          (await t.app.db.select().from(dataBoxMessages).where(eq(dataBoxMessages.caseId, filed.id)))[0]?.attempts,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThanOrEqual(1);
    expect(sentTo(filed)).toHaveLength(0);
    system.down = false;
    await expect.poll(() => sentTo(filed).length, { timeout: 60_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (await t.app.db.select().from(dataBoxMessages).where(eq(dataBoxMessages.caseId, filed.id)))[0]?.dmId,
        {
          timeout: 10_000,
        },
      )
      .toBe(sentTo(filed)[0]!.id);

    // As if the answer had been lost: the next try finds the message among the sent by its reference.
    const [row] = await t.app.db.select().from(dataBoxMessages).where(eq(dataBoxMessages.caseId, filed.id));
    await t.app.db.update(dataBoxMessages).set({ dmId: null }).where(eq(dataBoxMessages.id, row!.id));
    await send(systemContext(t.app, new Date()), row!.id);
    expect(sentTo(filed)).toHaveLength(1);
    const [again] = await t.app.db.select().from(dataBoxMessages).where(eq(dataBoxMessages.id, row!.id));
    expect(again!.dmId).toBe(row!.dmId);
  });

  it('a refusal the system will not change is shown, and without a box the office writes as before', async () => {
    const filed = await fileRequest();
    await act(filed.id, 'take');
    system.refuseNextSend = { code: '1216', message: 'Schránka příjemce nemůže přijímat zprávy.' };
    await act(filed.id, 'reject', 'Žádost nesplňuje podmínky.');
    await expect
      .poll(
        async () =>
          (await call('GET', `/api/staff/cases/${filed.id}`, martin))
            .json()
            .data.timeline.map((e: { message: string | null }) => e.message),
        {
          timeout: 30_000,
        },
      )
      .toContain(
        `Do datové schránky ${jana.id} zprávu poslat nešlo (1216: Schránka příjemce nemůže přijímat zprávy.); úřad ji doručí jinak.`,
      );

    expect((await call('DELETE', '/api/me/data-box', janaToken)).statusCode).toBe(204);
    const plain = await fileRequest();
    await act(plain.id, 'take');
    await act(plain.id, 'ask', 'Doplňte prosím adresu.');
    expect(await t.app.db.select().from(dataBoxMessages).where(eq(dataBoxMessages.caseId, plain.id))).toEqual([]);
  });
});

describe('what arrives in the office’s data box', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
  const pdf = (name: string, data = PDF) => ({
    name,
    mimeType: 'application/pdf',
    meta: 'enclosure',
    content: data.toString('base64'),
  });

  it('is taken in once with its ZFO, filed to the case its reference names, the rest left to the filing office', async () => {
    expect((await call('PUT', '/api/me/data-box', janaToken, { box_id: jana.id })).statusCode).toBe(200);
    const filed = await fileRequest();
    const hers = system.deliver(jana, town, {
      annotation: `Doplnění k žádosti ${filed.number}`,
      recipientRef: filed.number,
      files: [{ ...pdf('plna-moc.pdf'), meta: 'main' }, pdf('smlouva.pdf', EXE)],
    });
    // The case's reference number, written in small letters in the subject.
    const stranger = system.deliver(firm, town, {
      annotation: `Poznámka k č. j. ${filed.reference_number.toLowerCase()}`,
      files: [pdf('dopis.pdf')],
    });
    const offer = system.deliver(firm, town, { annotation: 'Nabídka úklidu', files: [pdf('nabidka.pdf')] });
    // An answer to the office's letter gives the letter's reference number as "your reference".
    const asked = await fileRequest();
    await act(asked.id, 'take');
    await act(asked.id, 'ask', 'Doložte prosím výpis z katastru.');
    await expect.poll(() => sentTo(asked).length, { timeout: 30_000 }).toBe(1);
    const answer = system.deliver(jana, town, {
      annotation: 'Odpověď na výzvu',
      recipientRef: sentTo(asked)[0]!.senderRef,
      files: [{ ...pdf('vypis.pdf'), meta: 'main' }],
    });

    const ctx = () => systemContext(t.app, new Date());
    // Three to a page: the fourth comes on the second page.
    expect(await fetchReceived(ctx(), { page: 3 })).toBe(4);
    await fileReceivedMessages(ctx());
    // Taken in once: marked in the system, and nothing new the next minute.
    expect(system.messages.filter((m) => [hers, stranger, offer, answer].includes(m)).every((m) => m.downloaded)).toBe(
      true,
    );
    expect(await fetchReceived(ctx())).toBe(0);
    expect(await t.app.db.select().from(dataBoxReceived)).toHaveLength(4);
    const [answered] = await t.app.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.dmId, answer.id));
    expect(answered).toMatchObject({ caseId: asked.id });

    const [row] = await t.app.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.dmId, hers.id));
    expect(row).toMatchObject({ caseId: filed.id });
    expect(row!.files.map((f) => [f.name, f.flag])).toEqual([
      ['plna-moc.pdf', null],
      ['smlouva.pdf', 'Soubor se vydává za .pdf, ale obsahem je EXE.'],
    ]);
    // Hers is on her case's timeline; a stranger's note on it is the office's only.
    const mine = (await call('GET', `/api/me/cases/${filed.id}`, janaToken))
      .json()
      .data.timeline.map((e: { message: string | null }) => e.message ?? '');
    expect(mine.some((m: string) => m.startsWith(`Datová zpráva ${hers.id} od Jana Nováková`))).toBe(true);
    expect(mine.some((m: string) => m.includes(stranger.id))).toBe(false);
    const office = (await call('GET', `/api/staff/cases/${filed.id}`, martin)).json().data.timeline;
    expect(office.find((e: { message: string | null }) => e.message?.includes(stranger.id))).toMatchObject({
      internal: true,
    });
    expect(office.find((e: { message: string | null }) => e.message?.includes(hers.id))?.message).toContain(
      'Pozor, smlouva.pdf: Soubor se vydává za .pdf, ale obsahem je EXE.',
    );

    // The offer names no case: the filing office's.
    const [left] = await t.app.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.dmId, offer.id));
    expect(left).toMatchObject({ caseId: null });
    const zfo = await t.app.inject({
      url: `/soubory/urad/datove-zpravy/${left!.id}/zfo`,
      cookies: { [AUTH_COOKIE]: martin },
    });
    expect(zfo.statusCode).toBe(200);
    expect(zfo.headers['content-disposition']).toContain(`${offer.id}.zfo`);
    const disguised = await t.app.inject({
      url: `/soubory/urad/datove-zpravy/${row!.id}/1`,
      cookies: { [AUTH_COOKIE]: martin },
    });
    expect(disguised.headers['content-type']).toBe('application/octet-stream');
    expect(disguised.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (
        await t.app.inject({
          url: `/soubory/urad/datove-zpravy/${left!.id}/zfo`,
          cookies: { [AUTH_COOKIE]: janaToken },
        })
      ).statusCode,
    ).toBe(404);

    // The filing office's page lists what no case took; a clerk files it to a case by its number.
    const filingList = async () =>
      filingOffice.loader(
        routeArgs({ request: page('/sprava/podatelna'), params: {}, context: await pageContext(t.app, martin) }),
      );
    expect((await filingList()).messages.map((m) => m.dm_id)).toEqual([offer.id]);
    const fileTo = async (case_number: string) =>
      filingOffice.action(
        routeArgs({
          request: page('/sprava/podatelna', form({ message_id: String(left!.id), case_number })),
          params: {},
          context: await pageContext(t.app, martin),
        }),
      );
    expect(await fileTo('VZ-1999-00001')).toMatchObject({
      init: { status: 422 },
      data: { errors: { case_number: ['Případ s tímto číslem mezi vašimi není.'] } },
    });
    expect(await fileTo(` ${filed.reference_number.toLowerCase()} `)).toMatchObject({ done: true });
    expect((await filingList()).messages).toEqual([]);
    const timeline = (await call('GET', `/api/staff/cases/${filed.id}`, martin)).json().data.timeline;
    expect(timeline.find((e: { message: string | null }) => e.message?.includes(offer.id))).toMatchObject({
      internal: true,
    });
  });

  it('the filing office answers the sender the same way, under its department’s reference number', async () => {
    const question = system.deliver(firm, town, {
      annotation: 'Dotaz na pronájem sálu',
      senderRef: 'FIRMA/15/2026',
      senderIdent: 'SPIS/3',
      files: [{ ...pdf('dotaz.pdf'), meta: 'main' }],
    });
    const ctx = () => systemContext(t.app, new Date());
    await fetchReceived(ctx());
    await fileReceivedMessages(ctx());
    const [received] = await t.app.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.dmId, question.id));

    const answer = async (token: string, fields: Record<string, string>) =>
      filingOffice.action(
        routeArgs({
          request: page(
            '/sprava/podatelna',
            form({ intent: 'odpovedet', message_id: String(received!.id), ...fields }),
          ),
          params: {},
          context: await pageContext(t.app, token),
        }),
      );
    const list = async (token = martin) =>
      filingOffice.loader(
        routeArgs({ request: page('/sprava/podatelna?vse=1'), params: {}, context: await pageContext(t.app, token) }),
      );
    const { departments } = await list();
    const finance = departments.find((d) => d.name === 'Finanční odbor')!;
    const other = departments.find((d) => d.name === 'Sociální odbor')!;
    // A clerk answers only for her own department; an empty answer is refused.
    const lenka = await loginAsStaff(t.app, 'lenka');
    expect((await list(lenka)).departments).toEqual([finance]);
    expect(await answer(lenka, { department_id: String(other.id), text: 'Sál je volný.' })).toMatchObject({
      init: { status: 422 },
      data: { errors: { department_id: ['Vyberte jeden ze svých odborů.'] } },
    });
    expect(await answer(lenka, { department_id: String(finance.id), text: ' ' })).toMatchObject({
      init: { status: 422 },
      data: { errors: { text: ['Napište text odpovědi.'] } },
    });

    const done = await answer(lenka, { department_id: String(finance.id), text: 'Sál je 12. 12. volný.' });
    expect(done).toMatchObject({ done: true });
    await expect
      .poll(() => system.messages.filter((m) => m.to.id === firm.id && m.from.id === town.id).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const sent = system.messages.find((m) => m.to.id === firm.id && m.from.id === town.id)!;
    expect(sent).toMatchObject({
      annotation: 'Odpověď: Dotaz na pronájem sálu',
      recipientRef: 'FIRMA/15/2026',
      recipientIdent: 'SPIS/3',
    });
    expect(sent.senderRef).toMatch(reference('FO'));
    expect(sent.files[0]).toMatchObject({ meta: 'main', mimeType: 'application/pdf' });

    await clientOf(system, firm).download(sent.id);
    await followMessages(ctx());
    const [shown] = (await list()).messages.filter((m) => m.dm_id === question.id);
    expect(shown!.replies).toMatchObject([
      { reference: sent.senderRef, author: 'Lenka Horáková', dm_id: sent.id, state: 'doručena přihlášením' },
    ]);
    const [logged] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'data-message.replied'));
    expect(logged).toMatchObject({ entityId: question.id, summary: { reference: sent.senderRef } });

    // The same through the API: the list with its answers, and an answer; not for a resident.
    const api = (await call('GET', '/api/staff/data-box/received?all=true', martin)).json().data;
    expect(api.find((m: { dm_id: string }) => m.dm_id === question.id).replies).toHaveLength(1);
    const url = `/api/staff/data-box/received/${received!.id}/replies`;
    expect((await call('POST', url, janaToken, { department_id: finance.id, text: 'Ano.' })).statusCode).toBe(403);
    expect((await call('POST', url, martin, { department_id: finance.id })).statusCode).toBe(422);
    const second = await call('POST', url, martin, { department_id: finance.id, text: 'Doplňujeme cenu: 500 Kč.' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.reference).toMatch(reference('FO'));
    expect(
      (
        await call('POST', '/api/staff/data-box/received/999999/replies', martin, {
          department_id: finance.id,
          text: 'Ano.',
        })
      ).statusCode,
    ).toBe(404);
  });
});
