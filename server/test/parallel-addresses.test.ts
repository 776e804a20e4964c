import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleries } from '../../app/features/galleries/schema.server.ts';
import { articles } from '../../app/features/news/schema.server.ts';
import { articleInput } from '../../app/features/news/test-articles.ts';
import { noticeItems } from '../../app/features/notice-board/schema.server.ts';
import { pages } from '../../app/features/pages/schema.server.ts';
import { departments } from '../../app/features/people/schema.server.ts';
import { addDays, pragueToday } from '../../common/dates.ts';
import { suiteApp } from './suite.ts';

/**
 * Two clerks, or one double click, saving new items of one title at the same moment: each save
 * gets its own address, the next free one, never a 500. On PostgreSQL the saves really run side by
 * side on their own connections (on PGlite they queue on its one).
 */
const t = suiteApp({ staff: 'martin' });
const PARALLEL = 10;

const kinds = [
  {
    what: 'articles',
    url: '/api/staff/articles',
    body: () => articleInput('Uzavírka Husovy ulice'),
    slugs: (ids: number[]) => t.app.db.select({ slug: articles.slug }).from(articles).where(inArray(articles.id, ids)),
    stem: 'uzavirka-husovy-ulice',
  },
  {
    what: 'pages',
    url: '/api/staff/pages',
    body: () => ({ title: 'Koupaliště v létě', description: 'Ceník.', body: '<p>Ceník.</p>', published: false }),
    slugs: (ids: number[]) => t.app.db.select({ slug: pages.slug }).from(pages).where(inArray(pages.id, ids)),
    stem: 'koupaliste-v-lete',
  },
  {
    what: 'departments',
    url: '/api/staff/departments',
    body: () => ({
      name: 'Odbor kultury a sportu',
      description: 'Kultura, sport a spolky.',
      agendas: [],
      room: 'Přízemí, dveře 5',
      position: 50,
    }),
    slugs: (ids: number[]) =>
      t.app.db.select({ slug: departments.slug }).from(departments).where(inArray(departments.id, ids)),
    stem: 'odbor-kultury-a-sportu',
  },
  {
    what: 'galleries',
    url: '/api/staff/galleries',
    body: () => ({ title: 'Vánoční jarmark' }),
    slugs: (ids: number[]) =>
      t.app.db.select({ slug: galleries.slug }).from(galleries).where(inArray(galleries.id, ids)),
    stem: 'vanocni-jarmark',
  },
  {
    what: 'notices',
    url: '/api/staff/notice-board',
    body: () => {
      const postedOn = pragueToday(t.app.clock());
      return {
        title: 'Oznámení o zahájení řízení',
        description: '<p>Text.</p>',
        category: 'stavebni-rizeni',
        originator: 'Městský úřad Vzorov',
        reference_number: '',
        file_mark: '',
        posted_on: postedOn,
        relevant_until: addDays(postedOn, 15),
        withhold_personal_data: false,
      };
    },
    slugs: (ids: number[]) =>
      t.app.db.select({ slug: noticeItems.slug }).from(noticeItems).where(inArray(noticeItems.id, ids)),
    stem: 'oznameni-o-zahajeni-rizeni',
  },
];

describe('parallel saves of one title', () => {
  it.each(kinds.map((kind) => [kind.what, kind] as const))(
    'of %s each get an address of their own',
    async (_, kind) => {
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.call('POST', kind.url, kind.body())));
      expect(
        answers.map((res) => res.statusCode),
        answers.map((res) => res.body.slice(0, 200)).join('\n'),
      ).toEqual(Array(PARALLEL).fill(201));
      const ids = answers.map((res) => res.json().data.id as number);
      const slugs = (await kind.slugs(ids)).map((row) => row.slug).sort();
      expect(slugs).toEqual(
        [kind.stem, ...Array.from({ length: PARALLEL - 1 }, (_, i) => `${kind.stem}-${i + 2}`)].sort(),
      );
    },
  );
});

describe('parallel saves of one chosen address', () => {
  it('of products give one product and refuse the others, naming the address', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call('POST', '/api/staff/shop/products', {
          slug: 'kalendar-vzorova-2027',
          name: 'Kalendář Vzorova 2027',
          description: 'Nástěnný kalendář.',
          price: '150',
          categories: ['suvenyry'],
          discountable: true,
          active: false,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses, answers.map((res) => res.body.slice(0, 200)).join('\n')).toEqual([
      201,
      ...Array(PARALLEL - 1).fill(422),
    ]);
    for (const refused of answers.filter((res) => res.statusCode === 422))
      expect(refused.json().errors.slug).toEqual(['Tuto adresu už má jiný výrobek.']);
  });
});
