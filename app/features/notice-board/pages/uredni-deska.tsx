import { Form, Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import listing from '../../../components/ui/listing.module.css';
import { FilterSelect } from '../../../components/ui/listing.tsx';
import { Pagination, PrevNext } from '../../../components/ui/pagination.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { noticeDate } from '../format.ts';
import { noticeQuery } from '../schemas.ts';
import type { Route } from './+types/uredni-deska';
import styles from './notice-board.module.css';

const PER_PAGE = 20;
const INTRO =
  'Elektronická úřední deska Města Vzorov: vyhlášky, oznámení, výběrová řízení a další dokumenty, které musí být zveřejněné. Co bylo sejmuto, najdete v archivu.';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const archive = url.searchParams.get('archiv') === '1';
  const page = pageParam(url);
  const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE) });
  if (archive) query.set('archive', 'true');
  const category = url.searchParams.get('kategorie') ?? '';
  if (/^[a-z0-9-]{1,100}$/.test(category)) query.set('category', category);
  const year = url.searchParams.get('rok') ?? '';
  if (/^(19|20)\d\d$/.test(year)) query.set('year', year);
  // What the API would refuse (a year it does not keep) is the 404 page, as it was.
  const input = parseParams(noticeQuery, Object.fromEntries(query));
  // The archive goes on from an item (`starsi`, `novejsi`: its address), fifteen years deep as fast
  // as its first page; the board's few dozen items keep their numbered pages and their count.
  const from = (name: string) => {
    const slug = url.searchParams.get(name) ?? '';
    return /^[a-z0-9-]{1,200}$/.test(slug) ? slug : undefined;
  };
  const [list, categories, years] = await Promise.all([
    archive
      ? services.noticeBoard.archivePage(ctx, { ...input, older: from('starsi'), newer: from('novejsi') })
      : services.noticeBoard.list(ctx, input),
    services.noticeBoard.categories(ctx),
    services.noticeBoard.years(ctx, archive),
  ]);
  const total = 'total' in list ? list.total : null;
  return {
    notices: list.rows,
    total,
    page,
    pages: total === null ? 1 : Math.max(1, Math.ceil(total / PER_PAGE)),
    older: 'older' in list ? list.older : null,
    newer: 'newer' in list ? list.newer : null,
    archive,
    category: query.get('category'),
    year: query.get('year'),
    categories,
    years,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...siteMeta(loaderData?.archive ? 'Archiv úřední desky' : 'Úřední deska', INTRO),
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    href: '/uredni-deska/rss.xml',
    title: 'Úřední deska (RSS)',
  },
];

export default function NoticeBoard({ loaderData: d }: Route.ComponentProps) {
  const href = (page: number, archive = d.archive, from?: ['starsi' | 'novejsi', string]) => {
    const params = new URLSearchParams();
    if (archive) params.set('archiv', '1');
    if (archive === d.archive) {
      if (d.category) params.set('kategorie', d.category);
      if (d.year) params.set('rok', d.year);
    }
    if (page > 1) params.set('strana', String(page));
    if (from) params.set(...from);
    const q = params.toString();
    return q ? `/uredni-deska?${q}` : '/uredni-deska';
  };
  const title = d.archive ? 'Archiv úřední desky' : 'Úřední deska';
  return (
    <div>
      <Breadcrumbs
        items={
          d.archive ? [{ text: 'Úřední deska', to: '/uredni-deska' }, { text: 'Archiv' }] : [{ text: 'Úřední deska' }]
        }
      />
      <h1>{title}</h1>
      <p className="lead">{INTRO}</p>
      <nav aria-label="Deska a archiv">
        <ul className="nav-buttons">
          <li>
            <Link to={href(1, false)} aria-current={d.archive ? undefined : 'page'}>
              Vyvěšené
            </Link>
          </li>
          <li>
            <Link to={href(1, true)} aria-current={d.archive ? 'page' : undefined}>
              Archiv
            </Link>
          </li>
        </ul>
      </nav>
      <Form method="get" action="/uredni-deska" className={listing.filters}>
        {d.archive ? <input type="hidden" name="archiv" value="1" /> : null}
        <FilterSelect
          id="deska-kategorie"
          name="kategorie"
          label="Kategorie"
          value={d.category}
          options={d.categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <FilterSelect id="deska-rok" name="rok" label="Rok vyvěšení" value={d.year} options={d.years} />
        <button type="submit" className="button button--secondary">
          Filtrovat
        </button>
      </Form>
      <p className={listing.count} role="status">
        {d.total === null
          ? d.notices.length === 0
            ? 'Nic nenalezeno.'
            : null
          : d.total === 0
            ? 'Nic nenalezeno.'
            : `Položek: ${d.total}`}
      </p>
      {d.notices.length > 0 ? (
        <ul className={listing.list}>
          {d.notices.map((n) => (
            <li key={n.slug} className={`card ${listing.item}`}>
              <h2 className={listing.title}>
                <Link to={`/uredni-deska/${n.slug}`} className="card-link">
                  {n.title}
                </Link>
              </h2>
              <dl className={listing.meta}>
                <div>
                  <dt>Vyvěšeno</dt>
                  <dd>{noticeDate(n.posted_on)}</dd>
                </div>
                <div>
                  <dt>Sejmutí</dt>
                  <dd>{n.relevant_until ? noticeDate(n.relevant_until) : 'neurčeno'}</dd>
                </div>
                <div>
                  <dt>Kategorie</dt>
                  <dd>{n.category.name}</dd>
                </div>
                <div>
                  <dt>Původce</dt>
                  <dd>{n.originator}</dd>
                </div>
                {n.reference_number ? (
                  <div>
                    <dt>Č. j.</dt>
                    <dd>{n.reference_number}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      ) : d.page > 1 ? (
        <p>
          Na této straně už nic není. <Link to={href(1)}>Zpět na první stranu</Link>
        </p>
      ) : null}
      {d.archive ? (
        <PrevNext
          newer={d.newer === null ? null : href(1, true, ['novejsi', d.newer])}
          older={d.older === null ? null : href(1, true, ['starsi', d.older])}
        />
      ) : (
        <Pagination page={d.page} pages={d.pages} href={(page) => href(page)} />
      )}
      <section className={styles.openData} aria-labelledby="deska-data">
        <h2 id="deska-data">Otevřená data a odběr</h2>
        <ul>
          <li>
            <a href="/opendata/uredni-deska.jsonld" type="application/ld+json">
              Úřední deska jako otevřená data (JSON-LD podle otevřené formální normy Úřední desky)
            </a>
          </li>
          <li>
            <a href="/uredni-deska/rss.xml">Odebírat úřední desku přes RSS</a>
          </li>
          <li>
            <Link to="/odber">Odebírat úřední desku e-mailem</Link>
          </li>
          <li>
            <Link to="/uredni-deska/otisky">Denní otisky záznamu úřední desky</Link>: jak ověřit, co na desce viselo
          </li>
        </ul>
      </section>
    </div>
  );
}
