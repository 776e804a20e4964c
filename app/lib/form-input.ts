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
 * - rows (an array of objects: Conform's field lists, named `rows[0].field`) are each read by these
 *   rules, as is a group of fields (an object, `group.field`).
 * Fields the schema does not name are not read.
 */
export function formInput(schema: z.ZodObject, form: FormData): Record<string, unknown> {
  return readFields(shapeOf(schema), (name) => form.getAll(name));
}

/**
 * The same, from the payload Conform makes of a form (`parse`, `parseWithZod`): its names taken apart
 * into rows and groups, and a list intent (a row added, removed or moved) already applied.
 */
export function payloadInput(schema: z.ZodObject, payload: unknown): Record<string, unknown> {
  const fields = isRecord(payload) ? payload : {};
  return readFields(shapeOf(schema), (name) => fields[name]);
}

// Zod's shape is typed by its own classes; what reading a form needs of them is `Node`.
const shapeOf = (schema: z.ZodObject) => schema.shape as Record<string, Node>;

function readFields(shape: Record<string, Node>, sent: (name: string) => unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const value = fieldValue(field, sent(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** Zod's own description of a schema (`_zod.def`), as far as reading a form needs it. */
interface Node {
  _zod: { def: { type: string; innerType?: Node; in?: Node; element?: Node; shape?: Record<string, Node> } };
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
const isEntry = (value: unknown): value is FormDataEntryValue => typeof value === 'string' || value instanceof File;

/** What was sent for a field, as a list: a form's repeated values, or a payload's one value or several. */
const entries = (sent: unknown): unknown[] => (sent === undefined ? [] : Array.isArray(sent) ? sent : [sent]);

/** The fields of an object schema, when the node is one (a row, a group). */
function objectFields(node: Node): Record<string, Node> | undefined {
  const { type } = unwrap(node);
  return type._zod.def.type === 'object' ? type._zod.def.shape : undefined;
}

const rowValue = (shape: Record<string, Node>, row: Record<string, unknown>) => readFields(shape, (name) => row[name]);

function fieldValue(node: Node, received: unknown): unknown {
  const { type, nullable } = unwrap(node);
  const kind = type._zod.def.type;
  const group = objectFields(node);
  if (group) return isRecord(received) ? rowValue(group, received) : undefined;
  if (kind === 'array') {
    const { element } = type._zod.def;
    if (!element) throw new Error('A Zod array describes its elements.');
    // A row the browser's list left a hole for (Conform sends none for a removed one) is no row.
    const rows = objectFields(element);
    if (rows) return entries(received).flatMap((row) => (isRecord(row) ? [rowValue(rows, row)] : []));
    return entries(received)
      .filter(isEntry)
      .flatMap((value): FormDataEntryValue[] =>
        isFile(value) ? [value] : value.split(/\r?\n/).map((line) => line.trim()),
      )
      .flatMap((value) => {
        const read = value === '' ? undefined : scalar(element, value);
        return read === undefined ? [] : [read];
      });
  }
  const sent = entries(received).filter(isEntry);
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
