import { Link, useActionData, useSearchParams } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { BulkActions, BulkTable, ListCount, ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffPage } from '../../../lib/staff.server.ts';
import { RECORD_SORTS, recordAdminQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-zaznamy';
import { isRecordKind, RECORD_KINDS, type RecordKind } from './records-kinds.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    `${loaderData ? RECORD_KINDS[loaderData.kind].title : 'Záznamy'} – správa`,
    'Dokumenty, smlouvy, vyhlášky a zpravodaj.',
  );

const PER_PAGE = 50;
const BULK = 'hromadne-zaznamy';
const PARAMS = { q: 'q', od: 'from', do: 'to', razeni: 'sort', strana: 'page' };
const ACTIONS = [{ value: 'delete', label: 'Smazat i se soubory', confirm: true }];

/** The kind of records: the address's second part, `/sprava/{kind}`. */
function kindOf(url: URL): RecordKind {
  const kind = url.pathname.split('/')[2];
  if (!isRecordKind(kind)) throw new Response('Stránka nenalezena', { status: 404 });
  return kind;
}

/** One list for the four kinds. */
export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { services, ctx } = staffPage(args, 'records');
  const kind = kindOf(url);
  const { query, problems, params } = listQuery(recordAdminQuery, url, PARAMS, { perPage: PER_PAGE });
  const rows = {
    dokumenty: services.records.documentRows,
    smlouvy: services.records.contractRows,
    vyhlasky: services.records.decreeRows,
    zpravodaj: services.records.magazineRows,
  } satisfies Record<RecordKind, unknown>;
  const { rows: found, total } = await rows[kind](ctx, query);
  return { kind, query, problems, params, rows: found, total };
}

export async function action(args: Route.ActionArgs) {
  const kind = kindOf(args.url);
  return staffBulkAction(args, 'records', ['delete'], ACTIONS, (services, ctx) => ({
    titles: (ids) => services.records.recordTitles(ctx, kind, ids),
    run: async (_, ids) => ({
      ...(await services.records.recordsDelete(ctx, kind, ids)),
      said: 'Smazáno i se soubory',
    }),
    items: { one: 'záznam', few: 'záznamy', other: 'záznamů' },
  }));
}

export default function RecordsAdmin({ loaderData }: Route.ComponentProps) {
  const { kind, query, problems, params, rows, total } = loaderData;
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const about = RECORD_KINDS[kind];
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>{about.title}</h1>
      <nav aria-label="Druhy záznamů">
        <ul className={filterLinks.filters}>
          {Object.entries(RECORD_KINDS).map(([key, other]) => (
            <li key={key}>
              <Link to={`/sprava/${key}`} aria-current={key === kind ? 'page' : undefined}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {search.get('smazano') ? (
        <Notice type="success">
          <p>Záznam je smazaný i se svým souborem.</p>
        </Notice>
      ) : null}
      <p>
        <Link to={`/sprava/${kind}/${about.create}`} className="button button--primary">
          {about.add}
        </Link>
      </p>
      <ListFilters
        label={`Hledat: ${about.title}`}
        active={Object.keys(filters).length > 0}
        reset={`/sprava/${kind}`}
        problems={problems}
      >
        <TextField form="hledat" name="q" type="search" label="Hledat podle názvu" defaultValue={params.q} />
        <TextField form="hledat" name="od" type="date" label="Ode dne" defaultValue={params.od} />
        <TextField form="hledat" name="do" type="date" label="Do dne" defaultValue={params.do} />
        <SelectField
          form="hledat"
          name="razeni"
          label="Řadit"
          defaultValue={query.sort}
          options={Object.entries(RECORD_SORTS).map(([value, label]) => ({ value, label }))}
        />
      </ListFilters>
      <ListCount total={total} forms={{ one: 'záznam', few: 'záznamy', other: 'záznamů' }} />
      {rows.length === 0 && !query.q ? <p>{about.empty}</p> : null}
      {rows.length > 0 ? (
        <>
          <BulkActions id={BULK} actions={ACTIONS} answer={answer} />
          <BulkTable
            form={BULK}
            caption={
              <>
                {about.title}: {RECORD_SORTS[query.sort].toLowerCase()}
              </>
            }
            titleHeader="Název"
            href={(row) => `/sprava/${kind}/${row.id}`}
            rows={rows}
            columns={[
              { header: 'Datum', cell: (row) => formatDay(row.date) },
              { header: 'Podrobnosti', cell: (row) => row.detail },
              { header: 'Soubor', cell: (row) => (row.has_file ? 'ano' : 'chybí') },
            ]}
          />
        </>
      ) : null}
      <ListPages page={query.page} total={total} perPage={PER_PAGE} filters={filters} />
    </StaffLayout>
  );
}
