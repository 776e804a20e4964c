import { sql } from 'drizzle-orm';

/**
 * Words for the generated texts, picked by a row's number: enough variety that a search finds some
 * items and not all, and Czech, so the stemmer meets what it will meet.
 */
export const TOPICS = [
  'oprava chodníku',
  'rozpočet města',
  'svoz odpadu',
  'rekonstrukce školy',
  'uzavírka silnice',
  'veřejné osvětlení',
  'zasedání zastupitelstva',
  'dětské hřiště',
  'kanalizace',
  'územní plán',
  'prodej pozemku',
  'pronájem bytu',
  'dotace na kulturu',
  'hasiči',
  'knihovna',
  'sportovní hala',
  'parkování na náměstí',
  'zeleň v parku',
  'vodovod',
  'cyklostezka',
];

/** `topic(i)`: the SQL of the i-th row's topic (`i` an SQL integer expression). */
export const topic = (i: ReturnType<typeof sql.raw>) =>
  sql`(${sql.raw(`array[${TOPICS.map((t) => `'${t}'`).join(',')}]`)})[1 + (${i}) % ${TOPICS.length}]`;
