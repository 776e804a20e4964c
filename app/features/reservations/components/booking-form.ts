// What the booking page and its steps share: the form's name, its own fields' labels and the names
// of the service's questions.

export const FORM = 'rezervace';

export const LABELS = {
  name: 'Jméno a příjmení',
  email: 'E-mail',
  phone: 'Telefon',
  note: 'Poznámka',
};

/** The service's own questions are the form's `answers.<name>` fields: the names the booking's errors use. */
export const ANSWER = 'answers.';

/** What was typed, by the fields' names. */
export type BookingValues = Record<string, string>;
