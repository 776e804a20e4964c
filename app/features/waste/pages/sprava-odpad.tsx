import { Link } from 'react-router';
import { countOf } from '../../../../common/plural.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { frequencyLabel, WASTE_KINDS } from '../bins.ts';
import { registerQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-odpad';

export const meta: Route.MetaFunction = () =>
  siteMeta('Evidence nádob – správa', 'Adresy, nádoby, kódy nálepek a pravidla svozu.');

const PER_PAGE = 50;

const PARAMS = { q: 'q', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  const { query, problems, params } = listQuery(registerQuery, url, PARAMS, { perPage: PER_PAGE });
  const { rows, total } = await context.services.waste.registerAddresses(context.ctx, query);
  return { rows, total, query, problems, params };
}

export default function WasteRegister({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, problems, params } = loaderData;
  return (
    <StaffLayout>
      <h1>Evidence nádob</h1>
      <ul aria-label="Práce s evidencí">
        <li>
          <Link to="/sprava/odpad/objednavky">Objednávky svozů navíc</Link> a jejich seznam pro svozovou firmu
        </li>
        <li>
          <Link to="/sprava/odpad/cenik">Ceník svozů navíc</Link>
        </li>
        <li>
          <Link to="/sprava/odpad/adresa/nova">Nová adresa</Link>
        </li>
      </ul>
      <ListFilters label="Hledat v evidenci" active={Boolean(params.q)} reset="/sprava/odpad" problems={problems}>
        <TextField
          form="evidence"
          name="q"
          type="search"
          label="Ulice, číslo popisné nebo kód nálepky"
          defaultValue={params.q}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p role="status">Nic nenalezeno.</p>
      ) : (
        <ScrollTable caption={<>Adresy: {total}</>}>
          <thead>
            <tr>
              <th scope="col">Adresa</th>
              <th scope="col">Nádoby</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/sprava/odpad/adresa/${a.id}`}>{a.street}</Link>
                  <div>
                    č. p. {a.house_number}, {a.zip} {a.city}
                  </div>
                </td>
                <td>
                  {a.bins.length === 0 ? (
                    'žádné'
                  ) : (
                    <ul>
                      {a.bins.map((b) => (
                        <li key={b.id}>
                          {WASTE_KINDS[b.kind] ?? b.kind} {b.volume} l, {b.code}: {frequencyLabel(b)}
                          {b.linked > 0
                            ? ` (propojeno s ${countOf(b.linked, { one: 'účtem', few: 'účty', other: 'účty' })})`
                            : ''}
                        </li>
                      ))}
                    </ul>
                  )}
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
