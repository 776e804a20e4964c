// The events editor's form as its page and its parts share it: the form's name, its fields' labels
// (the error summary's too), how many rows of links and exceptions it offers, and how a part reads
// a field's value and its errors.

import type { EditableEvent } from '../schemas.ts';

export const FORM = 'akce';
export const LABELS = {
  title: 'Název akce',
  perex: 'Krátký popis',
  body: 'Podrobnosti',
  categories: 'Kategorie',
  start_date: 'Datum začátku',
  start_time: 'Čas začátku',
  end_date: 'Datum konce',
  end_time: 'Čas konce',
  repeat_weeks: 'Opakování',
  repeat_kind: 'Opakování',
  repeat_interval: 'Jak často',
  repeat_end: 'Konec opakování',
  repeat_until: 'Opakovat do',
  repeat_count: 'Počet konání',
  rrule: 'Pravidlo opakování',
  place: 'Místo',
  price: 'Vstupné',
  organizer: 'Pořadatel',
  contact: 'Kontakt',
  image_id: 'Obrázek',
};
/** Room for the links an event has and two more; without JavaScript a form cannot grow rows. */
export const SPARE_LINKS = 2;
export const MAX_LINKS = 10;
/** Rows for the occurrences skipped or moved, and two more; without JavaScript a form cannot grow rows. */
export const SPARE_EXCEPTIONS = 2;
export const MAX_EXCEPTIONS = 60;
export const EXCEPTION_FIELDS = ['date', 'start_date', 'start_time', 'end_time'] as const;
/** The picture a proposer sent with the proposal: not in the library, kept as it is. */
export const KEEP = 'ponechat';

/** A field's value as the form shows it: what was typed (a refused post's), else what is stored. */
export type FieldValue = (name: string, stored: string | null | undefined) => string;
/** The refused post's problems by field, if any. */
export type FieldErrors = Record<string, string[]> | undefined;

/** What a part of the editor's form is drawn from: the stored event, a refused post's typing, its field values and errors. */
export interface EventFormPart {
  event: EditableEvent;
  /** What a refused post sent, shown again. */
  typed: Record<string, string> | undefined;
  value: FieldValue;
  errors: FieldErrors;
}

/** The error summary's labels, listed in the form's order: the link rows come before the picture. */
export function summaryLabels(): Record<string, string> {
  const { image_id: imageLabel, ...beforeImage } = LABELS;
  const labels: Record<string, string> = { ...beforeImage, links: 'Odkazy' };
  for (let n = 0; n < MAX_LINKS; n++) {
    labels[`links.${n}.label`] = `Odkaz ${n + 1}: text`;
    labels[`links.${n}.url`] = `Odkaz ${n + 1}: adresa`;
  }
  Object.assign(labels, { image_id: imageLabel, confirm: 'Smazání' });
  return labels;
}
