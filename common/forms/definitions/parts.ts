import type { Condition, Field } from '../types.ts';

// Fields that many forms ask the same way, written once. Each form still names its own fields
// (a stored request keeps its values by name), so a part takes the names where they differ.

/** Who files or owes: a person, a person in business, or a company (`company` says what kind). */
export const partyKind = (name: string, label: string, company = 'Právnická osoba'): Field => ({
  name,
  type: 'radio',
  label,
  required: true,
  options: [
    { value: 'person', label: 'Fyzická osoba' },
    { value: 'entrepreneur', label: 'Fyzická osoba podnikající' },
    { value: 'company', label: company },
  ],
});

/** The birth date of a party that is a person (in business or not). */
export const birthDate = (kind: string): Field => ({
  name: 'birth_date',
  type: 'date',
  label: 'Datum narození',
  required: true,
  range: 'past',
  when: { field: kind, equals: ['person', 'entrepreneur'] },
});

/** A company's or a business's identification number, where `when` asks for it. */
export const ico = (when?: Condition): Field => ({
  name: 'ico',
  type: 'text',
  label: 'IČO',
  hint: '8 číslic, např. 12345678',
  required: true,
  pattern: 'numeric',
  minLength: 8,
  maxLength: 8,
  ...(when ? { when } : {}),
});

/** The e-mail and telephone the office answers at, from the account. */
export const contact = (): Field[] => [
  { name: 'email', type: 'email', label: 'E-mail', required: true, prefill: 'email' },
  { name: 'phone', type: 'phone', label: 'Telefon', required: true, prefill: 'phone' },
];
