import { Form, Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import styles from '../../../components/ui/listing.module.css';
import { FilterSelect } from '../../../components/ui/listing.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StickyTable } from '../../../components/ui/sticky-table.tsx';
import { fileSize, fileType } from '../../../lib/files.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { documentQuery } from '../schemas.ts';
import type { Route } from './+types/dokumenty';

// As the contracts and the notice board: a table of twenty reads on a phone, and the filters find the rest.
const PER_PAGE = 20;
const INTRO = 'Rozpočty, územní plán, strategické dokumenty, výroční zprávy a formuláře Města Vzorov ke stažení.';
type Sort = 'date' | 'name';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const page = pageParam(url);
  const sort: Sort = url.searchParams.get('razeni') === 'nazev' ? 'name' : 'date';
  const order =
    url.searchParams.get('smer') === 'vzestupne'
      ? 'asc'
      : url.searchParams.get('smer') === 'sestupne'
        ? 'desc'
        : sort === 'name'
          ? 'asc'
          : 'desc';
  const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE), sort, order });
  const category = url.searchParams.get('kategorie') ?? '';
  if (/^[a-z0-9-]{1,100}$/.test(category)) query.set('category', category);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q) query.set('q', q);
  const [list, categories] = await Promise.all([
    services.records.listDocuments(ctx, parseParams(documentQuery, Object.fromEntries(query))),
    services.records.listDocumentCategories(ctx),
  ]);
  return {
    documents: list.rows,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / PER_PAGE)),
    sort,
    order,
    category: query.get('category'),
    q,
    categories,
  };
}

export const meta: Route.MetaFunction = () => siteMeta('Dokumenty', INTRO);

export default function Documents({ loaderData: d }: Route.ComponentProps) {
  const href = ({ sort = d.sort, order = d.order, page = 1 }: { sort?: Sort; order?: string; page?: number }) => {
    const params = new URLSearchParams();
    if (d.category) params.set('kategorie', d.category);
    if (d.q) params.set('q', d.q);
    if (sort === 'name') params.set('razeni', 'nazev');
    params.set('smer', order === 'asc' ? 'vzestupne' : 'sestupne');
    if (page > 1) params.set('strana', String(page));
    return `/dokumenty?${params}`;
  };
  const sortHeader = (column: Sort, label: string) => {
    const active = d.sort === column;
    const next = active && d.order === 'asc' ? 'desc' : active ? 'asc' : column === 'name' ? 'asc' : 'desc';
    return (
      <th scope="col" aria-sort={active ? (d.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <Link to={href({ sort: column, order: next })}>
          {label}
          <span className="visually-hidden">, seřadit {next === 'asc' ? 'vzestupně' : 'sestupně'}</span>
          {active ? <span aria-hidden="true">{d.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
        </Link>
      </th>
    );
  };
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Dokumenty' }]} />
      <h1>Dokumenty</h1>
      <p className="lead">{INTRO}</p>
      <Form method="get" action="/dokumenty" className={styles.filters} role="search">
        <div>
          <label htmlFor="dokumenty-q">Název obsahuje</label>
          <input id="dokumenty-q" name="q" type="search" defaultValue={d.q} key={d.q} maxLength={200} />
        </div>
        <FilterSelect
          id="dokumenty-kategorie"
          name="kategorie"
          label="Kategorie"
          value={d.category}
          options={d.categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <button type="submit" className="button button--secondary">
          Filtrovat
        </button>
      </Form>
      <p className={styles.count} role="status">
        {d.total === 0 ? 'Žádný dokument neodpovídá zadání.' : `Dokumentů: ${d.total}`}
      </p>
      {d.documents.length > 0 ? (
        <StickyTable caption="Dokumenty ke stažení">
          <thead>
            <tr>
              {sortHeader('name', 'Název')}
              <th scope="col">Kategorie</th>
              {sortHeader('date', 'Datum')}
              <th scope="col">Typ</th>
              <th scope="col" className="number">
                Velikost
              </th>
            </tr>
          </thead>
          <tbody>
            {d.documents.map((doc) => (
              <tr key={doc.id}>
                <td>
                  {doc.file ? (
                    <a href={doc.file.url} download>
                      {doc.name}
                    </a>
                  ) : (
                    doc.name
                  )}
                </td>
                <td>{doc.category.name}</td>
                <td>{formatDay(doc.date)}</td>
                <td>{fileType(doc.media_type)}</td>
                <td className="number">{doc.file ? fileSize(doc.file.size) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </StickyTable>
      ) : null}
      <Pagination page={d.page} pages={d.pages} href={(page) => href({ page })} />
    </div>
  );
}
