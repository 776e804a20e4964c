import type { z } from 'zod';
import { isCalendarDate, pragueTime } from '../../common/dates.ts';

/**
 * A posted form read by the operation's own Zod schema, the one the JSON API checks: each field
 * arrives as the type the schema asks for, so a page action converts nothing by hand and both ways
 * in give the same input the same verdict. The rules, by the field's type under its wrappers:
 * - a checkbox (boolean) is true when sent with any value but '', 'false', 'off' or '0'; unchecked
 *   (not sent at all) it is false;
 * - a number drops spaces and takes a decimal comma; an empty one is null where the schema takes
 *   null ("none"), else left out; one that is not a number stays text, for the schema's message;
 * - a date (`z.date()`) from a date or datetime-local input is that wall-clock moment in Prague,
 *   whichever side of a change of time it falls;
 * - repeated fields (an array) are all their values, in order; a text area for a list gives one
 *   item a line; a blank item is none; files are the ones actually chosen (a browser sends an empty
 *   file for a file input left empty);
 * - any other empty field is '' where the schema takes it; else null where it takes null ("none"),
 *   else left out where it may be; a required one stays '', for the schema's own message.
 * Fields the schema does not name are not read.
 */
export function formInput(schema: z.ZodObject, form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = fieldValue(field as Node, form.getAll(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** Zod's own description of a schema (`_zod.def`), as far as reading a form needs it. */
interface Node {
  _zod: { def: { type: string; innerType?: Node; in?: Node; element?: Node } };
  safeParse(value: unknown): { success: boolean };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The type under the wrappers, and whether null is among what the field takes. */
function unwrap(node: Node): { type: Node; nullable: boolean } {
  let nullable = false;
  let type = node;
  for (;;) {
    const { def } = type._zod;
    if (def.type === 'nullable') nullable = true;
    if (WRAPPERS.has(def.type) && def.innerType) type = def.innerType;
    else if (def.type === 'pipe' && def.in) type = def.in;
    else return { type, nullable };
  }
}

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

function fieldValue(node: Node, sent: FormDataEntryValue[]): unknown {
  const { type, nullable } = unwrap(node);
  const kind = type._zod.def.type;
  if (kind === 'array') {
    const { element } = type._zod.def;
    if (!element) throw new Error('A Zod array describes its elements.');
    return sent
      .flatMap((value): FormDataEntryValue[] =>
        isFile(value) ? [value] : value.split(/\r?\n/).map((line) => line.trim()),
      )
      .flatMap((value) => {
        const read = value === '' ? undefined : scalar(element, value);
        return read === undefined ? [] : [read];
      });
  }
  if (kind === 'boolean') return sent.some((value) => !['', 'false', 'off', '0'].includes(String(value)));
  const [first] = sent;
  if (first === undefined) return undefined;
  const read = scalar(node, first);
  if (read === undefined && nullable) return null;
  if (read !== '') return read;
  const candidates: unknown[] = ['', ...(nullable ? [null] : []), undefined];
  const taken = candidates.findIndex((empty) => node.safeParse(empty).success);
  return taken === -1 ? '' : candidates[taken];
}

/** One sent value as the field's type asks; undefined for an empty number, date or file, '' for empty text. */
function scalar(node: Node, value: FormDataEntryValue): unknown {
  const { type } = unwrap(node);
  const kind = type._zod.def.type;
  if (isFile(value)) return value.size > 0 || value.name !== '' ? value : undefined;
  if (kind === 'file') return undefined;
  if (kind === 'number' || kind === 'int') {
    const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
    if (text === '') return undefined;
    const number = Number(text);
    return Number.isFinite(number) ? number : value;
  }
  if (kind === 'date') {
    if (value === '') return undefined;
    const [, day, time] = value.match(/^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/) ?? [];
    return day && isCalendarDate(day) ? pragueTime(day, time ?? '00:00') : value;
  }
  return value;
}
