import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { isIco } from '../../../../common/ico.ts';
import { decodeText } from '../../../../common/text-encoding.ts';
import { absolute } from '../addresses.ts';
import { columnsFor } from '../records.ts';
import type { ImportOptions } from '../schemas.ts';
import { czechEncoding } from './text.server.ts';
import { type ParsedSource, type RecordItem, SourceRefused } from './types.ts';

// A register as a table: CSV or TSV (";", "," or tab; in the encoding its BOM names, else UTF-8 or
// the Czech windows-1250 that Excel writes, as its bytes say, or as the office chooses) or the first sheet of an XLSX workbook, a heading
// row first. The office says what the rows are (documents, contracts, decrees, newsletter issues) and
// which column is which field; headings offices usually write are found by themselves.

export interface Table {
  headers: string[];
  rows: string[][];
  /** The encoding a CSV was read in; none for a workbook. */
  encoding?: string;
}

const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** A cell as text: a date as YYYY-MM-DD, a link as its address, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('hyperlink' in value) return String(value.hyperlink);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result ?? null);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Characters below the space other than tab, line ends and form feed: what no text holds. */
function controlCharacters(text: string): number {
  let found = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) found++;
  }
  return found;
}

export async function readTable(data: Buffer, chosenEncoding = ''): Promise<Table> {
  let records: string[][];
  let encoding: string | undefined;
  if (isZip(data)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.read(Readable.from([data]));
    } catch {
      throw new SourceRefused('Soubor XLSX je poškozený nebo neúplný; uložte ho v Excelu nebo LibreOffice znovu.');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new SourceRefused('Sešit XLSX nemá žádný list.');
    records = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value).trim();
      });
      records.push(Array.from(cells, (c) => c ?? ''));
    });
  } else {
    const decoded = decodeText(data, chosenEncoding || undefined, czechEncoding);
    encoding = decoded.encoding;
    const text = decoded.text.replace(/^\uFEFF/, '');
    if (/^\s*</.test(text)) throw new SourceRefused('Soubor není tabulka CSV ani XLSX (vypadá jako HTML nebo XML).');
    // Text has no control characters but line ends and tabs; a file full of them is a program, a
    // picture or an old binary .xls, not a table.
    if (controlCharacters(text.slice(0, 65_536)) > 8)
      throw new SourceRefused(
        'Soubor není tabulka CSV ani XLSX: obsahuje binární data. Starší sešit .xls uložte v Excelu jako .xlsx nebo CSV.',
      );
    const first = text.split(/\r?\n/, 1)[0] ?? '';
    try {
      records = parse(text, {
        delimiter: first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',',
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
      });
    } catch (error) {
      if (error instanceof CsvError) throw new SourceRefused(`Soubor není čitelné CSV (řádek ${error.lines}).`);
      throw error;
    }
  }
  const [headers = [], ...rows] = records;
  if (!headers.some(Boolean)) throw new SourceRefused('Tabulka nemá v prvním řádku názvy sloupců.');
  return { headers: headers.map((h) => h.trim()), rows: rows.filter((r) => r.some(Boolean)), encoding };
}

/**
 * An IČO as a spreadsheet left it: a number whose leading zeros it dropped (5 to 7 digits) gets them
 * back, and a note says so; the checksum is the contract's schema's to check, after the padding.
 */
function paddedIco(value: string): { ico: string; note: string | null } {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{5,7}$/.test(digits)) return { ico: value, note: null };
  const ico = digits.padStart(8, '0');
  const checked = isIco(ico) ? '' : ' Ani tak nesedí jeho kontrolní číslice.';
  return { ico, note: `IČO „${value}“ doplněno úvodními nulami na ${ico} (tabulkový procesor je vynechal).${checked}` };
}

/** The natural identity of a row, where the table has no identifier column. */
function naturalKey(kind: RecordItem['recordKind'], v: Record<string, string>): string {
  switch (kind) {
    case 'documents':
      return `${v.name}|${v.date}`;
    case 'contracts':
      return v.registry_id ? `registr:${v.registry_id}` : `${v.counterparty}|${v.subject}|${v.signed_on}`;
    case 'decrees':
      return v.number ?? '';
    case 'newsletter':
      return `${v.year}/${v.number}`;
  }
}

export async function parseTable(data: Buffer, options: ImportOptions): Promise<ParsedSource> {
  const table = await readTable(data, options.encoding);
  const kind = options.recordKind;
  const columns = columnsFor(kind, table.headers, options.columns);
  const missing = columns.filter((c) => c.required && !c.column).map((c) => c.label);
  const items = table.rows.map((row, i): RecordItem => {
    const values: Record<string, string> = {};
    for (const { field, column } of columns) {
      if (column) values[field] = row[table.headers.indexOf(column)] ?? '';
    }
    const problems = missing.length ? [`Chybí sloupec: ${missing.join(', ')}. Přiřaďte ho.`] : [];
    const notes: string[] = [];
    if (row.some((cell) => cell.includes('\uFFFD')))
      problems.push(
        `Řádek obsahuje znaky, které v kódování ${table.encoding ?? ''} nedávají smysl (�): zvolte jiné kódování souboru.`,
      );
    if (kind === 'contracts' && values.counterparty_ico) {
      const { ico, note } = paddedIco(values.counterparty_ico);
      values.counterparty_ico = ico;
      if (note) notes.push(note);
    }
    const title = values.name || values.subject || values.title || values.number || `Řádek ${i + 2}`;
    const oldUrl = /^https?:\/\//.test(values.old_url ?? '') ? values.old_url! : null;
    // A file's address may be relative to the record's page on the former site.
    const file = values.file ? absolute(values.file, oldUrl) : null;
    return {
      kind: 'record',
      recordKind: kind,
      key: `${kind}:${values.key || naturalKey(kind, values)}`,
      title,
      oldUrl,
      alsoAt: file ? [file] : [],
      problems,
      notes,
      values,
      file: values.file
        ? { name: values.file.split('/').pop() || title, url: file ?? values.file, role: 'document' }
        : null,
    };
  });
  return {
    items,
    title: null,
    ...(table.encoding ? { encoding: table.encoding } : {}),
    table: { headers: table.headers, columns, ...(table.encoding ? { encoding: table.encoding } : {}) },
  };
}
