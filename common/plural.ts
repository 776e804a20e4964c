const rules = new Intl.PluralRules('cs');

/** The three Czech forms a word takes after a number: 1 předpis, 2 předpisy, 5 předpisů. */
export interface CzechForms {
  one: string;
  few: string;
  other: string;
}

/** The form that goes with `n` (0 and 5 and more take `other`): for a noun, a verb or an adjective. */
export function formOf(n: number, forms: CzechForms): string {
  const rule = rules.select(n);
  return rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.other;
}

/** A count with the Czech form of its noun: 1 předpis, 2 předpisy, 5 předpisů (0 takes the last). */
export const countOf = (n: number, forms: CzechForms): string => `${n} ${formOf(n, forms)}`;
