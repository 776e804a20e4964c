import { describe, expect, it } from 'vitest';
import { dayFromText } from '../../../../common/dates.ts';
import { csvAmount, parseCsvStatement } from './csv.ts';
import { readStatement } from './read.ts';

describe('the CSV bank statement', () => {
  it('finds the columns by their names, whatever the bank calls them and however it orders them', () => {
    const fio = [
      'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;VS;SS;Zpráva pro příjemce',
      '26112601;01.12.2026;"900,00";CZK;19-123456/0800;Jan Dvořák;2026010012;;Poplatek za odpad',
      '26112602;1.12.2026;-1 250,50;CZK;2001234567/2010;Dodavatel;77;;',
      '26112603;2.12.2026;abc;CZK;;Chyba;5;;',
      '26112604;31.02.2026;100;CZK;;Den;5;;',
      '26112605;2.12.2026;100;CZK;;Symbol;A12;;',
    ].join('\r\n');
    const result = parseCsvStatement(fio);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines).toEqual([
      {
        line: 2,
        counterAccount: '19-123456/0800',
        reference: '26112601',
        amount: 90_000,
        reversal: false,
        variableSymbol: '2026010012',
        constantField: '',
        specificSymbol: '',
        valueDate: '2026-12-01',
        counterName: 'Jan Dvořák',
        message: 'Poplatek za odpad',
      },
      expect.objectContaining({ line: 3, amount: -125_050, variableSymbol: '77' }),
    ]);
    expect(result.refused.map((r) => [r.line, r.reason])).toEqual([
      [4, 'Částka není číslo.'],
      [5, 'Datum není platné datum.'],
      [6, 'Variabilní symbol není číslo.'],
    ]);
    expect(result.refused[0]!.text).toBe('26112603;2.12.2026;abc;CZK;;Chyba;5;;');
  });

  it('reads comma-separated files with ISO days too', () => {
    const result = parseCsvStatement('Datum valuty,Částka,Variabilní symbol\n2026-12-31,"1.234,50",0000123\n');
    expect(result.ok && result.lines[0]).toMatchObject({
      valueDate: '2026-12-31',
      amount: 123_450,
      variableSymbol: '123',
    });
  });

  it('reads amounts and days as Czech banks write them', () => {
    expect([
      csvAmount('900'),
      csvAmount('900,5'),
      csvAmount('1 234,50 Kč'),
      csvAmount('-0.01'),
      csvAmount('1,2,3'),
    ]).toEqual([90_000, 90_050, 123_450, -1, null]);
    expect([
      dayFromText('29.2.2028'),
      dayFromText('29.2.2027'),
      dayFromText('2026-03-29'),
      dayFromText('zítra'),
    ]).toEqual(['2028-02-29', null, '2026-03-29', null]);
  });

  it('refuses a file that is neither GPC nor a statement CSV, naming the line', () => {
    const refuse = (text: string) => readStatement(Buffer.from(text));
    expect(refuse('Jméno;Adresa\nJana;Lipová 12')).toEqual({
      ok: false,
      line: 1,
      reason: 'Soubor není výpis ve formátu GPC ani CSV: první řádek nemá sloupce Datum, Částka, VS.',
    });
    expect(refuse('Datum;Částka;VS\n1.12.2026;"900;1\n')).toMatchObject({ ok: false, line: 2 });
    expect(refuse('%PDF-1.4\u0000binary')).toMatchObject({ ok: false, line: 1 });
    expect(refuse('')).toMatchObject({ ok: false, line: 1 });
  });
});
