import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages.ts';
import { formDefinitions } from './definitions/index.ts';
import type { FormDefinition } from './types.ts';
import { formMessages, inputLabels, isIsoDate, parseNumber, validateForm } from './validate.ts';

const TODAY = '2026-11-22';

const form = (fields: FormDefinition['sections'][number]['fields']): FormDefinition => ({
  key: 'test',
  title: 'Zkouška',
  intro: '',
  department: 'financni-odbor',
  situation: 'ostatni-zadosti',
  sections: [{ title: 'Údaje', fields }],
});

const errorsOf = (def: FormDefinition, values: Record<string, string>, files: Record<string, number> = {}) =>
  validateForm(def, values, files, TODAY).errors;

describe('the rules and their messages (spec §5)', () => {
  it('required, minimum and maximum length', () => {
    const def = form([{ type: 'text', name: 'a', label: 'A', required: true, minLength: 3, maxLength: 5 }]);
    expect(errorsOf(def, {})).toEqual({ a: [m.required] });
    expect(errorsOf(def, { a: '   ' })).toEqual({ a: [m.required] });
    expect(errorsOf(def, { a: 'ab' })).toEqual({ a: ['Vyplňte prosím minimálně 3 znaků.'] });
    expect(errorsOf(def, { a: 'abcdef' })).toEqual({ a: ['Vyplňte prosím maximálně 5 znaků.'] });
    expect(errorsOf(def, { a: 'abcd' })).toEqual({});
  });

  it('minimum and maximum value, whole numbers, a Czech decimal comma', () => {
    const def = form([
      { type: 'number', name: 'n', label: 'N', min: 10, max: 500 },
      { type: 'number', name: 'd', label: 'D', decimals: true },
    ]);
    expect(errorsOf(def, { n: '5' })).toEqual({ n: ['Hodnota musí být minimálně 10.'] });
    expect(errorsOf(def, { n: '501' })).toEqual({ n: ['Hodnota musí být maximálně 500.'] });
    expect(errorsOf(def, { n: '12,5' })).toEqual({ n: [m.numeric] });
    expect(errorsOf(def, { n: 'deset' })).toEqual({ n: [m.numeric] });
    expect(errorsOf(def, { n: '120', d: '12,5' })).toEqual({});
  });

  it('e-mail, its confirmation, digits only, letters and digits with a dot', () => {
    const def = form([
      { type: 'email', name: 'email', label: 'E-mail', required: true },
      { type: 'email', name: 'email_again', label: 'E-mail znovu', confirms: 'email' },
      { type: 'text', name: 'chip', label: 'Čip', pattern: 'numeric' },
      { type: 'text', name: 'grave', label: 'Hrob', pattern: 'alnumDot' },
    ]);
    expect(errorsOf(def, { email: 'jana@' })).toEqual({ email: [m.email] });
    expect(errorsOf(def, { email: 'jana@vzorov.cz', email_again: 'jan@vzorov.cz' })).toEqual({
      email_again: [m.confirmed],
    });
    expect(errorsOf(def, { email: 'jana@vzorov.cz', chip: '12 34' })).toEqual({ chip: [m.numeric] });
    expect(errorsOf(def, { email: 'jana@vzorov.cz', grave: 'B-12' })).toEqual({ grave: [m.alphaNumDot] });
    expect(
      errorsOf(def, { email: 'jana@vzorov.cz', email_again: 'Jana@vzorov.cz', chip: '123', grave: 'B.12.Č4' }),
    ).toEqual({});
  });

  it('composite fields are checked part by part', () => {
    const def = form([
      { type: 'address', name: 'addr', label: 'Adresa', required: true },
      { type: 'parcel', name: 'parcel', label: 'Pozemek', required: true },
      { type: 'person', name: 'child', label: 'Dítě', required: true },
      { type: 'phone', name: 'phone', label: 'Telefon' },
    ]);
    expect(
      errorsOf(def, {
        'addr.zip': '1234',
        'parcel.area': 'x',
        'parcel.number': '12-4',
        'child.birth': '2030-01-01',
        'phone.number': '12ab',
      }),
    ).toEqual({
      'addr.street': [m.required],
      'addr.city': [m.required],
      'addr.zip': [formMessages.zip],
      'parcel.area': [formMessages.choice],
      'parcel.number': [formMessages.parcel],
      'child.name': [m.required],
      'child.birth': ['Datum narození nemůže být v budoucnosti.'],
      'phone.number': [m.numeric],
    });
  });

  it('a phone number is kept as its country prefix and national digits, however it is typed', () => {
    const def = form([{ type: 'phone', name: 'phone', label: 'Telefon' }]);
    expect(validateForm(def, { 'phone.prefix': '+420', 'phone.number': '+421 905 123 456' }).data).toEqual({
      'phone.prefix': '+421',
      'phone.number': '905123456',
    });
    expect(validateForm(def, { 'phone.prefix': '', 'phone.number': '777-123-456' }).data).toEqual({
      'phone.prefix': '+420',
      'phone.number': '777123456',
    });
    expect(errorsOf(def, { 'phone.prefix': '+420', 'phone.number': '777 123' })).toEqual({
      'phone.number': ['Napište telefonní číslo, například 777 123 456, nebo i s předvolbou: +421 905 123 456.'],
    });
  });

  it('a date must exist, and past or future as the field says', () => {
    const def = form([
      { type: 'date', name: 'past', label: 'P', range: 'past' },
      { type: 'date', name: 'future', label: 'F', range: 'future' },
    ]);
    expect(errorsOf(def, { past: '2026-02-30' })).toEqual({ past: [formMessages.date] });
    expect(errorsOf(def, { future: '2026-11-21' })).toEqual({ future: ['Hodnota musí být minimálně 22. 11. 2026.'] });
    expect(errorsOf(def, { past: '2026-11-22', future: '2026-11-22' })).toEqual({});
  });

  it('a date of birth is today or earlier, with its own message, in every form that asks for one', () => {
    const def = form([{ type: 'date', name: 'born', label: 'Datum narození', range: 'birth' }]);
    expect(errorsOf(def, { born: '2026-11-23' })).toEqual({ born: ['Datum narození nemůže být v budoucnosti.'] });
    expect(errorsOf(def, { born: '2026-11-22' })).toEqual({});
    // Every date field of the request forms that asks for a date of birth follows this one rule.
    const births = formDefinitions.flatMap((f) =>
      f.sections.flatMap((s) => s.fields).filter((field) => field.type === 'date' && /narozen/i.test(field.label)),
    );
    expect(births.length).toBeGreaterThan(5);
    expect(births.filter((field) => field.type !== 'date' || field.range !== 'birth')).toEqual([]);
  });

  it('conditions: hidden fields are neither required nor kept; unknown names are dropped', () => {
    const def = form([
      { type: 'checkbox', name: 'exempt', label: 'Uplatňuji osvobození' },
      { type: 'text', name: 'reason', label: 'Důvod', required: true, when: { field: 'exempt', equals: 'on' } },
      { type: 'file', name: 'proof', label: 'Doklad', required: true, when: { field: 'exempt', equals: 'on' } },
    ]);
    expect(validateForm(def, { reason: 'x', hacker: '1' }, {}, TODAY)).toEqual({ errors: {}, data: {} });
    expect(errorsOf(def, { exempt: 'on' })).toEqual({ reason: [m.required], proof: [m.required] });
    expect(validateForm(def, { exempt: 'on', reason: ' důchod ' }, { proof: 1 }, TODAY)).toEqual({
      errors: {},
      data: { exempt: 'on', reason: 'důchod' },
    });
  });
});

