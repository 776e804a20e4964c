import type ICAL from 'ical.js';

// Small words the iCalendar reader's parts share: a property's text, a TEXT value's escapes, Czech counts.

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const shortened = (value: string, most: number) =>
  value.length > most ? `${value.slice(0, most - 1)}…` : value;
/** A Czech count: `one` for 1, `few` for 2–4, `many` for the rest, `%d` the number. */
export const counted = (n: number, one: string, few: string, many: string) =>
  (n === 1 ? one : n >= 2 && n <= 4 ? few : many).replace('%d', String(n));

export function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A TEXT value's escapes (RFC 5545 §3.3.11), which ical.js leaves in a property it does not know (X-ALT-DESC). */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
