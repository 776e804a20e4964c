// A bank statement as CSV, the other export every Czech internet bank offers. Each bank names and
// orders its columns its own way (Fio: "ID pohybu;Datum;Objem;…", others "Datum valuty;Částka;VS;…"),
// so the columns are found by their names in the header row; ';' or ',' separates them, amounts may
// have a decimal comma and spaces between thousands, days may be 1.12.2026 or 2026-12-01.

import { CsvError, parse } from 'csv-parse/sync';
import { dayFromText } from '../../../../common/dates.ts';
import { keysOf } from '../../../../common/keys.ts';
import type { StatementLine } from './gpc.ts';

export type CsvResult =
  | { ok: true; lines: StatementLine[]; refused: { line: number; text: string; reason: string }[] }
  | { ok: false; line: number; reason: string };

/** Column names as banks write them, without diacritics and case, for each field we read. */
const COLUMNS = {
  date: ['datum', 'datum valuty', 'datum zauctovani', 'datum provedeni', 'datum pohybu', 'date'],
  amount: ['castka', 'objem', 'obrat', 'castka v mene uctu', 'amount'],
  variableSymbol: ['vs', 'variabilni symbol', 'variabilni'],
  specificSymbol: ['ss', 'specificky symbol'],
  counterAccount: ['protiucet', 'cislo protiuctu', 'protiucet a kod banky', 'ucet protistrany'],
  counterName: ['nazev protiuctu', 'nazev uctu protistrany', 'protistrana', 'nazev protistrany', 'platce'],
  message: ['zprava pro prijemce', 'zprava', 'poznamka', 'popis'],
  reference: ['id pohybu', 'id transakce', 'reference', 'cislo dokladu', 'id'],
} as const;
type Field = keyof typeof COLUMNS;
const REQUIRED: Field[] = ['date', 'amount', 'variableSymbol'];
const NAMES: Record<Field, string> = {
  date: 'Datum',
  amount: 'Částka',
  variableSymbol: 'VS',
  specificSymbol: 'SS',
  counterAccount: 'Protiúčet',
  counterName: 'Název protiúčtu',
  message: 'Zpráva pro příjemce',
  reference: 'ID pohybu',
};

const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "1 234,50", "-900.00", "1.234,50 CZK" → haléře, or null when it is not an amount. */
export function csvAmount(text: string): number | null {
  const t = text.replace(/[\s\u00a0]|CZK|Kč/g, '');
  // A dot between groups of three is a thousands separator ("1.234,50"); before one or two digits, decimals.
  const m = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const crowns = Number(m[2]!.replace(/\./g, ''));
  const hellers = Number((m[3] ?? '0').padEnd(2, '0'));
  return (m[1] === '-' ? -1 : 1) * (crowns * 100 + hellers);
}

/** The header's columns for our fields, or the names of the required ones it lacks. */
function columnsOf(header: string[]): Partial<Record<Field, number>> | { missing: string[] } {
  const names = header.map(plain);
  const found: Partial<Record<Field, number>> = {};
  for (const field of keysOf(COLUMNS)) {
    const index = names.findIndex((name) => (COLUMNS[field] as readonly string[]).includes(name));
    if (index >= 0) found[field] = index;
  }
  const missing = REQUIRED.filter((field) => found[field] === undefined).map((field) => NAMES[field]);
  return missing.length ? { missing } : found;
}

/**
 * Parses a CSV statement: a header row naming at least the day, the amount and the variable symbol,
 * then one payment a row. A file that is not such a CSV is refused with the line that shows it; a row
 * whose amount, symbol or day does not read is kept aside with its line number, and the rest stand.
 */
export function parseCsvStatement(text: string): CsvResult {
  const body = text.replace(/^\uFEFF/, '');
  const first = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = first.split(';').length > first.split(',').length ? ';' : ',';
  // Each record with the line it ends on, for the refusals and the queue.
  const records: { record: string[]; line: number }[] = [];
  try {
    parse(body, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], context) => {
        records.push({ record, line: context.lines });
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return { ok: false, line, reason: 'Soubor CSV nelze přečíst: uvozovky nebo oddělovače nejsou v pořádku.' };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, line: 1, reason: 'Soubor je prázdný.' };
  const columns = columnsOf(header.record);
  if ('missing' in columns)
    return {
      ok: false,
      line: header.line,
      reason: `Soubor není výpis ve formátu GPC ani CSV: první řádek nemá sloupce ${columns.missing.join(', ')}.`,
    };
  const lines: StatementLine[] = [];
  const refused: { line: number; text: string; reason: string }[] = [];
  // csv-parse counts the line a record ends on; a quoted value may span more.
  const source = body.split(/\r?\n/);
  for (const { record, line } of rows) {
    const cell = (field: Field) => {
      const index = columns[field];
      return index === undefined ? '' : (record[index] ?? '').trim();
    };
    const amount = csvAmount(cell('amount'));
    const valueDate = dayFromText(cell('date'));
    const variable = cell('variableSymbol');
    const reason =
      amount === null
        ? 'Částka není číslo.'
        : !valueDate
          ? 'Datum není platné datum.'
          : !/^\d{0,10}$/.test(variable)
            ? 'Variabilní symbol není číslo.'
            : null;
    if (reason || amount === null || !valueDate) {
      refused.push({ line, text: (source[line - 1] ?? '').trim(), reason: reason ?? '' });
      continue;
    }
    lines.push({
      line,
      counterAccount: cell('counterAccount'),
      reference: cell('reference'),
      amount,
      reversal: false,
      variableSymbol: variable.replace(/^0+/, ''),
      constantField: '',
      specificSymbol: cell('specificSymbol').replace(/^0+/, ''),
      valueDate,
      counterName: cell('counterName').slice(0, 200),
      message: cell('message').slice(0, 500),
    });
  }
  return { ok: true, lines, refused };
}
