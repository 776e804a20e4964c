import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { clientOf, jana, petr, town } from '../../../tests/isds/boxes.ts';
import { startTestDataBoxSystem, type TestDataBoxSystem } from '../../../tests/isds/server.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { fetchReceived, followMessages } from '../data-box/service.server.ts';
import { sampleValues } from '../e-services/sample-values.ts';

/**
 * The export of a resident's data holds what she exchanged with the office by data box (issue 56):
 * the office's letters to her box with their documents, and what she sent from it with its files,
 * both in the JSON, on the page to read and as files in the archive; another resident's are not.
 * The data box system is the one built from the ministry's WSDL (tests/isds/server.ts).
 */
let system: TestDataBoxSystem;
let t: TestApp;
let janaToken: string;
let josefToken: string;
let martin: string;

beforeAll(async () => {
  system = await startTestDataBoxSystem([town, jana, petr]);
  t = await createTestApp({
    env: { DATA_BOX_URL: system.url, DATA_BOX_USERNAME: town.username, DATA_BOX_PASSWORD: town.password },
  });
  janaToken = await loginAs(t.app, DEMO_LOGINS.jana);
  josefToken = await loginAs(t.app, DEMO_LOGINS.josef);
  martin = await loginAsStaff(t.app, 'martin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await system?.stop();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const ctx = () => systemContext(t.app, new Date());

const PLNA_MOC = Buffer.from('%PDF-1.4\n% plná moc Jany\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JOSEFUV = Buffer.from('%PDF-1.4\n% dopis Josefa\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const attachment = (name: string, data: Buffer, meta = 'main') => ({
  name,
  mimeType: 'application/pdf',
  meta,
  content: data.toString('base64'),
});

interface Exported {
  data_messages_from_office: {
    subject: string;
    office_reference: string;
    dm_id: string | null;
    state: string;
    documents: { filename: string }[];
  }[];
  data_messages_to_office: {
    dm_id: string;
    subject: string;
    your_reference: string | null;
    documents: { filename: string }[];
  }[];
}

describe('the data messages in the export of a resident’s data', () => {
  it('holds the office’s letters to her box with their PDFs and what she sent from it, and no one else’s', async () => {
    expect((await call('PUT', '/api/me/data-box', janaToken, { box_id: jana.id })).statusCode).toBe(200);
    expect((await call('PUT', '/api/me/data-box', josefToken, { box_id: petr.id })).statusCode).toBe(200);

    // The clerk's question about Jana's request goes to her box as a letter (a PDF).
    const def = formDefinitions.find((f) => f.key === 'other-request')!;
    const filed = await call(
      'POST',
      `/api/forms/${def.key}/submissions`,
      janaToken,
      sampleValues(def, demoAccounts()[0]!).values,
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const request = filed.json().data as { id: string; number: string };
    for (const action of ['take', 'ask']) {
      const version = (await call('GET', `/api/staff/cases/${request.id}`, martin)).json().data.version;
      const acted = await call('POST', `/api/staff/cases/${request.id}/actions`, martin, {
        action,
        version,
        message: action === 'ask' ? 'Doložte prosím plnou moc.' : '',
      });
      expect(acted.statusCode, acted.body).toBe(200);
    }
    const toJana = () => system.messages.filter((m) => m.from.id === town.id && m.to.id === jana.id);
    await expect.poll(() => toJana().length, { timeout: 30_000 }).toBe(1);
    const [letter] = toJana();
    // She reads it in her box: delivered and accepted. The send job commits its record of the message
    // just after the box took it: the office follows it once that is there (at its next minute).
    await clientOf(system, jana).download(letter!.id);
    await expect
      .poll(
        async () => {
          await followMessages(ctx());
          return (await call('GET', '/api/me/export', janaToken)).json().data_messages_from_office?.[0]?.state;
        },
        { timeout: 30_000 },
      )
      .toBe('doručena přihlášením');

    // She answers from her box with the power of attorney; Josef writes from his.
    const hers = system.deliver(jana, town, {
      annotation: `Plná moc k žádosti ${request.number}`,
      recipientRef: request.number,
      senderRef: 'JN/1/2026',
      files: [attachment('plna-moc.pdf', PLNA_MOC)],
    });
    const his = system.deliver(petr, town, { annotation: 'Dotaz na svoz', files: [attachment('dotaz.pdf', JOSEFUV)] });
    expect(await fetchReceived(ctx())).toBe(2);
    // The filing office answers Josef to his box.
    const [josefsMessage] = (await call('GET', '/api/staff/data-box/received?all=true', martin))
      .json()
      .data.filter((m: { dm_id: string }) => m.dm_id === his.id);
    const finance = (await call('GET', '/api/staff/departments', martin))
      .json()
      .data.find((d: { name: string }) => d.name === 'Finanční odbor');
    const replied = await call('POST', `/api/staff/data-box/received/${josefsMessage.id}/replies`, martin, {
      department_id: finance.id,
      text: 'Svoz bude ve středu.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    await expect
      .poll(() => system.messages.filter((m) => m.from.id === town.id && m.to.id === petr.id).length, {
        timeout: 30_000,
      })
      .toBe(1);

    // The JSON: her letter with its reference number, state and PDF, and her message with its file.
    const data: Exported = (await call('GET', '/api/me/export', janaToken)).json();
    expect(data.data_messages_from_office).toEqual([
      expect.objectContaining({
        subject: letter!.annotation,
        office_reference: letter!.senderRef,
        dm_id: letter!.id,
        state: 'doručena přihlášením',
        documents: [expect.objectContaining({ filename: letter!.files[0]!.name, media_type: 'application/pdf' })],
      }),
    ]);
    expect(data.data_messages_to_office).toEqual([
      expect.objectContaining({
        dm_id: hers.id,
        subject: `Plná moc k žádosti ${request.number}`,
        your_reference: 'JN/1/2026',
        documents: [expect.objectContaining({ filename: 'plna-moc.pdf', size: PLNA_MOC.length })],
      }),
    ]);
    // Josef's message and the office's answer to it are his, not hers.
    expect(JSON.stringify(data)).not.toContain(his.id);
    expect(JSON.stringify(data)).not.toContain('Dotaz na svoz');
    const josefsData: Exported = (await call('GET', '/api/me/export', josefToken)).json();
    expect(josefsData.data_messages_to_office.map((m) => m.dm_id)).toEqual([his.id]);
    expect(josefsData.data_messages_from_office.map((m) => m.subject)).toEqual(['Odpověď: Dotaz na svoz']);
    expect(JSON.stringify(josefsData)).not.toContain(hers.id);

    // The archive: the letter's PDF as it was sent and her file as she sent it, each in its message's folder.
    const files = unzipSync(new Uint8Array((await call('GET', '/api/me/export.zip', janaToken)).rawPayload));
    const folder = letter!.senderRef.replace(/\//g, '-');
    const pdf = files[`datove-zpravy/od-uradu/${folder}/${letter!.files[0]!.name}`];
    expect(pdf, Object.keys(files).join('\n')).toBeDefined();
    expect(Buffer.from(pdf!).equals(Buffer.from(letter!.files[0]!.content, 'base64'))).toBe(true);
    const sent = files[`datove-zpravy/uradu/${hers.id}/plna-moc.pdf`];
    expect(sent, Object.keys(files).join('\n')).toBeDefined();
    expect(Buffer.from(sent!).equals(PLNA_MOC)).toBe(true);
    expect(Object.keys(files).some((name) => name.includes(his.id) || name.includes('dotaz.pdf'))).toBe(false);
    expect(Object.values(files).some((f) => Buffer.from(f).equals(JOSEFUV))).toBe(false);

    // The page to read says it in Czech.
    const html = Buffer.from(files['udaje.html']!).toString();
    expect(html).toContain('<h2>Datové zprávy od úřadu do vaší datové schránky</h2>');
    expect(html).toContain('<h2>Datové zprávy z vaší datové schránky úřadu</h2>');
    expect(html).toContain('Číslo jednací úřadu');
    expect(html).toContain(letter!.senderRef);
    expect(html).toContain('doručena přihlášením');
    expect(html).toContain(`datove-zpravy/uradu/${hers.id}/plna-moc.pdf`);
    expect(html).not.toContain('Dotaz na svoz');

    // The administrator's answer to her request is the same.
    const id = (await call('GET', `/api/staff/residents?q=${encodeURIComponent(DEMO_LOGINS.jana[0])}`, martin)).json()
      .data[0].id;
    const office = unzipSync(
      new Uint8Array((await call('GET', `/api/staff/residents/${id}/export.zip`, martin)).rawPayload),
    );
    expect(
      Object.keys(office)
        .filter((n) => n.startsWith('datove-zpravy/'))
        .sort(),
    ).toEqual(
      Object.keys(files)
        .filter((n) => n.startsWith('datove-zpravy/'))
        .sort(),
    );
  });
});
