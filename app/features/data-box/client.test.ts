import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, jana, petr, town } from '../../../tests/isds/boxes.ts';
import { startTestDataBoxSystem, type TestDataBoxSystem } from '../../../tests/isds/server.ts';
import {
  ANSWER_LIMIT_BYTES,
  DataBoxRefused,
  DataBoxUnavailable,
  MESSAGE_LIMIT_BYTES,
  MessageTooLarge,
} from './client.server.ts';

/**
 * The data box client against the data box system's interface served on this machine from the same
 * WSDL files (tests/isds/server.ts): real SOAP over HTTP, both ways.
 */
let system: TestDataBoxSystem;
const office = () => clientOf(system, town);
const resident = () => clientOf(system, jana);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  system = await startTestDataBoxSystem([town, jana, petr]);
});
afterAll(() => system?.stop());

describe('the data box client', () => {
  it('finds a box by its ID or by IČO, and nothing for what does not exist', async () => {
    expect(await office().find({ id: jana.id })).toEqual([
      { id: jana.id, type: 'FO', name: 'Jana Nováková', address: 'Lesní 15, 12345 Vzorov' },
    ]);
    expect(await office().find({ ico: town.ico, type: 'OVM' })).toMatchObject([{ id: town.id, name: 'Město Vzorov' }]);
    expect(await office().find({ id: 'neni123' })).toEqual([]);
  });

  it('sends a message with its documents; the delivery shows delivered, then accepted when the recipient logs in', async () => {
    const id = await office().send({
      recipient: jana.id,
      annotation: 'Výzva k doplnění žádosti VZ-2026-00042',
      senderRef: 'MUVZ/123/2026',
      files: [
        { name: 'vyzva.pdf', mimeType: 'application/pdf', data: PDF },
        { name: 'priloha.txt', mimeType: 'text/plain', data: Buffer.from('Příloha') },
      ],
    });
    const sent = system.messages.find((m) => m.id === id)!;
    expect(sent).toMatchObject({ annotation: 'Výzva k doplnění žádosti VZ-2026-00042', senderRef: 'MUVZ/123/2026' });
    expect(sent.files.map((f) => [f.name, f.meta, Buffer.from(f.content, 'base64').toString()])).toEqual([
      ['vyzva.pdf', 'main', PDF.toString()],
      ['priloha.txt', 'enclosure', 'Příloha'],
    ]);

    const delivered = await office().delivery(id);
    expect(delivered).toMatchObject({ status: 4, acceptedAt: null });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(await office().sent({ from: new Date(0), to: new Date(Date.now() + 60_000) })).toEqual([
      expect.objectContaining({ id, recipientBox: jana.id, status: 4, senderRef: 'MUVZ/123/2026' }),
    ]);

    await resident().download(id);
    const accepted = await office().delivery(id);
    expect(accepted.status).toBe(6);
    expect(accepted.acceptedAt).toBeInstanceOf(Date);
    expect(accepted.events.map((e) => e.description)).toEqual([
      expect.stringContaining('dodána'),
      expect.stringContaining('doručena přihlášením'),
    ]);
  });

  it('lists, downloads, keeps the signed message (ZFO) and marks what arrived', async () => {
    const arrived = system.deliver(jana, town, {
      annotation: 'Odvolání',
      recipientRef: 'MUVZ/77/2026',
      files: [{ name: 'odvolani.pdf', mimeType: 'application/pdf', meta: 'main', content: PDF.toString('base64') }],
    });
    const list = await office().received({ from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) });
    expect(list).toEqual([
      expect.objectContaining({ id: arrived.id, senderBox: jana.id, sender: 'Jana Nováková', annotation: 'Odvolání' }),
    ]);
    const message = await office().download(arrived.id);
    expect(message.files).toEqual([{ name: 'odvolani.pdf', mimeType: 'application/pdf', meta: 'main', data: PDF }]);
    expect(message.recipientRef).toBe('MUVZ/77/2026');

    // The ZFO is a CMS signature of the message by the system, as openssl reads it.
    const zfo = await office().signed(arrived.id);
    const dir = mkdtempSync(path.join(tmpdir(), 'vzorov-zfo-'));
    try {
      writeFileSync(path.join(dir, 'm.zfo'), zfo);
      writeFileSync(path.join(dir, 'isds.crt'), system.certificate);
      const content = execFileSync('openssl', [
        'cms',
        '-verify',
        '-inform',
        'DER',
        '-in',
        path.join(dir, 'm.zfo'),
        '-CAfile',
        path.join(dir, 'isds.crt'),
      ]).toString();
      expect(content).toContain(`<q:dmID>${arrived.id}</q:dmID>`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await office().markDownloaded(arrived.id);
    expect(system.messages.find((m) => m.id === arrived.id)?.downloaded).toBe(true);
    // Someone else's message is not there for another box.
    const other = clientOf(system, petr);
    await expect(other.download(arrived.id)).rejects.toBeInstanceOf(DataBoxRefused);
  });

  it('refuses a message over the system’s limit before sending, naming the limit', async () => {
    const before = system.calls.length;
    const big = Buffer.alloc(MESSAGE_LIMIT_BYTES + 1);
    const refused = await office()
      .send({
        recipient: jana.id,
        annotation: 'Velká',
        files: [{ name: 'a.pdf', mimeType: 'application/pdf', data: big }],
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MessageTooLarge);
    expect(String(refused)).toContain('nejvýš 20 MB');
    expect(system.calls.length).toBe(before);
  });

  it('tells a refusal (its status code) from an outage or a wrong login', async () => {
    system.refuseNextSend = { code: '1216', message: 'Schránka příjemce nemůže přijímat zprávy.' };
    const send = () =>
      office().send({
        recipient: jana.id,
        annotation: 'Výzva',
        files: [{ name: 'a.pdf', mimeType: 'application/pdf', data: PDF }],
      });
    await expect(send()).rejects.toMatchObject({ code: '1216' });
    await expect(
      office().send({
        recipient: 'neni123',
        annotation: 'x',
        files: [{ name: 'a.pdf', mimeType: 'application/pdf', data: PDF }],
      }),
    ).rejects.toMatchObject({ code: '1214' });

    system.down = true;
    await expect(send()).rejects.toBeInstanceOf(DataBoxUnavailable);
    system.down = false;
    const wrong = clientOf(system, { ...town, password: 'x' });
    await expect(wrong.find({ id: jana.id })).rejects.toBeInstanceOf(DataBoxUnavailable);
    expect(await send()).toMatch(/^\d+$/);
  });

  it('cuts off an answer longer than any answer can be, as it arrives, and says why', async () => {
    system.oversizeNextAnswer = 3 * ANSWER_LIMIT_BYTES.other!;
    const refused = await office()
      .find({ id: jana.id })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(DataBoxUnavailable);
    expect((refused as Error).message).toMatch(/^FindDataBox: maxContentLength size of 4194304 exceeded/);
    // The next answer is an ordinary one again.
    expect(await office().find({ id: 'neni123' })).toEqual([]);
  });
});
