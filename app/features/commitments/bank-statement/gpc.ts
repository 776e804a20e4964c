// A bank statement in the Czech ABO/GPC format ("formát GPC"), as Czech banks export it: fixed-width
// lines of 128 characters in windows-1250. A `074` line heads each statement (the account, the
// balances, the turnovers, its number and date), a `075` line is one transaction, and `078`/`079`
// lines after it carry its message for the recipient. Amounts are in haléře.
// Issue 14 §4: every line refused is named with its line number.

import { decodeAs } from '../../../../common/text-encoding.ts';

/** One transaction of the statement. */
export interface StatementLine {
  /** Where it stands in the file, from 1: what a refusal and the queue name. */
  line: number;
  /** The counterparty's account as written (prefix and number, leading zeros removed). */
  counterAccount: string;
  /** The bank's own reference of the transaction (číslo dokladu). */
  reference: string;
  /** In haléře: positive comes in (a credit), negative goes out (a debit). */
  amount: number;
  /** A reversal of an earlier transaction (storno). */
  reversal: boolean;
  /** Digits without leading zeros; '' when there is none. */
  variableSymbol: string;
  /** The 10 characters as the bank wrote them: some put the counterparty's bank code in front. */
  constantField: string;
  specificSymbol: string;
  /** YYYY-MM-DD. */
  valueDate: string;
  counterName: string;
  /** The message for the recipient from the `078`/`079` lines, if any. */
  message: string;
}

export interface Statement {
  account: string;
  accountName: string;
  number: number;
  /** YYYY-MM-DD. */
  date: string;
  /** In haléře, signed. */
  openingBalance: number;
  closingBalance: number;
  lines: StatementLine[];
  /** Transaction lines that could not be read: for the queue, with their line number. */
  refused: { line: number; text: string; reason: string }[];
}

export type GpcResult = { ok: true; statements: Statement[] } | { ok: false; line: number; reason: string };

const WIDTH = 128;

/**
 * The file's text in windows-1250, what the banks write, unless its bytes prove otherwise (a byte order
 * mark, valid UTF-8). Never guessed from letter counts: a statement is the format's, not a stranger's.
 */
export const decodeStatement = (data: Uint8Array): string => decodeAs(data, 'windows-1250').text;

/** DDMMYY → YYYY-MM-DD, or null when it is not a day of the calendar. */
function day(ddmmyy: string): string | null {
  if (!/^\d{6}$/.test(ddmmyy)) return null;
  const [d, m, y] = [ddmmyy.slice(0, 2), ddmmyy.slice(2, 4), ddmmyy.slice(4, 6)];
  const iso = `20${y}-${m}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

const account = (digits: string) => {
  const prefix = digits.slice(0, 6).replace(/^0+/, '');
  const number = digits.slice(6).replace(/^0+/, '');
  return prefix ? `${prefix}-${number}` : number;
};

const signed = (digits: string, sign: string) => (sign === '-' ? -1 : 1) * Number(digits);

/** Reads a header (`074`); a wrong one is the whole file refused. */
function header(text: string, line: number): Statement | { line: number; reason: string } {
  const refusal = { line, reason: 'Hlavička výpisu (řádek 074) nemá tvar formátu GPC.' };
  if (!/^074\d{16}.{20}\d{6}\d{14}[+-]\d{14}[+-]\d{14}[0+-]\d{14}[0+-]\d{3}\d{6}/.test(text)) return refusal;
  // The pattern holds: each field stands at its fixed place (counted from 1, as the format's description does).
  const field = (from: number, length: number) => text.slice(from - 1, from - 1 + length);
  const date = day(field(109, 6));
  if (!date) return refusal;
  return {
    account: account(field(4, 16)),
    accountName: field(20, 20).trim(),
    number: Number(field(106, 3)),
    date,
    openingBalance: signed(field(46, 14), field(60, 1)),
    closingBalance: signed(field(61, 14), field(75, 1)),
    lines: [],
    refused: [],
  };
}

/** Reads a transaction (`075`); one that does not parse goes to the queue, named. */
function transaction(text: string, line: number): StatementLine | { reason: string } {
  if (text.length < 122) return { reason: `Řádek je kratší než ${WIDTH} znaků formátu GPC.` };
  const field = (from: number, length: number) => text.slice(from - 1, from - 1 + length);
  const amount = field(49, 12);
  if (!/^\d{12}$/.test(amount)) return { reason: 'Částka není číslo.' };
  const code = field(61, 1);
  if (!'1245'.includes(code) || code === '') return { reason: `Neznámý kód účtování „${code}“.` };
  const variable = field(62, 10);
  if (!/^\d{10}$/.test(variable.replace(/ /g, '0'))) return { reason: 'Variabilní symbol není číslo.' };
  const valueDate = day(field(92, 6));
  if (!valueDate) return { reason: 'Datum valuty není platné datum.' };
  // Credits (2) and reversed debits (4) come in; debits (1) and reversed credits (5) go out.
  const incoming = code === '2' || code === '4';
  return {
    line,
    counterAccount: account(field(20, 16)),
    reference: field(36, 13).trim(),
    amount: (incoming ? 1 : -1) * Number(amount),
    reversal: code === '4' || code === '5',
    variableSymbol: variable.trim().replace(/^0+/, ''),
    constantField: field(72, 10),
    specificSymbol: field(82, 10).trim().replace(/^0+/, ''),
    valueDate,
    counterName: field(98, 20).trim(),
    message: '',
  };
}

/**
 * Parses a GPC file: one or more statements, each a header and its transactions. A file that is not
 * GPC at all (its first line is not a header, or a line of an unknown kind) is refused with the
 * line's number; a transaction line whose amount, symbol or date does not read is kept among the
 * statement's `refused`, and the rest stand.
 */
export function parseGpc(text: string): GpcResult {
  const statements: Statement[] = [];
  const rows = text.split(/\r?\n/);
  let last: StatementLine | null = null;
  for (const [index, raw] of rows.entries()) {
    const line = index + 1;
    const row = raw.replace(/\s+$/, '');
    if (row === '' || row === '\x1a') continue;
    const kind = row.slice(0, 3);
    const current = statements.at(-1);
    if (kind === '074') {
      const read = header(row, line);
      if ('reason' in read) return { ok: false, ...read };
      statements.push(read);
      last = null;
    } else if (!current) {
      return { ok: false, line, reason: 'Soubor nezačíná hlavičkou výpisu (řádek 074): není ve formátu GPC.' };
    } else if (kind === '075') {
      const read = transaction(row, line);
      if ('reason' in read) {
        current.refused.push({ line, text: row, reason: read.reason });
        last = null;
      } else {
        current.lines.push(read);
        last = read;
      }
    } else if (kind === '078' || kind === '079') {
      // Two message fields of 35 characters each.
      if (last)
        last.message = [last.message, row.slice(3, 38).trim(), row.slice(38, 73).trim()].filter(Boolean).join(' ');
    } else if (kind !== '076') {
      return { ok: false, line, reason: `Řádek druhu „${kind}“ formát GPC nezná.` };
    }
  }
  if (statements.length === 0) return { ok: false, line: 1, reason: 'Soubor je prázdný.' };
  return { ok: true, statements };
}
