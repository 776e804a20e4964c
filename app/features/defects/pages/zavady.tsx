import { Form, Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import listing from '../../../components/ui/listing.module.css';
import { FilterSelect } from '../../../components/ui/listing.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { DefectStatusLabel } from '../components/defect-status.tsx';
import { ReportsMap } from '../components/map/reports-map.tsx';
import { DEFECT_STATUS_LABELS, DEFECT_STATUSES } from '../flow.ts';
import { mapTiles } from '../map-tiles.ts';
import { publicDefectQuery } from '../schemas.ts';
import type { Route } from './+types/zavady';

const PER_PAGE = 20;
const TITLE = 'Hlášené závady';
const INTRO =
  'Závady, které obyvatelé nahlásili městu: výtluky, nesvítící lampy, černé skládky. Vidíte, v jakém jsou stavu a co s nimi úřad udělal.';
const LIST_ID = 'seznam-zavad';

/** The address's filters in the API's names: `kategorie`, `stav`, `cast`, `uzavrene=1`, `strana`. */
function queryOf(url: URL) {
  const query: Record<string, string> = { page: String(pageParam(url)), perPage: String(PER_PAGE) };
  const from = { kategorie: 'category', stav: 'status', cast: 'area' } as const;
  for (const [name, key] of Object.entries(from)) {
    const value = url.searchParams.get(name);
    if (value) query[key] = value;
  }
  if (url.searchParams.get('uzavrene') === '1') query.closed = 'true';
  // A status or filter the list does not know is the 404 page, as the API's 422 is.
  return parseParams(publicDefectQuery, query);
}

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const { ctx, services } = routerContext.get(server);
  const query = queryOf(url);
  const [list, categories, areas] = await Promise.all([
    services.defects.publicReports(ctx, query),
    services.defects.listCategories(ctx),
    services.defects.publicAreas(ctx),
  ]);
  return {
    reports: list.rows,
    total: list.total,
    page: query.page,
    pages: Math.max(1, Math.ceil(list.total / PER_PAGE)),
    category: query.category ?? null,
    status: query.status ?? null,
    area: query.area ?? null,
    closed: query.closed,
    categories: categories.map((c) => ({ value: c.code, label: c.name })),
    areas,
    tiles: mapTiles(ctx.config),
  };
}

export const meta: Route.MetaFunction = () => siteMeta(TITLE, INTRO);

export default function Defects({ loaderData: d }: Route.ComponentProps) {
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (d.category) params.set('kategorie', d.category);
    if (d.status) params.set('stav', d.status);
    if (d.area) params.set('cast', d.area);
    if (d.closed) params.set('uzavrene', '1');
    if (page > 1) params.set('strana', String(page));
    const q = params.toString();
    return q ? `/zavady?${q}` : '/zavady';
  };
  return (
    <div>
      <Breadcrumbs items={[{ text: TITLE }]} />
      <h1>{TITLE}</h1>
      <p className="lead">{INTRO}</p>
      <p>
        <Link to="/nahlasit-zavadu" className="button">
          Nahlásit závadu
        </Link>
      </p>
      <Form method="get" action="/zavady" className={listing.filters}>
        <FilterSelect id="zavady-kategorie" name="kategorie" label="Druh" value={d.category} options={d.categories} />
        <FilterSelect
          id="zavady-stav"
          name="stav"
          label="Stav"
          value={d.status}
          options={DEFECT_STATUSES.map((s) => ({ value: s, label: DEFECT_STATUS_LABELS[s].label }))}
        />
        <FilterSelect
          id="zavady-cast"
          name="cast"
          label="Část obce"
          any="Všechny"
          value={d.area}
          options={d.areas.map((a) => ({ value: a, label: a }))}
        />
        <div>
          <input type="checkbox" id="zavady-uzavrene" name="uzavrene" value="1" defaultChecked={d.closed} />{' '}
          <label htmlFor="zavady-uzavrene">I uzavřené před více než 30 dny</label>
        </div>
        <button type="submit" className="button button--secondary">
          Filtrovat
        </button>
      </Form>
      <ReportsMap reports={d.reports} tiles={d.tiles} listId={LIST_ID} />
      <h2 id={LIST_ID} tabIndex={-1}>
        Seznam závad
      </h2>
      <p className={listing.count} role="status">
        {d.total === 0 ? 'Nic nenalezeno.' : `Závad: ${d.total}`}
      </p>
      {d.reports.length > 0 ? (
        <ul className={listing.list}>
          {d.reports.map((r) => (
            <li key={r.number} className={`card ${listing.item}`}>
              <h3 className={listing.title}>
                <Link to={r.url} className="card-link">
                  {r.category.name}: {r.place}
                </Link>
              </h3>
              <dl className={listing.meta}>
                <div>
                  <dt>Číslo</dt>
                  <dd>{r.number}</dd>
                </div>
                <div>
                  <dt>Stav</dt>
                  <dd>
                    <DefectStatusLabel status={r.status} />
                  </dd>
                </div>
                <div>
                  <dt>Část obce</dt>
                  <dd>{r.area}</dd>
                </div>
                <div>
                  <dt>Nahlášeno</dt>
                  <dd>{formatDate(new Date(r.reported_at))}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : d.page > 1 ? (
        <p>
          Na této straně už nic není. <Link to={href(1)}>Zpět na první stranu</Link>
        </p>
      ) : null}
      <Pagination page={d.page} pages={d.pages} href={href} />
      <p>
        <a href="/opendata/zavady.geojson" type="application/geo+json">
          Hlášené závady jako otevřená data (GeoJSON)
        </a>
      </p>
    </div>
  );
}