describe('the validator over any input (property-based)', () => {
  const anyValues = fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 300 }), { maxKeys: 40 });

  it('never throws, and keeps only the names a form has, whatever is posted', () => {
    fc.assert(
      fc.property(fc.constantFrom(...formDefinitions), anyValues, (def, values) => {
        const { errors, data } = validateForm(def, values, {}, TODAY);
        const labels = inputLabels(def);
        for (const name of [...Object.keys(errors), ...Object.keys(data)]) expect(labels[name] ?? name).toBeTruthy();
        for (const name of Object.keys(data)) expect(name in labels).toBe(true);
        // Something is either kept or refused, never both.
        for (const name of Object.keys(data)) expect(errors[name]).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('text within its bounds passes and outside it gets the spec message with the bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.string({ maxLength: 50 }),
        (min, extra, text) => {
          const max = min + extra;
          const def = form([{ type: 'text', name: 't', label: 'T', minLength: min, maxLength: max }]);
          const value = text.trim();
          const length = [...value].length;
          const errors = errorsOf(def, { t: text });
          if (value === '') expect(errors).toEqual({});
          else if (length < min) expect(errors).toEqual({ t: [m.minLength(min)] });
          else if (length > max) expect(errors).toEqual({ t: [m.maxLength(max)] });
          else expect(errors).toEqual({});
        },
      ),
    );
  });

  it('numbers: any integer in range passes, any outside gets the min/max message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (a, b, n) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const def = form([{ type: 'number', name: 'n', label: 'N', min, max }]);
          const errors = errorsOf(def, { n: String(n) });
          if (n < min) expect(errors).toEqual({ n: [m.minValue(min)] });
          else if (n > max) expect(errors).toEqual({ n: [m.maxValue(max)] });
          else expect(errors).toEqual({});
        },
      ),
    );
  });

  it('digits-only and letters-with-dot rules accept exactly their alphabets', () => {
    const def = form([
      { type: 'text', name: 'd', label: 'D', pattern: 'numeric' },
      { type: 'text', name: 'a', label: 'A', pattern: 'alnumDot' },
    ]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (text) => {
        const value = text.trim();
        if (!value) return;
        const errors = errorsOf(def, { d: text, a: text });
        expect(errors.d === undefined).toBe(/^\d+$/.test(value));
        expect(errors.a === undefined).toBe(/^[\p{L}\p{N}.]+$/u.test(value));
      }),
    );
  });

  it('dates: only real calendar days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isIsoDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-1-1'])
      expect(isIsoDate(bad)).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('reads Czech numbers', () => {
    expect(parseNumber('1 234,5')).toBe(1234.5);
    expect(parseNumber('12.')).toBeNull();
  });
});

describe('the form definitions', () => {
  it('has 21 online-request forms and 16 pending forms with the spec addresses', () => {
    expect(formDefinitions.filter((f) => f.online)).toHaveLength(21);
    expect(formDefinitions.filter((f) => f.pending)).toHaveLength(16);
  });

  it('every field name is unique in its form, and every condition names a field before it', () => {
    for (const def of formDefinitions) {
      const seen = new Set<string>();
      for (const section of def.sections) {
        if (section.when) expect(seen.has(section.when.field), `${def.key}: ${section.title}`).toBe(true);
        for (const field of section.fields) {
          expect(seen.has(field.name), `${def.key}.${field.name} twice`).toBe(false);
          expect(field.name).toMatch(/^[a-z0-9_]+$/);
          if (field.when) expect(seen.has(field.when.field), `${def.key}.${field.name}`).toBe(true);
          seen.add(field.name);
        }
      }
    }
  });
});
