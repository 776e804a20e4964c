import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { formatCrowns, formatNumber } from '../../../../common/price.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { officeCommitmentQuery } from '../schemas.ts';
import { COMMITMENT_STATES } from '../states.ts';
import type { Route } from './+types/sprava-platby';

export const meta: Route.MetaFunction = () =>
  siteMeta('Platby – správa', 'Předpisy plateb občanů, výpisy z banky a fronta plateb.');

const PER_PAGE = 50;
const FILTERS = [
  { value: 'all', label: 'Všechny' },
  { value: 'unpaid', label: 'Nezaplacené' },
  { value: 'overdue', label: 'Po splatnosti' },
  { value: 'paid', label: 'Zaplacené' },
] as const;
const PARAMS = { stav: 'state', q: 'q', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const { query, problems, params } = listQuery(officeCommitmentQuery, url, PARAMS, { perPage: PER_PAGE });
  const services = context.services.commitments;
  const [{ rows, total, capped }, waiting, credits] = await Promise.all([
    services.officeCommitments(context.ctx, query),
    services.openPaymentCount(context.ctx),
    services.openCreditCount(context.ctx),
  ]);
  const created = url.searchParams.get('vytvoreno') === '1';
  const batch = Number(url.searchParams.get('hromadne')) || 0;
  return { rows, total, capped, query, problems, params, waiting, credits, created, batch };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, query, problems, params, waiting, credits, created, batch } = loaderData;
  return (
    <StaffLayout>
      <h1>Platby</h1>
      {created || batch ? (
        <Notice type="success">
          <p>
            {batch
              ? `Vytvořeno: ${countOf(batch, { one: 'předpis', few: 'předpisy', other: 'předpisů' })}. Občané je vidí ve svých účtech.`
              : 'Předpis je vytvořený. Občan ho vidí ve svém účtu.'}
          </p>
        </Notice>
      ) : null}
      <ul aria-label="Práce s platbami">
        <li>
          <Link to="/sprava/platby/fronta">Fronta plateb</Link>: {waiting === 0 ? 'nic nečeká' : `čeká ${waiting}`} na
          rozhodnutí
        </li>
        <li>
          <Link to="/sprava/platby/preplatky">Přeplatky</Link>:{' '}
          {credits === 0
            ? 'žádný nečeká'
            : `čeká ${countOf(credits, { one: 'přeplatek', few: 'přeplatky', other: 'přeplatků' })}`}{' '}
          na vrácení nebo započtení
        </li>
        <li>
          <Link to="/sprava/platby/vypis">Nahrát výpis z banky</Link> (ABO/GPC nebo CSV)
        </li>
        <li>
          <Link to="/sprava/platby/novy">Nový předpis</Link> pro jednoho občana
        </li>
        <li>
          <Link to="/sprava/platby/hromadne">Poplatek za odpad hromadně</Link> pro všechny domácnosti v evidenci
        </li>
      </ul>
      <h2>Předpisy</h2>
      <ListFilters
        label="Vybrat předpisy"
        active={Boolean(params.stav || params.q)}
        reset="/sprava/platby"
        problems={problems}
      >
        <SelectField form="predpisy" name="stav" label="Stav" defaultValue={query.state} options={FILTERS} />
        <TextField
          form="predpisy"
          name="q"
          type="search"
          label="Hledat jméno, e-mail, název nebo variabilní symbol"
          defaultValue={params.q}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p role="status">Žádné předpisy.</p>
      ) : (
        <ScrollTable caption={<>Předpisy: {capped ? `více než ${total}` : total}</>}>
          <thead>
            <tr>
              <th scope="col">Za co</th>
              <th scope="col">Občan</th>
              <th scope="col">VS</th>
              <th scope="col" className="numeric">
                Částka (Kč)
              </th>
              <th scope="col">Splatnost</th>
              <th scope="col">Stav</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>{c.title}</td>
                <td>
                  {c.resident.name}
                  <div>{c.resident.email}</div>
                </td>
                <td>{c.variable_symbol}</td>
                <td className="numeric">{formatNumber(c.amount, c.amount % 1 ? 2 : 0)}</td>
                <td>{formatDay(c.due_on)}</td>
                <td>
                  {COMMITMENT_STATES[c.state]}
                  {c.paid_on ? ` ${formatDay(c.paid_on)}` : ''}
                  {!c.paid_on && c.paid_amount > 0 ? (
                    <div>
                      zaplaceno {formatCrowns(c.paid_amount)}, zbývá {formatCrowns(c.remaining)}
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <ListPages
        page={query.page}
        total={total}
        capped={capped}
        shown={rows.length}
        perPage={PER_PAGE}
        filters={params}
      />
    </StaffLayout>
  );
}
