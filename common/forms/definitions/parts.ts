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

/**
 * The birth date, filled in a digital act from the verified identity; with `kind`, asked only of a
 * party that is a person (in business or not).
 */
export const birthDate = (kind?: string): Field => ({
  name: 'birth_date',
  type: 'date',
  label: 'Datum narození',
  required: true,
  range: 'birth',
  prefill: 'birthdate',
  ...(kind ? { when: { field: kind, equals: ['person', 'entrepreneur'] } } : {}),
});

/** A person's given name and surname, filled from the account; `prefix` names another person's. */
export const personName = (prefix = ''): Field[] => [
  {
    name: `${prefix}firstname`,
    type: 'text',
    label: 'Jméno',
    required: true,
    maxLength: 50,
    prefill: 'firstname',
    autoComplete: 'given-name',
  },
  {
    name: `${prefix}lastname`,
    type: 'text',
    label: 'Příjmení',
    required: true,
    maxLength: 50,
    prefill: 'lastname',
    autoComplete: 'family-name',
  },
];

/** A person's or a company's name in one field, filled from the account. */
export const nameOrCompany = (): Field => ({
  name: 'name',
  type: 'text',
  label: 'Jméno a příjmení nebo název',
  required: true,
  maxLength: 150,
  prefill: 'name',
});

/** The address of permanent residence (or, as `label` says, a seat), filled from the account. */
export const address = (label = 'Adresa trvalého pobytu'): Field => ({
  name: 'address',
  type: 'address',
  label,
  required: true,
  prefill: 'address',
});

/** The applicant as a person: name, birth date, address of residence and how to reach them. */
export const person = (phone: 'required' | 'optional' = 'optional'): Field[] => [
  ...personName(),
  birthDate(),
  address(),
  ...contact(phone),
];

/** The closing statement every request ends with. */
export const declaration = (): Field => ({
  name: 'declaration',
  type: 'checkbox',
  label: 'Prohlašuji, že všechny uvedené údaje jsou pravdivé a úplné.',
  required: true,
});

/** The town's three cemeteries. */
export const cemetery = (): Field => ({
  name: 'cemetery',
  type: 'select',
  label: 'Hřbitov',
  required: true,
  options: [
    { value: 'vzorov', label: 'Městský hřbitov Vzorov' },
    { value: 'lhota', label: 'Hřbitov Vzorov-Lhota' },
    { value: 'podhaji', label: 'Hřbitov Podhájí' },
  ],
});

/** The parcel a request is about. */
export const parcel = (): Field => ({
  name: 'parcel',
  type: 'parcel',
  label: 'Pozemek',
  hint: 'Např. 1234/5',
  required: true,
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
export const contact = (phone: 'required' | 'optional' = 'required'): Field[] => [
  { name: 'email', type: 'email', label: 'E-mail', required: true, prefill: 'email' },
  {
    name: 'phone',
    type: 'phone',
    label: 'Telefon',
    ...(phone === 'required' ? { required: true } : {}),
    prefill: 'phone',
  },
];

/** Whether the applicant is a person or a company (or a person in business). */
export const applicantType = (): Field => ({
  name: 'applicant_type',
  type: 'radio',
  label: 'Žadatel je',
  required: true,
  options: [
    { value: 'person', label: 'Fyzická osoba' },
    { value: 'company', label: 'Právnická osoba nebo podnikatel' },
  ],
});

/** A leased grave: its cemetery, its number and the lease contract's number. */
export const leasedGrave = (): Field[] => [
  cemetery(),
  {
    name: 'grave_number',
    type: 'text',
    label: 'Číslo hrobového místa',
    hint: 'Oddělení, řada a číslo hrobu, např. B.12.4',
    required: true,
    pattern: 'alnumDot',
    maxLength: 20,
  },
  {
    name: 'contract_number',
    type: 'text',
    label: 'Číslo nájemní smlouvy',
    hint: 'Např. NS.2016.118, najdete ho na smlouvě',
    pattern: 'alnumDot',
    maxLength: 30,
  },
];

/** A social confirmation's own contents, where none of the usual kinds fits. */
export const confirmationOther = (): Field => ({
  name: 'other_description',
  type: 'textarea',
  label: 'Co má potvrzení obsahovat',
  required: true,
  maxLength: 1000,
  when: { field: 'confirmation_type', equals: 'other' },
});

/** How a social confirmation reaches the applicant. */
export const confirmationDelivery = (): Field => ({
  name: 'delivery',
  type: 'radio',
  label: 'Potvrzení si převezmu',
  required: true,
  options: [
    { value: 'in_person', label: 'Osobně na sociálním odboru' },
    { value: 'post', label: 'Poštou na adresu trvalého pobytu' },
  ],
});
