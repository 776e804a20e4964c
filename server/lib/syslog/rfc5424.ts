/** An entry as an RFC 5424 syslog message: HEADER, STRUCTURED-DATA and MSG. */
import { type FormatOptions, type LogRecord, presentParams } from './record.ts';
import { pragueRfc3339 } from './time.ts';

const SEVERITY_CODES = { error: 3, warning: 4, notice: 5, info: 6 } as const;
const DEFAULT_FACILITY = 10;
// 32473 is the enterprise number RFC 5612 sets aside for documentation; the town may set its own.
const DEFAULT_SD_ID = 'vzorov@32473';
const NILVALUE = '-';
const BOM = '\uFEFF';

/** HOSTNAME, APP-NAME, PROCID and MSGID are 1*nPRINTUSASCII (%d33-126) or NILVALUE. */
function headerField(value: string | number | undefined, maxLength: number): string {
  const text = String(value ?? '')
    .trim()
    .replace(/[^\x21-\x7e]/gu, '_')
    .slice(0, maxLength);
  return text === '' ? NILVALUE : text;
}

/** SD-NAME = 1*32PRINTUSASCII except '=', SP, ']' and '"'; '' when nothing is left of it. */
function sdName(name: string): string {
  return name
    .trim()
    .replace(/[^\x21-\x7e]|[="\]]/gu, '_')
    .slice(0, 32);
}

/**
 * Line breaks (and the other C0 controls and DEL) become a space: a syslog line must stay one line
 * for collectors that frame by newline or print the line as it is, and a space keeps words apart
 * where an escape sequence would be read as text by some collectors and decoded by others.
 */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  return text.replace(/\r\n|[\x00-\x1f\x7f]/g, ' ');
}

/** PARAM-VALUE: '"', '\' and ']' MUST be escaped with a backslash (RFC 5424 §6.3.3). */
const paramValue = (value: string) => oneLine(value).replace(/["\\\]]/g, '\\$&');

function structuredData(params: LogRecord['params'], sdId: string | undefined): string {
  const fields: string[] = [];
  for (const [name, value] of presentParams(params)) {
    const safeName = sdName(name);
    if (safeName) fields.push(` ${safeName}="${paramValue(String(value))}"`);
  }
  if (fields.length === 0) return NILVALUE;
  return `[${sdName(sdId ?? '') || DEFAULT_SD_ID}${fields.join('')}]`;
}

function facilityOf(options: FormatOptions): number {
  const { facility } = options;
  return facility !== undefined && Number.isInteger(facility) && facility >= 0 && facility <= 23
    ? facility
    : DEFAULT_FACILITY;
}

/** The message up to and including STRUCTURED-DATA, and MSG (possibly ''), which may be cut. */
export function rfc5424Parts(entry: LogRecord, options: FormatOptions): { head: string; msg: string } {
  const pri = facilityOf(options) * 8 + (SEVERITY_CODES[entry.severity] ?? SEVERITY_CODES.notice);
  const head = [
    `<${pri}>1`,
    pragueRfc3339(entry.at) ?? NILVALUE,
    headerField(options.hostname, 255),
    headerField(options.appName, 48),
    headerField(options.procId, 128),
    headerField(entry.msgId, 32),
    structuredData(entry.params, options.sdId),
  ].join(' ');
  const text = oneLine(entry.message);
  // MSG-UTF8 starts with the BOM (§6.4); plain ASCII goes as MSG-ANY, which needs none.
  const msg = /\P{ASCII}/u.test(text) ? BOM + text : text;
  return { head, msg };
}

/** One RFC 5424 SYSLOG-MSG, without transport framing. */
export function formatRfc5424(entry: LogRecord, options: FormatOptions): string {
  const { head, msg } = rfc5424Parts(entry, options);
  // SYSLOG-MSG = HEADER SP STRUCTURED-DATA [SP MSG]: no trailing space when there is no message.
  return msg ? `${head} ${msg}` : head;
}
