import XMLBuilder from 'fast-xml-builder';

// Open311 GeoReport v2's two formats (wiki.open311.org/GeoReport_v2): XML, which the specification
// requires, and JSON, the same with the XML's list element left out, so a list is a bare array.

export type Format = 'json' | 'xml';

export const CONTENT_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
};

const builder = new XMLBuilder({ format: true, suppressEmptyNode: false, processEntities: true });
const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

/** A list as XML: `<root><item>…</item><item>…</item></root>`; null fields are empty elements. */
export const xmlList = (root: string, item: string, rows: object[]) =>
  DECLARATION + builder.build({ [root]: rows.length > 0 ? { [item]: rows } : '' });

/** One element as XML: `<root>…</root>`. */
export const xmlOne = (root: string, body: object) => DECLARATION + builder.build({ [root]: body });

/** An Open311 error: its code may say more than the HTTP status (a 400 for a bad date span). */
export interface Open311Error {
  code: number;
  description: string;
}

export const errorBody = (format: Format, errors: Open311Error[]) =>
  format === 'xml' ? xmlList('errors', 'error', errors) : JSON.stringify(errors);

/** The format a path ends in; a path in no format is answered in XML, the specification's own. */
export const formatOf = (path: string): Format => (/\.json(\?|$)/.test(path) ? 'json' : 'xml');

const offsetFormat = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', timeZoneName: 'longOffset' });

/** A moment as the specification writes it (W3C, with Prague's offset): 2026-05-04T08:15:30+02:00. */
export function w3cTime(at: Date): string {
  const zone = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  const local = new Date(at.getTime() + offsetMinutes(offset) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

const offsetMinutes = (offset: string) => {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(offset) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};
