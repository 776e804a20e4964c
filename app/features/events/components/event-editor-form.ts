// The events editor's form as its page and its parts share it: the form's name, its fields' labels
// (the error summary's too), how many rows of links and exceptions it takes, the form's first
// values from the stored event, and how a part reads a field's value and its errors.

import type { DefaultValue } from '@conform-to/react';
import { addDays, pragueParts } from '../../../../common/dates.ts';
import type { useFormChecks } from '../../../lib/use-form-checks.ts';
import type { EditableEvent, EventInput, eventInputSchema } from '../schemas.ts';

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
/** As many rows as the schema takes: no add button past them. */
export const MAX_LINKS = 10;
export const MAX_EXCEPTIONS = 60;
/** The picture a proposer sent with the proposal: not in the library, kept as it is. */
export const KEEP = 'ponechat';

/** The editor's form in the browser (Conform's, through `useFormChecks`): its fields, rows and buttons. */
export type EventChecks = ReturnType<typeof useFormChecks<typeof eventInputSchema>>;
/** A field's value as the form shows it: what was sent (a refused post's, or one a row button changed), else what is stored. */
export type FieldValue = (name: keyof EventInput) => string;
/** The form's problems by field, if any. */
export type FieldErrors = Record<string, string[]> | undefined;

/** What a part of the editor's form is drawn from: the stored event, its field values and errors. */
export interface EventFormPart {
  event: EditableEvent;
  value: FieldValue;
  errors: FieldErrors;
}

/** The form's dates and times of a stored event; an all-day one's last day is the one before it ends. */
function formTimes(event: EditableEvent) {
  if (!event.starts_at) return { start_date: '', start_time: '', end_date: '', end_time: '' };
  const start = pragueParts(new Date(event.starts_at));
  const end = pragueParts(new Date(event.ends_at));
  return {
    start_date: start.date,
    start_time: event.all_day ? '' : start.time,
    end_date: event.all_day ? addDays(end.date, -1) : end.date,
    end_time: event.all_day ? '' : end.time,
  };
}

/**
 * The form's first values, the stored event's. The picture is not among them: the choice to keep a
 * proposer's one is no number (the page gives it to its select).
 */
export function formDefaults(event: EditableEvent): DefaultValue<EventInput> {
  return {
    title: event.title,
    perex: event.perex,
    body: event.body,
    categories: event.categories.map((category) => category.slug),
    all_day: event.all_day,
    ...formTimes(event),
    // A rule the form cannot say (from the API) is kept as it is, or changed as text.
    ...(event.repeat_fields ?? { rrule: event.repeat_rule ?? '' }),
    place: event.place,
    price: event.price ?? '',
    organizer: event.organizer,
    contact: event.contact ?? '',
    links: event.links,
    exceptions: event.exceptions,
    draft: event.status === 'draft',
    version: event.version,
  };
}

/** The error summary's labels, listed in the form's order: the rows come before the picture. */
export function summaryLabels(links: number, exceptions: number): Record<string, string> {
  const { image_id: imageLabel, ...beforeImage } = LABELS;
  const labels: Record<string, string> = { ...beforeImage, links: 'Odkazy' };
  for (let n = 0; n < links; n++) {
    labels[`links[${n}].label`] = `Odkaz ${n + 1}: text`;
    labels[`links[${n}].url`] = `Odkaz ${n + 1}: adresa`;
  }
  labels.exceptions = 'Zrušené a posunuté termíny';
  for (let n = 0; n < exceptions; n++) {
    labels[`exceptions[${n}].date`] = `Výjimka ${n + 1}: termín`;
    labels[`exceptions[${n}].start_date`] = `Výjimka ${n + 1}: nový den`;
    labels[`exceptions[${n}].start_time`] = `Výjimka ${n + 1}: nový začátek`;
    labels[`exceptions[${n}].end_time`] = `Výjimka ${n + 1}: nový konec`;
  }
  Object.assign(labels, { image_id: imageLabel, confirm: 'Smazání' });
  return labels;
}
