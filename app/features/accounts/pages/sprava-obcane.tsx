import { Link } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { residentQuery } from '../schemas.ts';
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

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { query, problems, params } = listQuery(residentQuery, url, PARAMS, { perPage: PER_PAGE });
  const { rows, total } = await context.services.accounts.residents(context.ctx, query);
  return { rows, total, query, problems, params, erased: url.searchParams.get('smazano') === '1' };
}

export default function Residents({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, problems, params, erased } = loaderData;
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
      {rows.length === 0 ? (
        <p role="status">Žádný účet.</p>
      ) : (
        <ScrollTable caption={<>Účty: {total}</>}>
          <thead>
            <tr>
              <th scope="col">Jméno</th>
              <th scope="col">E-mail</th>
              <th scope="col">Skupina</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/sprava/obcane/${r.id}`}>{r.name}</Link>
                  {r.locked ? <div>Zablokovaný</div> : null}
                </td>
                <td>{r.email}</td>
                <td>{r.group?.description ?? '—'}</td>
                <td>
                  {[
                    r.admin ? 'správce' : null,
                    r.sections.length ? `redaktor (${r.sections.length})` : null,
                    r.departments.length ? `úředník (${r.departments.length})` : null,
                  ]
                    .filter(Boolean)
                    .join(', ') || 'občan'}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <ListPages page={query.page} total={total} perPage={PER_PAGE} filters={params} />
    </StaffLayout>
  );
}
