import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decodeStatement, parseGpc } from './gpc.ts';
import { gpcHeader, gpcTransaction, num, txt } from './gpc-fixture.ts';

const HEADER = gpcHeader();
const transaction = gpcTransaction;

const lines = [
  HEADER,
  transaction({ amount: num(30_000, 12), code: '2', vs: num(2_026_000_123, 10), name: 'Jan Dvořák' }),
  `078${txt('Poplatek za psa', 35)}${txt('Alík', 35)}`,
  transaction({ amount: num(2_300, 12), code: '2', vs: num(0, 10), name: 'Neznámý plátce' }),
  transaction({ amount: num(20_000, 12), code: '1', vs: num(77, 10), name: 'Dodavatel s.r.o.' }),
  transaction({ amount: 'ABCDEFGHIJKL', code: '2', vs: num(5, 10), name: 'Chyba' }),
];

describe('the GPC bank statement', () => {
  it('reads the header and each transaction: signed amounts in haléře, symbols, days, names and messages', () => {
    expect(HEADER).toHaveLength(128);
    expect(lines[1]).toHaveLength(128);
    const result = parseGpc(lines.join('\r\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [statement] = result.statements;
    expect(statement).toMatchObject({
      account: '19-2000145399',
      accountName: 'MESTO VZOROV',
      number: 12,
      date: '2026-12-01',
      openingBalance: 1_500_000,
      closingBalance: 1_512_300,
    });
    expect(statement!.lines).toEqual([
      {
        line: 2,
        counterAccount: '19-123456',
        reference: '0000000012345',
        amount: 30_000,
        reversal: false,
        variableSymbol: '2026000123',
        constantField: '0000000558',
        specificSymbol: '',
        valueDate: '2026-12-01',
        counterName: 'Jan Dvořák',
        message: 'Poplatek za psa Alík',
      },
      expect.objectContaining({ line: 4, amount: 2_300, variableSymbol: '' }),
      expect.objectContaining({ line: 5, amount: -20_000, variableSymbol: '77' }),
    ]);
    // The line whose amount does not read waits in the queue, named; the rest stand.
    expect(statement!.refused).toEqual([{ line: 6, text: lines[5], reason: 'Částka není číslo.' }]);
  });

  it('reads the banks’ windows-1250, and UTF-8 too', () => {
    const text = lines.slice(0, 2).join('\n');
    const cp1250 = Buffer.from(text.replace('ř', '\u0000'), 'latin1');
    cp1250[cp1250.indexOf(0)] = 0xf8; // ř in windows-1250
    const fromBank = parseGpc(decodeStatement(cp1250));
    const fromUtf8 = parseGpc(decodeStatement(Buffer.from(text, 'utf8')));
    for (const result of [fromBank, fromUtf8]) {
      expect(result.ok && result.statements[0]!.lines[0]!.counterName).toBe('Jan Dvořák');
    }
  });

  it('keeps windows-1250 for a statement whose only accented characters ISO-8859-2 would also read', () => {
    // ©, « and » are 0xA9, 0xAB and 0xBB in windows-1250: Š, Ť and ť in ISO-8859-2. A guess from
    // those bytes (no š, ž or ť to tell) would make the message „Š Tisk ŤVzorovť Dvořák“.
    const message = '© Tisk «Vzorov» Dvořák';
    const text = [lines[0], lines[1], `078${txt(message, 35)}${txt('', 35)}`].join('\r\n');
    const cp1250 = execFileSync('iconv', ['-f', 'utf-8', '-t', 'windows-1250'], { input: text });
    const result = parseGpc(decodeStatement(cp1250));
    expect(result.ok && result.statements[0]!.lines[0]!.message).toBe(message);
    // The bytes still decide when they prove the encoding: a byte order mark, valid UTF-8.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeStatement(utf16)).toBe(text);
    expect(decodeStatement(Buffer.from(text, 'utf8'))).toBe(text);
  });

  it('tells a reversal and a bad date apart', () => {
    const result = parseGpc(
      [
        HEADER,
        transaction({ amount: num(30_000, 12), code: '5', vs: num(1, 10), name: 'Storno' }),
        transaction({ amount: num(100, 12), code: '2', vs: num(1, 10), name: 'Den', date: '310226' }),
      ].join('\n'),
    );
    expect(result.ok && result.statements[0]!.lines).toEqual([
      expect.objectContaining({ amount: -30_000, reversal: true }),
    ]);
    expect(result.ok && result.statements[0]!.refused.map((r) => [r.line, r.reason])).toEqual([
      [3, 'Datum valuty není platné datum.'],
    ]);
  });

  it('refuses what is not GPC with the number of the line that shows it', () => {
    expect(parseGpc('datum;částka;VS\n1.12.2026;300;123')).toEqual({
      ok: false,
      line: 1,
      reason: 'Soubor nezačíná hlavičkou výpisu (řádek 074): není ve formátu GPC.',
    });
    expect(parseGpc(`${HEADER}\n${lines[1]}\n099 něco`)).toMatchObject({ ok: false, line: 3 });
    expect(parseGpc(HEADER.replace('011226', '321326'))).toMatchObject({ ok: false, line: 1 });
    expect(parseGpc('\n\n')).toMatchObject({ ok: false, reason: 'Soubor je prázdný.' });
  });
});
