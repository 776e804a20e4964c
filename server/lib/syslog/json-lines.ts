/** An entry as one JSON object a line. */
import { type FormatOptions, type LogRecord, presentParams } from './record.ts';
import { pragueRfc3339 } from './time.ts';

const FIXED_JSON_FIELDS = new Set(['time', 'host', 'app', 'severity', 'event', 'message']);

/**
 * The JSON object as text. Built from pairs rather than an object, so that a param called
 * `__proto__` is a field like any other.
 */
export function jsonObject(entry: LogRecord, options: FormatOptions, message: string): string {
  const fields: [string, unknown][] = [
    ['time', pragueRfc3339(entry.at)],
    ['host', options.hostname],
    ['app', options.appName],
    ['severity', entry.severity],
    ['event', entry.msgId],
    ['message', message],
  ];
  const names = new Set(FIXED_JSON_FIELDS);
  for (const [name, value] of presentParams(entry.params)) {
    // A param may not pass itself off as a fixed field; it keeps its value under a prefixed name.
    const field = FIXED_JSON_FIELDS.has(name) ? `param.${name}` : name;
    if (names.has(field)) continue;
    names.add(field);
    fields.push([field, value]);
  }
  return `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',')}}`;
}

/** One JSON object and '\n'; JSON.stringify escapes any line break inside it. */
export function formatJsonLine(entry: LogRecord, options: FormatOptions): string {
  return `${jsonObject(entry, options, entry.message)}\n`;
}
