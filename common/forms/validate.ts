import { formatDay, isCalendarDate, pragueToday } from '../dates.ts';
import { isOneOf } from '../keys.ts';
import { validationMessages as m } from '../messages.ts';
import { PHONE_MESSAGE, readPhone } from '../phone.ts';
import { PHONE_PREFIXES } from '../phone-prefixes.ts';
import { CADASTRAL_AREAS } from './cadastral-areas.ts';
import type { Condition, DateField, Field, FormDefinition, Section } from './types.ts';

/** A form's values as a browser posts them: one string per input name (a ticked checkbox is 'on'). */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

/** Messages for the rules spec §5 does not word. */
export const formMessages = {
  parcel: 'Zadejte číslo parcely, například 1234 nebo 1234/5.',
  zip: 'PSČ má pět číslic, například 123 45.',
  date: 'Zadejte datum ve tvaru den. měsíc. rok.',
  choice: 'Vyberte prosím jednu z nabízených možností.',
  birthDate: 'Datum narození nemůže být v budoucnosti.',
} as const;

const TEXT_MAX = 200;
const TEXTAREA_MAX = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;
const ALNUM_DOT = /^[\p{L}\p{N}.]+$/u;
const PARCEL = /^\d{1,5}(\/\d{1,4})?$/;
const ZIP = /^\d{3} ?\d{2}$/;

/** The input names a field posts: composite fields have one per part. */
export function inputNames(field: Field): string[] {
  switch (field.type) {
    case 'phone':
      return [`${field.name}.prefix`, `${field.name}.number`];
    case 'address':
      return [`${field.name}.street`, `${field.name}.city`, `${field.name}.zip`];
    case 'parcel':
      return [`${field.name}.area`, `${field.name}.number`];
    case 'person':
      return [`${field.name}.name`, `${field.name}.birth`];
    case 'file':
      return [];
    default:
      return [field.name];
  }
}

export const allFields = (def: FormDefinition): Field[] => def.sections.flatMap((s) => s.fields);

/** A few fields outside any request form (a reservation service's questions), to check with the same rules. */
export const fieldsForm = (fields: readonly Field[]): FormDefinition => ({
  key: 'fields',
  title: '',
  intro: '',
  department: '',
  situation: '',
  sections: [{ title: '', fields }],
});

function holds(condition: Condition | undefined, values: FormValues): boolean {
  if (!condition) return true;
  const value = values[condition.field] ?? '';
  return typeof condition.equals === 'string' ? value === condition.equals : condition.equals.includes(value);
}

/**
 * Which sections and fields apply to these values. A condition on a field
 * that is itself hidden sees it as empty, so chains of conditions collapse.
 */
export function visibility(def: FormDefinition, values: FormValues) {
  const effective: FormValues = {};
  const sections = new Set<Section>();
  const fields = new Set<Field>();
  for (const section of def.sections) {
    if (!holds(section.when, effective)) continue;
    sections.add(section);
    for (const field of section.fields) {
      if (!holds(field.when, effective)) continue;
      fields.add(field);
      for (const name of inputNames(field)) if (values[name] !== undefined) effective[name] = values[name];
    }
  }
  return { sections, fields };
}

/** An ISO date (YYYY-MM-DD) that exists in the calendar, in the site's range of years. */
export const isIsoDate = isCalendarDate;

/** Czech decimal comma or a dot; spaces as thousands separators. */
export function parseNumber(value: string): number | null {
  const normalised = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
}

type Check = (value: string) => string | null;

function checkText(value: string, rules: { min?: number; max: number; pattern?: 'numeric' | 'alnumDot' }) {
  const length = [...value].length;
  if (rules.min !== undefined && length < rules.min) return m.minLength(rules.min);
  if (length > rules.max) return m.maxLength(rules.max);
  if (rules.pattern === 'numeric' && !DIGITS.test(value)) return m.numeric;
  if (rules.pattern === 'alnumDot' && !ALNUM_DOT.test(value)) return m.alphaNumDot;
  return null;
}

/**
 * A date as a field's range asks: 'birth' is the one rule of every date of birth (a person's field,
 * a `person` field's part, a dog's): not after today in Prague, where `today` is the request's day.
 */
function checkDate(value: string, range: DateField['range'], today: string): string | null {
  if (!isIsoDate(value)) return formMessages.date;
  if (range === 'birth' && value > today) return formMessages.birthDate;
  if (range === 'past' && value > today) return m.maxValue(formatDay(today));
  if (range === 'future' && value < today) return m.minValue(formatDay(today));
  return null;
}

