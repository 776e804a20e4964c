import { Link } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, ListSearch, ListSort, StateTabs } from '../../../components/ui/admin-list.tsx';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { BulkList } from '../../../components/ui/list-results.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { ARTICLE_KINDS, ARTICLE_PATHS } from '../paths.ts';
import { ARTICLE_BULK_ACTIONS, ARTICLE_SORTS, ARTICLE_STATES, type ArticleRow, adminListInput } from '../schemas.ts';
import type { Route } from './+types/sprava-aktuality';

export const meta: Route.MetaFunction = () =>
  siteMeta('Aktuality a blog – správa', 'Články aktualit a bločku starostky.');

const PER_PAGE = 50;
const BULK = 'hromadne-clanky';

/** The list's filters as the address names them. */
const PARAMS = {
  druh: 'type',
  q: 'q',
  stav: 'state',
  kategorie: 'category',
  autor: 'author',
  od: 'from',
  do: 'to',
  razeni: 'sort',
  strana: 'page',
};

const STATE_NAMES: Record<ArticleRow['state'], string> = {
  draft: 'Koncepty',
  review: 'Ke kontrole',
  scheduled: 'Naplánované',
  published: 'Zveřejněné',
  archived: 'V archivu',
};

const ACTIONS = [
  { value: 'publish', label: 'Zveřejnit hned' },
  { value: 'unpublish', label: 'Stáhnout z webu mezi koncepty' },
  { value: 'archive', label: 'Přesunout do archivu' },
  { value: 'delete', label: 'Smazat', confirm: true },
];

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'news', adminListInput, PARAMS, { perPage: PER_PAGE });
  const [{ rows, total, counts }, categories, authors] = await Promise.all([
    services.news.adminList(ctx, list.query),
    services.news.categories(ctx, { page: 1, perPage: 100 }),
    services.news.articleAuthors(ctx),
  ]);
  return {
    ...list,
    rows,
    total,
    counts,
    categories: categories.rows,
    authors,
    me: ctx.actor?.id ?? 0,
  };
}

export async function action(args: Route.ActionArgs) {
  return staffBulkAction(args, 'news', ARTICLE_BULK_ACTIONS, ACTIONS, (services, ctx) => ({
    titles: (ids) => Promise.all(ids.map(async (id) => (await services.news.adminGet(ctx, id)).title)),
    run: (action, ids) => services.news.bulk(ctx, { action, ids }),
    items: { one: 'článek', few: 'články', other: 'článků' },
  }));
}

const when = formatDateTime;

function State({ row }: { row: ArticleRow }) {
  const until = row.unpublish_at && row.state !== 'archived' ? `, do ${when(row.unpublish_at)}` : '';
  if (row.state === 'draft') return <>Koncept</>;
  if (row.state === 'review') return <>Ke kontrole</>;
  // The state is read from the dates: an archived article has its end, a scheduled or published one its start.
  if (row.state === 'archived') return <>V archivu od {row.unpublish_at && when(row.unpublish_at)}</>;
  const published = row.published_at && when(row.published_at);
  if (row.state === 'scheduled')
    return (
      <>
        Naplánováno na {published}
        {until}
      </>
    );
  return (
    <>
      Zveřejněno {published}
      {until}
    </>
  );
}

export default function NewsAdmin({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, counts, categories, authors, me } = loaderData;
  const type = query.type;
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Aktuality a blog</h1>
      <p>
        <Link to={`/sprava/aktuality/novy${type === 'blog' ? '?druh=blog' : ''}`} className="button button--primary">
          Napsat nový článek
        </Link>
      </p>
      <nav aria-label="Druh článků">
        <ul className={filterLinks.filters}>
          {ARTICLE_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={kind === 'news' ? '/sprava/aktuality' : '/sprava/aktuality?druh=blog'}
                aria-current={kind === type ? 'page' : undefined}
              >
                {ARTICLE_PATHS[kind].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StateTabs
        label="Stav článků"
        params={params}
        states={ARTICLE_STATES.map((state) => ({ param: state, name: STATE_NAMES[state], count: counts[state] }))}
      />
      <ListFilters
        label="Hledat články"
        active={Object.keys(filters).some((name) => name !== 'druh')}
        reset={`/sprava/aktuality${type === 'blog' ? '?druh=blog' : ''}`}
        problems={problems}
      >
        {type === 'blog' ? <input type="hidden" name="druh" value="blog" /> : null}
        {query.state ? <input type="hidden" name="stav" value={query.state} /> : null}
        <ListSearch form="clanky" hint="V nadpisu a perexu" value={params.q} />
        <SelectField
          form="clanky"
          name="kategorie"
          label="Kategorie"
          defaultValue={params.kategorie ?? ''}
          options={[{ value: '', label: 'Všechny' }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
        />
        <SelectField
          form="clanky"
          name="autor"
          label="Autor"
          defaultValue={params.autor ?? ''}
          options={[
            { value: '', label: 'Kdokoli' },
            ...(authors.some((a) => a.id === me) ? [{ value: String(me), label: 'Já' }] : []),
            ...authors.filter((a) => a.id !== me).map((a) => ({ value: String(a.id), label: a.name })),
          ]}
        />
        <TextField form="clanky" name="od" type="date" label="Od" defaultValue={params.od} />
        <TextField form="clanky" name="do" type="date" label="Do" defaultValue={params.do} />
        <ListSort form="clanky" sorts={ARTICLE_SORTS} value={query.sort} />
      </ListFilters>
      <BulkList
        list={loaderData}
        form={BULK}
        actions={ACTIONS}
        items={{ one: 'článek', few: 'články', other: 'článků' }}
        caption={
          <>
            {ARTICLE_PATHS[type].name}: {ARTICLE_SORTS[query.sort].toLowerCase()}
          </>
        }
        titleHeader="Nadpis"
        href={(row) => `/sprava/aktuality/${row.id}`}
        columns={[
          { header: 'Stav', cell: (row) => <State row={row} /> },
          { header: 'Naposledy upraveno', cell: (row) => when(row.updated_at) },
        ]}
      />
    </StaffLayout>
  );
}
