import { Form, Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { isKeyOf, keysOf } from '../../../../common/keys.ts';
import { formOf } from '../../../../common/plural.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import type { HighlightParts } from '../schemas.ts';
import { SEARCH_TYPES, type SearchType } from '../types.ts';
import type { Route } from './+types/hledani';
import styles from './hledani.module.css';

const PER_PAGE = 10;

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const q = (url.searchParams.get('q') ?? '').slice(0, 2000).trim();
  const typeParam = url.searchParams.get('typ') ?? '';
  const type = isKeyOf(SEARCH_TYPES, typeParam) ? typeParam : null;
  const page = pageParam(url);
  if (!q) return { q, type, page, result: null };
  const result = await context.services.search.search(context.ctx, {
    q,
    type: type ?? undefined,
    page,
    perPage: PER_PAGE,
  });
  return { q, type, page, result };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...siteMeta(
    loaderData?.q ? `Hledání: ${loaderData.q}` : 'Hledání',
    'Hledejte na webu města Vzorov: aktuality, akce, stránky úřadu a další.',
  ),
  { name: 'robots', content: 'noindex' },
];

function Highlighted({ parts }: { parts: HighlightParts }) {
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  );
}

const resultsWord = (n: number) => formOf(n, { one: 'výsledek', few: 'výsledky', other: 'výsledků' });

function Tips() {
  return (
    <div className={styles.tips}>
      <h2>Co zkusit</h2>
      <ul>
        <li>Napište jedno nebo dvě klíčová slova, například „svoz odpadu“ nebo „občanský průkaz“.</li>
        <li>Diakritiku psát nemusíte a nevadí ani jiný tvar slova („popelnice“ najde i „popelnic“).</li>
        <li>
          Podívejte se do <Link to="/aktuality">aktualit</Link>, na <Link to="/akce">akce</Link> nebo do{' '}
          <Link to="/mapa-stranek">mapy stránek</Link>.
        </li>
      </ul>
    </div>
  );
}

export default function SearchPage({ loaderData: { q, type, page, result } }: Route.ComponentProps) {
  const href = (options: { type?: SearchType | null; page?: number }) => {
    const params = new URLSearchParams({ q });
    const t = options.type === undefined ? type : options.type;
    if (t) params.set('typ', t);
    if ((options.page ?? 1) > 1) params.set('strana', String(options.page));
    return `/hledani?${params}`;
  };
  const counts = result?.counts ?? {};
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const total = result?.total ?? 0;
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Hledání' }]} />
      <h1>Hledání</h1>
      <Form method="get" action="/hledani" role="search" className={styles.form}>
        <label htmlFor="hledani-q" className={styles.label}>
          Hledaný výraz
        </label>
        <div className={styles.row}>
          <input
            id="hledani-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={2000}
            className={styles.input}
            key={q}
          />
          <button type="submit" className="button button--primary">
            Hledat
          </button>
        </div>
      </Form>
      {!q ? (
        <Tips />
      ) : (
        <>
          <p className={styles.summary} role="status">
            {all > 0 ? (
              <>
                Pro „{q}“ jsme našli {all} {resultsWord(all)}.
              </>
            ) : (
              <>Pro „{q}“ jsme nic nenašli.</>
            )}
            {result?.corrected ? <> Hledali jsme „{result.corrected}“.</> : null}
          </p>
          {all > 0 ? (
            <nav aria-label="Druh výsledků">
              <ul className={filterLinks.filters}>
                <li>
                  <Link to={href({ type: null })} aria-current={type ? undefined : 'page'}>
                    Vše ({all})
                  </Link>
                </li>
                {keysOf(SEARCH_TYPES)
                  .filter((t) => counts[t])
                  .map((t) => (
                    <li key={t}>
                      <Link to={href({ type: t, page: 1 })} aria-current={type === t ? 'page' : undefined}>
                        {SEARCH_TYPES[t]} ({counts[t]})
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          {result && result.rows.length > 0 ? (
            <ol className={styles.results} start={(page - 1) * PER_PAGE + 1}>
              {result.rows.map((r) => (
                <li key={r.url} className={styles.result}>
                  <p className={styles.type}>
                    {SEARCH_TYPES[r.type]}
                    {r.date ? (
                      <>
                        {' '}
                        · <time dateTime={r.date}>{formatDate(new Date(r.date))}</time>
                      </>
                    ) : null}
                  </p>
                  <h2 className={styles.title}>
                    <Link to={r.url}>
                      <Highlighted parts={r.title_parts} />
                    </Link>
                  </h2>
                  <p className={styles.snippet}>
                    <Highlighted parts={r.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          ) : all > 0 ? (
            <p>
              Na této straně už nic není. <Link to={href({ page: 1 })}>Zpět na první stranu</Link>
            </p>
          ) : (
            <Tips />
          )}
          <Pagination page={page} pages={Math.ceil(total / PER_PAGE)} href={(n) => href({ page: n })} />
        </>
      )}
    </div>
  );
}