/** Each input of a field with what must hold for it; `required` marks the parts a required field needs. */
function partsOf(field: Field, today: string): { name: string; required: boolean; check?: Check }[] {
  const required = field.required ?? false;
  switch (field.type) {
    case 'text':
    case 'textarea':
      return [
        {
          name: field.name,
          required,
          check: (v) =>
            checkText(v, {
              min: field.minLength,
              max: field.maxLength ?? (field.type === 'text' ? TEXT_MAX : TEXTAREA_MAX),
              pattern: field.pattern,
            }),
        },
      ];
    case 'email':
      return [{ name: field.name, required, check: (v) => (v.length > 254 || !EMAIL.test(v) ? m.email : null) }];
    case 'phone':
      return [
        {
          name: `${field.name}.prefix`,
          required: false,
          check: (v) => (isOneOf(PHONE_PREFIXES, v) ? null : formMessages.choice),
        },
        {
          name: `${field.name}.number`,
          required,
          check: (v) => {
            // As people write numbers: spaces, dashes, brackets, and the country's + in front.
            const digits = v.replace(/[\s().-]/g, '').replace(/^\+/, '');
            if (!DIGITS.test(digits)) return m.numeric;
            if (digits.length < 6) return m.minLength(6);
            return digits.length > 15 ? m.maxLength(15) : null;
          },
        },
      ];
    case 'number':
      return [
        {
          name: field.name,
          required,
          check: (v) => {
            const n = parseNumber(v);
            if (n === null || (!field.decimals && !Number.isInteger(n))) return m.numeric;
            if (field.min !== undefined && n < field.min) return m.minValue(field.min);
            if (field.max !== undefined && n > field.max) return m.maxValue(field.max);
            return null;
          },
        },
      ];
    case 'date':
      return [{ name: field.name, required, check: (v) => checkDate(v, field.range, today) }];
    case 'select':
    case 'radio':
      return [
        {
          name: field.name,
          required,
          check: (v) => (field.options.some((o) => o.value === v) ? null : formMessages.choice),
        },
      ];
    case 'checkbox':
      return [{ name: field.name, required, check: (v) => (v === 'on' || v === 'true' ? null : formMessages.choice) }];
    case 'address':
      return [
        { name: `${field.name}.street`, required, check: (v) => checkText(v, { min: 2, max: 200 }) },
        { name: `${field.name}.city`, required, check: (v) => checkText(v, { min: 2, max: 100 }) },
        { name: `${field.name}.zip`, required, check: (v) => (ZIP.test(v) ? null : formMessages.zip) },
      ];
    case 'parcel':
      return [
        {
          name: `${field.name}.area`,
          required,
          check: (v) => (CADASTRAL_AREAS.some((a) => a.value === v) ? null : formMessages.choice),
        },
        { name: `${field.name}.number`, required, check: (v) => (PARCEL.test(v) ? null : formMessages.parcel) },
      ];
    case 'person':
      return [
        { name: `${field.name}.name`, required, check: (v) => checkText(v, { min: 3, max: 150 }) },
        { name: `${field.name}.birth`, required, check: (v) => checkDate(v, 'birth', today) },
      ];
    case 'file':
      return [];
  }
}

export interface Validated {
  errors: FieldErrors;
  /** The values of the fields that apply, trimmed; everything else is dropped. */
  data: FormValues;
}

/**
 * Checks values against a form's rules, the same in the browser and on the
 * server. `fileCounts` says how many files each file field holds (their size
 * and content are the server's to check). Fields hidden by their conditions
 * are neither checked nor kept; unknown names are ignored.
 */
export function validateForm(
  def: FormDefinition,
  values: FormValues,
  fileCounts: Record<string, number> = {},
  today: string = pragueToday(),
): Validated {
  const errors: FieldErrors = {};
  const data: FormValues = {};
  const { fields } = visibility(def, values);
  for (const field of fields) {
    if (field.type === 'file') {
      if (field.required && !((fileCounts[field.name] ?? 0) > 0)) errors[field.name] = [m.required];
      continue;
    }
    for (const part of partsOf(field, today)) {
      const raw = values[part.name];
      const value = typeof raw === 'string' ? raw.trim() : '';
      if (value === '') {
        if (part.required) errors[part.name] = [m.required];
        continue;
      }
      const problem = part.check?.(value);
      if (problem) errors[part.name] = [problem];
      else data[part.name] = value;
    }
    if (field.type === 'phone') normalisePhone(field.name, data, errors);
    const email = data[field.name];
    if (field.type === 'email' && field.confirms && email !== undefined) {
      const other = (values[field.confirms] ?? '').trim();
      if (other.toLowerCase() !== email.toLowerCase()) errors[field.name] = [m.confirmed];
    }
  }
  return { errors, data };
}

/**
 * A phone field's number kept as its country prefix and national digits (E.164 together), however
 * it was typed; one no listed country has is the number's error.
 */
function normalisePhone(name: string, data: FormValues, errors: FieldErrors) {
  const number = data[`${name}.number`];
  if (number === undefined || errors[`${name}.number`]) return;
  const phone = readPhone(number, data[`${name}.prefix`] ?? '');
  if (!phone) {
    errors[`${name}.number`] = [PHONE_MESSAGE];
    return;
  }
  data[`${name}.prefix`] = phone.prefix;
  data[`${name}.number`] = phone.number;
}

/** The label each input name is shown with in an error summary or a summary of the request. */
export function inputLabels(def: FormDefinition): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of allFields(def)) {
    switch (field.type) {
      case 'phone':
        labels[`${field.name}.prefix`] = `${field.label} – předvolba`;
        labels[`${field.name}.number`] = field.label;
        break;
      case 'address':
        labels[`${field.name}.street`] = `${field.label} – ulice a číslo domu`;
        labels[`${field.name}.city`] = `${field.label} – obec`;
        labels[`${field.name}.zip`] = `${field.label} – PSČ`;
        break;
      case 'parcel':
        labels[`${field.name}.area`] = `${field.label} – katastrální území`;
        labels[`${field.name}.number`] = `${field.label} – číslo parcely`;
        break;
      case 'person':
        labels[`${field.name}.name`] = `${field.label} – jméno a příjmení`;
        labels[`${field.name}.birth`] = `${field.label} – datum narození`;
        break;
      default:
        labels[field.name] = field.label;
    }
  }
  return labels;
}
