import { parseCsvStatement } from './csv.ts';
import { decodeStatement, parseGpc, type StatementLine } from './gpc.ts';

/** A statement's payments whatever its format, with the lines that could not be read. */
export interface ReadStatement {
  format: 'gpc' | 'csv';
  /** The town's account the statement is of; '' for CSV, whose rows do not say. */
  account: string;
  lines: StatementLine[];
  refused: { line: number; text: string; reason: string }[];
}

export type ReadResult = { ok: true; statement: ReadStatement } | { ok: false; line: number; reason: string };

/** Reads an uploaded statement: GPC when its first line is a GPC header (`074`), else CSV. */
export function readStatement(data: Uint8Array): ReadResult {
  const text = decodeStatement(data);
  if (text.includes('\u0000'))
    return { ok: false, line: 1, reason: 'Soubor není výpis ve formátu GPC ani CSV, ale binární soubor.' };
  const first = text.replace(/^\uFEFF/, '').trimStart();
  if (first.startsWith('074')) {
    const gpc = parseGpc(text);
    if (!gpc.ok) return gpc;
    return {
      ok: true,
      statement: {
        format: 'gpc',
        account: gpc.statements[0]!.account,
        lines: gpc.statements.flatMap((s) => s.lines),
        refused: gpc.statements.flatMap((s) => s.refused),
      },
    };
  }
  const csv = parseCsvStatement(text);
  if (!csv.ok) return csv;
  return { ok: true, statement: { format: 'csv', account: '', lines: csv.lines, refused: csv.refused } };
}
