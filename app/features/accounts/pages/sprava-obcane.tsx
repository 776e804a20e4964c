import { Link } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { PagedTable } from '../../../components/ui/list-results.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { type Resident, residentQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-obcane';

export const meta: Route.MetaFunction = () =>
  siteMeta('Občané a role – správa', 'Účty občanů a pracovníků, jejich skupiny, role a blokace.');

const PER_PAGE = 50;
const ONLY = [
  { value: 'all', label: 'Všechny účty' },
  { value: 'staff', label: 'Jen s rolí ve správě' },
  { value: 'locked', label: 'Jen zablokované' },
] as const;
const PARAMS = { q: 'q', jen: 'only', strana: 'page' };

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'admin', residentQuery, PARAMS, { perPage: PER_PAGE });
  const { rows, total } = await services.accounts.residents(ctx, list.query);
  return { rows, total, ...list, erased: args.url.searchParams.get('smazano') === '1' };
}

/** What the account may do: its roles on the staff, or none. */
const roles = (r: Pick<Resident, 'admin' | 'sections' | 'departments'>) =>
  [
    r.admin ? 'správce' : null,
    r.sections.length ? `redaktor (${r.sections.length})` : null,
    r.departments.length ? `úředník (${r.departments.length})` : null,
  ]
    .filter(Boolean)
    .join(', ') || 'občan';

export default function Residents({ loaderData }: Route.ComponentProps) {
  const { total, query, problems, params, erased } = loaderData;
  return (
    <StaffLayout>
      <h1>Občané a role</h1>
      {erased ? (
        <Notice type="success">
          <p>Osobní údaje účtu jsou vymazané.</p>
        </Notice>
      ) : null}
      <p>
        <Link to="/sprava/obcane/skupiny">Skupiny se slevou</Link>
      </p>
      <ListFilters
        label="Hledat účty"
        active={Boolean(params.q || params.jen)}
        reset="/sprava/obcane"
        problems={problems}
      >
        <TextField form="obcane" name="q" type="search" label="Jméno nebo e-mail" defaultValue={params.q} />
        <SelectField form="obcane" name="jen" label="Které účty" defaultValue={query.only} options={ONLY} />
      </ListFilters>
      <PagedTable
        list={loaderData}
        empty="Žádný účet."
        caption={<>Účty: {total}</>}
        columns={[
          {
            header: 'Jméno',
            cell: (r) => (
              <>
                <Link to={`/sprava/obcane/${r.id}`}>{r.name}</Link>
                {r.locked ? <div>Zablokovaný</div> : null}
              </>
            ),
          },
          { header: 'E-mail', cell: (r) => r.email },
          { header: 'Skupina', cell: (r) => r.group?.description ?? '—' },
          { header: 'Role', cell: roles },
        ]}
      />
    </StaffLayout>
  );
}
