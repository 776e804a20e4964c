const rules = new Intl.PluralRules('cs');

/** A count with the Czech form of its noun: 1 předpis, 2 předpisy, 5 předpisů (0 takes the last). */
export function countOf(n: number, forms: { one: string; few: string; other: string }): string {
  const rule = rules.select(n);
  return `${n} ${rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.other}`;
}
