/**
 * CSV as Czech Excel opens it: `;` between cells, CRLF between rows, UTF-8 with a BOM. A cell a
 * spreadsheet would run as a formula is written with a leading apostrophe (CSV injection).
 */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const toCsv = (rows: (string | number)[][]) =>
  `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
