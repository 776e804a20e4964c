import { MONTH_NAMES } from '../../../common/dates.ts';
/** Waste kinds as the bins' stickers name them. */
export const WASTE_KINDS: Record<string, string> = {
  smesny: 'Směsný odpad',
  plast: 'Plasty a nápojové kartony',
  papir: 'Papír',
  bio: 'Bioodpad',
  sklo: 'Sklo',
};

/** Each weekday in the accusative with "každý/á/é" agreeing with its gender. */
const WEEKDAYS_ACC: Record<number, { day: string; every: string; second: string }> = {
  1: { day: 'pondělí', every: 'každé', second: 'každé druhé' },
  2: { day: 'úterý', every: 'každé', second: 'každé druhé' },
  3: { day: 'středu', every: 'každou', second: 'každou druhou' },
  4: { day: 'čtvrtek', every: 'každý', second: 'každý druhý' },
  5: { day: 'pátek', every: 'každý', second: 'každý druhý' },
};

/** "každé úterý", "každý druhý čtvrtek (duben–listopad)", "jednou za 4 týdny v pátek" */
export function frequencyLabel(bin: { weekday: number; every_weeks: number; months: number[] }): string {
  const w = WEEKDAYS_ACC[bin.weekday] ?? { day: '', every: '', second: '' };
  const every =
    bin.every_weeks === 1
      ? `${w.every} ${w.day}`
      : bin.every_weeks === 2
        ? `${w.second} ${w.day}`
        : `jednou za ${bin.every_weeks} týdny ${bin.weekday === 3 ? 've' : 'v'} ${w.day}`;
  const [first] = bin.months;
  const last = bin.months.at(-1);
  const season =
    first !== undefined && last !== undefined && bin.months.length < 12
      ? ` (${MONTH_NAMES[first - 1]}–${MONTH_NAMES[last - 1]})`
      : '';
  return every + season;
}
