/**
 * Forms are data: each online request is a declarative definition of
 * sections and fields, rendered by one renderer (app/features/e-services/components/request-form.tsx,
 * with the fields of app/components/forms) and
 * checked by one validator (./validate.ts) in the browser and on the server.
 * This module stays free of Zod so the browser bundle carries none.
 */

/**
 * Where the account's details fill a field in for a logged-in resident. In a digital act the ones a
 * verified identity vouches for (the names and `birthdate`) come from it instead, and cannot be changed.
 */
export type Prefill = 'firstname' | 'lastname' | 'name' | 'birthdate' | 'email' | 'phone' | 'address';

/** Show a field or a section only when another field has one of these values (a checkbox: 'on'). */
export interface Condition {
  field: string;
  /** One value or any of several. */
  equals: string | readonly string[];
}

export interface Option {
  value: string;
  label: string;
}

interface FieldBase {
  /** Form-wide unique, [a-z0-9_]; composite fields store their parts as `name.part`. */
  name: string;
  label: string;
  /** A sentence under the label: what to write, in what shape. */
  hint?: string;
  required?: boolean;
  when?: Condition;
  prefill?: Prefill;
}

export interface TextField extends FieldBase {
  type: 'text' | 'textarea';
  minLength?: number;
  maxLength?: number;
  /** `numeric`: digits only (spec §5 numeric rule); `alnumDot`: letters, digits and dots (spec §5 regex rule). */
  pattern?: 'numeric' | 'alnumDot';
  autoComplete?: string;
}

export interface EmailField extends FieldBase {
  type: 'email';
  /** Name of another field this one must repeat (spec §5 confirmation rule). */
  confirms?: string;
}

/** A phone number with the spec's prefix select; stored as `name.prefix` and `name.number`. */
export interface PhoneField extends FieldBase {
  type: 'phone';
}

export interface NumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  /** Whole numbers only unless set. */
  decimals?: boolean;
  /** Shown after the input, e.g. 'cm', 'Kč', 'ks'. */
  unit?: string;
}

export interface DateField extends FieldBase {
  type: 'date';
  /**
   * Relative to today in Europe/Prague: 'past' = today or earlier, 'future' = today or later, 'birth' =
   * a date of birth (today or earlier, with its own message).
   */
  range?: 'past' | 'future' | 'birth';
}

export interface ChoiceField extends FieldBase {
  type: 'select' | 'radio';
  options: readonly Option[];
}

export interface CheckboxField extends FieldBase {
  type: 'checkbox';
  /** Required checkboxes are consents and declarations that must be ticked. */
}

/** Street and house number, town, postcode: `name.street`, `name.city`, `name.zip`. */
export interface AddressField extends FieldBase {
  type: 'address';
}

/** Cadastral area (select of Vzorov's areas) and parcel number such as 1234/5: `name.area`, `name.number`. */
export interface ParcelField extends FieldBase {
  type: 'parcel';
}

/** Full name and birth date of a person: `name.name`, `name.birth`. */
export interface PersonField extends FieldBase {
  type: 'person';
}

export interface FileField extends FieldBase {
  type: 'file';
  multiple?: boolean;
}

export type Field =
  | TextField
  | EmailField
  | PhoneField
  | NumberField
  | DateField
  | ChoiceField
  | CheckboxField
  | AddressField
  | ParcelField
  | PersonField
  | FileField;

export interface Section {
  title: string;
  /** A paragraph under the section's heading. */
  intro?: string;
  when?: Condition;
  fields: readonly Field[];
}

export interface FormDefinition {
  /** Stable key of the form, kebab-case; cases and drafts refer to it. */
  key: string;
  /** The request's title, e.g. "Přihlášení psa k místnímu poplatku". */
  title: string;
  /** One or two sentences on what the request is for, shown above the form. */
  intro: string;
  /** Slug of the department that handles it (see the demo departments). */
  department: string;
  /** The life situation (`/potrebuji-vyridit/{slug}`) that describes it. */
  situation: string;
  /** `/potrebuji-vyridit/{online}/online-zadost`, where the form has a dedicated page. */
  online?: string;
  /** `/forms/pending/{pending}`, for the spec's pending forms. */
  pending?: string;
  /** An administrative fee recorded on the case, in whole crowns. */
  fee?: { amount: number; label: string };
  /** Days the office has to decide (správní řád § 71: 30 unless a law sets another). */
  periodDays?: number;
  /**
   * A verified identity the filing needs (Identita občana) and its least level of assurance: the
   * resident then reviews and confirms what they file, and it counts as a digital act (zákon č.
   * 12/2020 Sb., § 4 odst. 1 písm. d)).
   */
  identity?: 'substantial' | 'high';
  sections: readonly Section[];
}

/** A file already attached to a draft, as the form shows it (with a link to download it and a way to remove it). */
export interface AttachedFile {
  id: string;
  /** The file field it was chosen in. */
  field: string;
  filename: string;
  size: number;
}
