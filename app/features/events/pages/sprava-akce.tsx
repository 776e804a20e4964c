import { Link, useActionData } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { BulkActions, BulkTable, ListCount, ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffPage } from '../../../lib/staff.server.ts';
import { formatRepeat, formatWhen } from '../format.ts';
import { adminEventQuery, EVENT_BULK_ACTIONS, type EventAdminRow } from '../schemas.ts';
import type { Route } from './+types/sprava-akce';

export const meta: Route.MetaFunction = () => siteMeta('Akce – správa', 'Akce v kalendáři města.');

const PER_PAGE = 50;
const BULK = 'hromadne-akce';

/** The list's filters as the address names them; `?probehle=1` shows what is over. */
const PARAMS = {
  q: 'q',
  probehle: 'when',
  stav: 'status',
  kategorie: 'category',
  od: 'from',
  do: 'to',
  strana: 'page',
};

const STATUS: Record<EventAdminRow['status'], string> = {
  published: 'Zveřejněná',
  draft: 'Koncept',
  proposed: 'Návrh čeká na rozhodnutí',
  rejected: 'Zamítnutý návrh',
};

const ACTIONS = [
  { value: 'publish', label: 'Zveřejnit' },
  { value: 'unpublish', label: 'Stáhnout z webu mezi koncepty' },
  { value: 'delete', label: 'Smazat', confirm: true },
];

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { services, ctx } = staffPage(args, 'events');
  // `?probehle=1` in the address is the past; anything else, what has not ended yet.
  if (url.searchParams.has('probehle')) url.searchParams.set('probehle', 'past');
  const { query, problems, params } = listQuery(adminEventQuery, url, PARAMS, { perPage: PER_PAGE });
  const [{ rows, total }, proposals, categories] = await Promise.all([
    services.events.adminList(ctx, query),
    services.events.proposals(ctx),
    services.events.categories(ctx),
  ]);
  return { query, problems, params, rows, total, waiting: proposals.length, categories };
}

export async function action(args: Route.ActionArgs) {
  return staffBulkAction(args, 'events', EVENT_BULK_ACTIONS, ACTIONS, (services, ctx) => ({
    titles: (ids) => Promise.all(ids.map(async (id) => (await services.events.adminGet(ctx, id)).title)),
    run: (action, ids) => services.events.bulk(ctx, { action, ids }),
    items: { one: 'akce', few: 'akce', other: 'akcí' },
  }));
}

export default function EventsAdmin({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, rows, total, waiting, categories } = loaderData;
  const answer = useActionData<typeof action>();
  const past = query.when === 'past';
  const filters = Object.fromEntries(
    Object.entries(params)
      .filter(([name]) => name !== 'strana' && name !== 'probehle')
      .concat(past ? [['probehle', '1']] : []),
  );
  return (
    <StaffLayout>
      <h1>Akce</h1>
      <p className="button-row">
        <Link to="/sprava/akce/nova" className="button button--primary">
          Přidat akci
        </Link>
        <Link to="/sprava/akce/navrhy" className="button button--secondary">
          Návrhy od občanů ({waiting})
        </Link>
        <Link to="/sprava/akce/kategorie" className="button button--secondary">
          Kategorie
        </Link>
      </p>
      <nav aria-label="Které akce">
        <ul className={filterLinks.filters}>
          <li>
            <Link to="/sprava/akce" aria-current={past ? undefined : 'page'}>
              Nadcházející a probíhající
            </Link>
          </li>
          <li>
            <Link to="/sprava/akce?probehle=1" aria-current={past ? 'page' : undefined}>
              Proběhlé
            </Link>
          </li>
        </ul>
      </nav>
      <ListFilters
        label="Hledat akce"
        active={Object.keys(filters).some((name) => name !== 'probehle')}
        reset={past ? '/sprava/akce?probehle=1' : '/sprava/akce'}
        problems={problems}
      >
        {past ? <input type="hidden" name="probehle" value="1" /> : null}
        <TextField form="hledat" name="q" type="search" label="Hledat podle názvu nebo místa" defaultValue={params.q} />
        <SelectField
          form="hledat"
          name="stav"
          label="Stav"
          defaultValue={params.stav ?? ''}
          options={[
            { value: '', label: 'Všechny' },
            ...Object.entries(STATUS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <SelectField
          form="hledat"
          name="kategorie"
          label="Kategorie"
          defaultValue={params.kategorie ?? ''}
          options={[{ value: '', label: 'Všechny' }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
        />
        <TextField form="hledat" name="od" type="date" label="Začíná od" defaultValue={params.od} />
        <TextField form="hledat" name="do" type="date" label="Začíná do" defaultValue={params.do} />
      </ListFilters>
      <ListCount total={total} forms={{ one: 'akce', few: 'akce', other: 'akcí' }} />
      {rows.length > 0 ? (
        <>
          <BulkActions id={BULK} actions={ACTIONS} answer={answer} />
          <BulkTable
            form={BULK}
            caption={past ? 'Proběhlé akce, nejnovější první' : 'Nadcházející a probíhající akce, nejbližší první'}
            titleHeader="Název"
            href={(row) => `/sprava/akce/${row.id}`}
            rows={rows}
            columns={[
              {
                header: 'Kdy',
                cell: (row) => (
                  <>
                    {formatWhen(row)}
                    {row.repeat_text ? <br /> : null}
                    {formatRepeat(row.repeat_weeks, row.repeat_until) ??
                      (row.repeat_text ? `Opakuje se ${row.repeat_text}` : null)}
                  </>
                ),
              },
              { header: 'Kategorie', cell: (row) => row.categories.map((c) => c.name).join(', ') },
              { header: 'Stav', cell: (row) => STATUS[row.status] },
            ]}
          />
        </>
      ) : null}
      <ListPages page={query.page} total={total} perPage={PER_PAGE} filters={filters} />
    </StaffLayout>
  );
}
