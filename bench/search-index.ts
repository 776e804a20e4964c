// `npm run bench:search`: what an editor's save and a resident's search cost with the demo's corpus
// and with 50,000 more documents (a town's fifteen years), in the same process one after the other,
// so the figure that matters is the ratio (issue 30: a save within 1.2× of the demo's). On PGlite,
// or on PostgreSQL when DATABASE_URL is set (a fresh database there, dropped at the end).
import { sql } from 'drizzle-orm';
import { searchDocuments } from '../app/features/search/schema.server.ts';
import { searchSources, services } from '../composition/services.ts';
import { createTestApp, loginAsStaff } from '../server/test/app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const MORE = Number(process.env.BENCH_DOCUMENTS ?? 50_000);

const t = await createTestApp();
const token = await loginAsStaff(t.app, 'martin');
const headers = { authorization: `Bearer ${token}` };

const created = await t.app.inject({
  method: 'POST',
  url: '/api/staff/articles',
  headers,
  payload: {
    kind: 'news',
    title: 'Oprava kašny na návsi',
    perex: 'Začne v dubnu.',
    body: '<p>Kašna.</p>',
    publication: 'published',
  },
});
const article = created.json().data as { id: number; version: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of `ROUNDS` saves of one published article, each a new text (its words change in the index). */
async function saves(): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/articles/${article.id}`,
      headers,
      payload: {
        kind: 'news',
        title: `Oprava kašny na návsi, ${i}. díl`,
        perex: i % 2 ? 'Začne v dubnu.' : 'Začne v květnu, říká stavbyvedoucí.',
        body: `<p>Kašna ${i}: ${'Práce pokračují podle plánu. '.repeat(1 + (i % 5))}</p>`,
        publication: 'published',
        version: article.version,
      },
    });
    took.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
    article.version = res.json().data.version;
  }
  return median(took);
}

/** The median of `ROUNDS` searches, a few words each, one of them misspelt now and then. */
async function searches(): Promise<number> {
  const queries = ['koupaliste', 'svoz odpadu', 'uredni deska', 'kasna', 'obcansky prukaz', 'hasici'];
  const took: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(queries[i % queries.length]!)}`,
    });
    took.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
  }
  return median(took);
}

const documents = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments))[0]!.n;

// The planner knows the demo's tables, as autovacuum would have told it on a running site.
await t.app.db.execute(sql`analyze`);
// A first round warms the process and the database up; its figures are not kept.
await saves();
await searches();
const small = { documents: await documents(), save: await saves(), search: await searches() };

// Fifteen years of news: words drawn from the demo's own, with five thousand more the demo lacks.
await t.app.db.execute(sql`
  insert into articles (kind, slug, title, perex, body, published_at, created_at, updated_at)
  select 'news', 'archiv-' || i,
    'Zpráva ' || i || ': ' || w[1 + i % n] || ' ' || w[1 + (i * 7) % n],
    w[1 + (i * 3) % n] || ' ' || w[1 + (i * 11) % n] || ' slovo' || (i % 5000) || '.',
    '<p>' || repeat(w[1 + (i * 13) % n] || ' ' || w[1 + (i * 17) % n] || ' ', 40) || '</p>',
    now() - (i || ' hours')::interval, now(), now()
  from generate_series(1, ${MORE}) as i,
    (select array_agg(word) as w, count(*)::int as n from search_words) as vocabulary`);
const started = performance.now();
await services.search.rebuildIndex({ db: t.app.db, now: new Date() }, searchSources);
const rebuild = performance.now() - started;
// As autovacuum would soon after an import: the planner learns the tables' new sizes.
await t.app.db.execute(sql`analyze`);
const large = { documents: await documents(), save: await saves(), search: await searches() };

await t.close();
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; medians of ${ROUNDS}`);
console.log('| corpus | documents | an editor’s save | a search |');
console.log('|---|---|---|---|');
console.log(`| the demo | ${small.documents} | ${ms(small.save)} | ${ms(small.search)} |`);
console.log(`| + ${MORE} articles | ${large.documents} | ${ms(large.save)} | ${ms(large.search)} |`);
console.log(`| ratio | | ${(large.save / small.save).toFixed(2)}× | ${(large.search / small.search).toFixed(2)}× |`);
console.log(`full rebuild of the large index: ${(rebuild / 1000).toFixed(1)} s`);
