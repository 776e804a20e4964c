import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { absolute } from '../files.server.ts';
import { columnsFor } from '../records.ts';
import type { ImportOptions } from '../schemas.ts';
import { type ParsedSource, type RecordItem, SourceRefused } from './types.ts';

// A register as a table: CSV (";" or ",", UTF-8) or the first sheet of an XLSX workbook, a heading
// row first. The office says what the rows are (documents, contracts, decrees, newsletter issues) and
// which column is which field; headings offices usually write are found by themselves.

export interface Table {
  headers: string[];
  rows: string[][];
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

export async function readTable(data: Buffer): Promise<Table> {
  let records: string[][];
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
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    if (/^\s*</.test(text)) throw new SourceRefused('Soubor není tabulka CSV ani XLSX (vypadá jako HTML nebo XML).');
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
  return { headers: headers.map((h) => h.trim()), rows: rows.filter((r) => r.some(Boolean)) };
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
  const table = await readTable(data);
  const kind = options.recordKind;
  const columns = columnsFor(kind, table.headers, options.columns);
  const missing = columns.filter((c) => c.required && !c.column).map((c) => c.label);
  const items = table.rows.map((row, i): RecordItem => {
    const values: Record<string, string> = {};
    for (const { field, column } of columns) {
      if (column) values[field] = row[table.headers.indexOf(column)] ?? '';
    }
    const problems = missing.length ? [`Chybí sloupec: ${missing.join(', ')}. Přiřaďte ho.`] : [];
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
      notes: [],
      values,
      file: values.file
        ? { name: values.file.split('/').pop() || title, url: file ?? values.file, role: 'document' }
        : null,
    };
  });
  return { items, title: null, table: { headers: table.headers, columns } };
}
