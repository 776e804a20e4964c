import { Link } from 'react-router';
import { countOf } from '../../../../common/plural.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters } from '../../../components/ui/admin-list.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { PagedTable } from '../../../components/ui/list-results.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { frequencyLabel, WASTE_KINDS } from '../bins.ts';
import { type RegisterAddress, registerQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-odpad';

export const meta: Route.MetaFunction = () =>
  siteMeta('Evidence nádob – správa', 'Adresy, nádoby, kódy nálepek a pravidla svozu.');

const PER_PAGE = 50;

const PARAMS = { q: 'q', strana: 'page' };

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'waste', registerQuery, PARAMS, { perPage: PER_PAGE });
  const { rows, total } = await services.waste.registerAddresses(ctx, list.query);
  return { rows, total, ...list };
}

/** An address's bins: each with its kind, size, sticker code, pickups and the accounts linked to it. */
function Bins({ bins }: { bins: RegisterAddress['bins'] }) {
  if (bins.length === 0) return 'žádné';
  return (
    <ul>
      {bins.map((b) => (
        <li key={b.id}>
          {WASTE_KINDS[b.kind] ?? b.kind} {b.volume} l, {b.code}: {frequencyLabel(b)}
          {b.linked > 0 ? ` (propojeno s ${countOf(b.linked, { one: 'účtem', few: 'účty', other: 'účty' })})` : ''}
        </li>
      ))}
    </ul>
  );
}

export default function WasteRegister({ loaderData }: Route.ComponentProps) {
  const { total, problems, params } = loaderData;
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
      <PagedTable
        list={loaderData}
        empty="Nic nenalezeno."
        caption={<>Adresy: {total}</>}
        columns={[
          {
            header: 'Adresa',
            cell: (a) => (
              <>
                <Link to={`/sprava/odpad/adresa/${a.id}`}>{a.street}</Link>
                <div>
                  č. p. {a.house_number}, {a.zip} {a.city}
                </div>
              </>
            ),
          },
          { header: 'Nádoby', cell: (a) => <Bins bins={a.bins} /> },
        ]}
      />
    </StaffLayout>
  );
}
