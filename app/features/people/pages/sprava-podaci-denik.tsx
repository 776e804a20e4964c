import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListCount, ListFilters, pagesOf } from '../../../components/ui/admin-list.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { registerQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-podaci-denik';

export const meta: Route.MetaFunction = () =>
  siteMeta('Podací deník', 'Čísla jednací vydaná odbory úřadu: žádosti, dopisy a odpovědi.');

const PER_PAGE = 50;
const FORM = 'podaci-denik';
/** The register's filters as the address names them. */
const PARAMS = { q: 'q', odbor: 'department', rok: 'year', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { query, problems, params } = listQuery(registerQuerySchema, url, PARAMS, {
    perPage: PER_PAGE,
  });
  const { people } = context.services;
  const [{ rows, total, capped }, departments] = await Promise.all([
    people.referenceRegister(context.ctx, query),
    people.registerDepartments(context.ctx),
  ]);
  return { rows, total, capped, query, problems, params, departments };
}

/** The filing register: every reference number the site issued for the clerk's departments. */
export default function FilingRegister({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, query, problems, params, departments } = loaderData;
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Podací deník</h1>
      <p>
        Čísla jednací, která web vydal: každá podaná žádost a každý dopis nebo odpověď odboru do datové schránky. Čísla
        se řídí vzorem odboru a v každém roce se číslují od 1, bez mezer.
      </p>
      <ListFilters
        label="Hledat v podacím deníku"
        active={Object.keys(filters).length > 0}
        reset="/sprava/podaci-denik"
        problems={problems}
      >
        <TextField
          form={FORM}
          name="q"
          type="search"
          label="Hledat"
          hint="Číslo jednací, číslo případu nebo věc"
          defaultValue={params.q}
        />
        <SelectField
          form={FORM}
          name="odbor"
          label="Odbor"
          defaultValue={params.odbor ?? ''}
          options={[
            { value: '', label: departments.length > 1 ? 'Všechny odbory' : 'Můj odbor' },
            ...departments.map((d) => ({ value: String(d.id), label: d.name })),
          ]}
        />
        <TextField form={FORM} name="rok" label="Rok" inputMode="numeric" defaultValue={params.rok} />
      </ListFilters>
      <ListCount total={total} capped={capped} forms={{ one: 'číslo', few: 'čísla', other: 'čísel' }} />
      {rows.length > 0 ? (
        <ScrollTable caption="Vydaná čísla jednací, nejnovější první" captionHidden>
          <thead>
            <tr>
              <th scope="col">Číslo jednací</th>
              <th scope="col">Věc</th>
              <th scope="col">Odbor</th>
              <th scope="col">Vydáno</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <td>{row.number}</td>
                <td>{row.subject}</td>
                <td>{row.department ?? '–'}</td>
                <td>{formatDateTime(row.issued_at)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      <Pagination
        page={query.page}
        pages={pagesOf({ total, capped, shown: rows.length }, query.page, PER_PAGE)}
        href={(page) => `?${new URLSearchParams({ ...filters, strana: String(page) })}`}
      />
    </StaffLayout>
  );
}
