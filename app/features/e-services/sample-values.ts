import { addDays, pragueToday } from '../../../common/dates.ts';
import { CADASTRAL_AREAS } from '../../../common/forms/cadastral-areas.ts';
import type { Field, FormDefinition } from '../../../common/forms/types.ts';
import { type FormValues, visibility } from '../../../common/forms/validate.ts';

export interface SamplePerson {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
}

function padded(text: string, min = 0, max = 200): string {
  let out = text;
  while (out.length < min) out += ` ${text}`;
  return out.slice(0, max).trim().padEnd(min, 'a');
}

function sample(field: Field, person: SamplePerson, today: string): FormValues {
  const n = field.name;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (field.prefill === 'firstname') return { [n]: person.firstname };
      if (field.prefill === 'lastname') return { [n]: person.lastname };
      if (field.prefill === 'name') return { [n]: `${person.firstname} ${person.lastname}` };
      const max = field.maxLength ?? 200;
      if (field.pattern === 'numeric')
        return { [n]: '12345678901234567890'.slice(0, Math.max(field.minLength ?? 1, Math.min(8, max))) };
      if (field.pattern === 'alnumDot') return { [n]: padded('B.12', field.minLength, max).replaceAll(' ', '.') };
      return { [n]: padded('Údaje vyplněné pro ukázku', field.minLength, max) };
    }
    case 'email':
      return { [n]: person.email };
    case 'phone':
      return { [`${n}.prefix`]: '+420', [`${n}.number`]: person.phone };
    case 'number': {
      const value = field.min ?? 1;
      return { [n]: String(field.max !== undefined && value > field.max ? field.max : value) };
    }
    case 'date':
      return { [n]: field.range === 'past' || field.range === 'birth' ? addDays(today, -400) : addDays(today, 14) };
    case 'select':
    case 'radio':
      return { [n]: field.options.find((o) => o.value !== '')?.value ?? '' };
    case 'checkbox':
      return field.required ? { [n]: 'on' } : {};
    case 'address':
      return { [`${n}.street`]: person.street, [`${n}.city`]: person.city, [`${n}.zip`]: person.zip };
    case 'parcel':
      return { [`${n}.area`]: CADASTRAL_AREAS[0]!.value, [`${n}.number`]: '1234/5' };
    case 'person':
      return { [`${n}.name`]: `Eliška ${person.lastname}`, [`${n}.birth`]: addDays(today, -1100) };
    case 'file':
      return {};
  }
}

/**
 * Values that satisfy a form's rules, taking the first choice wherever the
 * form branches: for the demo's cases and for tests that file every form.
 * Also returns the file fields that need a file.
 */
export function sampleValues(def: FormDefinition, person: SamplePerson, today = pragueToday()) {
  const values: FormValues = {};
  // Conditions follow earlier answers: fill in order, then fill again what the answers revealed.
  for (let round = 0; round < 3; round++) {
    const { fields } = visibility(def, values);
    for (const field of fields) {
      for (const [name, value] of Object.entries(sample(field, person, today))) values[name] ??= value;
    }
  }
  const { fields } = visibility(def, values);
  const fileFields = [...fields].filter((f) => f.type === 'file' && f.required).map((f) => f.name);
  return { values, fileFields };
}
