import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { formatCrowns, formatNumber } from '../../../../common/price.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { PagedTable } from '../../../components/ui/list-results.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { type OfficeCommitment, officeCommitmentQuery } from '../schemas.ts';
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

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'payments', officeCommitmentQuery, PARAMS, {
    perPage: PER_PAGE,
  });
  const [{ rows, total, capped }, waiting, credits] = await Promise.all([
    services.commitments.officeCommitments(ctx, list.query),
    services.commitments.openPaymentCount(ctx),
    services.commitments.openCreditCount(ctx),
  ]);
  const created = args.url.searchParams.get('vytvoreno') === '1';
  const batch = Number(args.url.searchParams.get('hromadne')) || 0;
  return { rows, total, capped, ...list, waiting, credits, created, batch };
}

/** A commitment's state, with the day it was paid or what is paid of it so far. */
function State({ c }: { c: OfficeCommitment }) {
  return (
    <>
      {COMMITMENT_STATES[c.state]}
      {c.paid_on ? ` ${formatDay(c.paid_on)}` : ''}
      {!c.paid_on && c.paid_amount > 0 ? (
        <div>
          zaplaceno {formatCrowns(c.paid_amount)}, zbývá {formatCrowns(c.remaining)}
        </div>
      ) : null}
    </>
  );
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { total, capped, query, problems, params, waiting, credits, created, batch } = loaderData;
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
      <PagedTable
        list={loaderData}
        empty="Žádné předpisy."
        caption={<>Předpisy: {capped ? `více než ${total}` : total}</>}
        columns={[
          { header: 'Za co', cell: (c) => c.title },
          {
            header: 'Občan',
            cell: (c) => (
              <>
                {c.resident.name}
                <div>{c.resident.email}</div>
              </>
            ),
          },
          { header: 'VS', cell: (c) => c.variable_symbol },
          { header: 'Částka (Kč)', className: 'numeric', cell: (c) => formatNumber(c.amount, c.amount % 1 ? 2 : 0) },
          { header: 'Splatnost', cell: (c) => formatDay(c.due_on) },
          { header: 'Stav', cell: (c) => <State c={c} /> },
        ]}
      />
    </StaffLayout>
  );
}
