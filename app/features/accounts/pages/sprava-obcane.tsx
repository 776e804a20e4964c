import { Form, Link } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
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

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'admin');
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const only = url.searchParams.get('jen') || 'all';
  const page = pageParam(url);
  const query = parseParams(residentQuery, { q, only, page: String(page), perPage: String(PER_PAGE) });
  const { rows, total } = await context.services.accounts.residents(context.ctx, query);
  const erased = url.searchParams.get('smazano') === '1';
  return { rows, total, q: q ?? '', only: query.only, page, pages: Math.ceil(total / PER_PAGE), erased };
}

export default function Residents({ loaderData }: Route.ComponentProps) {
  const { rows, total, q, only, page, pages, erased } = loaderData;
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
      <Form method="get" role="search" aria-label="Hledat účty">
        <TextField form="obcane" name="q" type="search" label="Jméno nebo e-mail" defaultValue={q} />
        <SelectField form="obcane" name="jen" label="Které účty" defaultValue={only} options={ONLY} />
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
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
      <Pagination
        page={page}
        pages={pages}
        href={(n) => `?${new URLSearchParams({ ...(q ? { q } : {}), jen: only, strana: String(n) })}`}
      />
    </StaffLayout>
  );
}
