import { formatDateTime } from '../../../../common/dates.ts';
import { SECURITY_ACTIONS, SECURITY_WORDS } from '../../../../common/security-actions.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListCount, ListFilters, ListPages, ListTable } from '../../../components/ui/admin-list.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { securityQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-bezpecnost';
import styles from './sprava-protokol.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Bezpečnostní záznamy', 'Přihlášení, jejich odmítnutí, blokace, změny rolí a exporty údajů.');

const PER_PAGE = 50;
const FORM = 'bezpecnost';

/** The filters as the address names them. */
const PARAMS = { vysledek: 'result', udalost: 'action', ucet: 'account', od: 'from', do: 'to', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { query, problems, params } = listQuery(securityQuerySchema, url, PARAMS, { perPage: PER_PAGE });
  const { rows, total, capped } = await context.services.staff.securityEntries(context.ctx, query);
  return { rows, total, capped, query, problems, params, months: context.ctx.config.SECURITY_LOG_MONTHS };
}

export default function SecurityLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, query, problems, params, months } = loaderData;
  const { page } = query;
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Bezpečnostní záznamy</h1>
      <p>
        Každé přihlášení a jeho odmítnutí, blokace přihlašování, druhé ověření, změny rolí, blokace a smazání účtů,
        exporty osobních údajů, změny nastavení a importy: kdy, co, čeho se týkalo, kdo, s jakým výsledkem a odkud.
        Záznamy se uchovávají {months} měsíců, pak se samy mažou. Hesla, kódy ani údaje z Identity občana v nich nejsou.
      </p>
      <ListFilters
        label="Vybrat záznamy"
        active={Object.keys(filters).length > 0}
        reset="/sprava/bezpecnost"
        problems={problems}
      >
        <SelectField
          form={FORM}
          name="vysledek"
          label="Výsledek"
          defaultValue={params.vysledek ?? ''}
          options={[
            { value: '', label: 'Jakýkoli' },
            { value: 'failure', label: 'Neúspěch' },
            { value: 'success', label: 'Úspěch' },
          ]}
        />
        <SelectField
          form={FORM}
          name="udalost"
          label="Událost"
          defaultValue={params.udalost ?? ''}
          options={[
            { value: '', label: 'Jakákoli' },
            ...SECURITY_ACTIONS.map((action) => ({ value: action, label: SECURITY_WORDS[action].success })),
          ]}
        />
        <TextField form={FORM} name="ucet" inputMode="numeric" label="Číslo účtu" defaultValue={params.ucet} />
        <TextField form={FORM} name="od" type="date" label="Od" defaultValue={params.od} />
        <TextField form={FORM} name="do" type="date" label="Do" defaultValue={params.do} />
      </ListFilters>
      <ListCount total={total} capped={capped} forms={{ one: 'záznam', few: 'záznamy', other: 'záznamů' }} />
      {rows.length > 0 ? (
        <ListTable
          caption="Bezpečnostní záznamy, nejnovější první"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              header: 'Kdy',
              cell: (row) => (
                <>
                  <time dateTime={row.at_local}>{formatDateTime(row.at)}</time>
                  <span className={styles.section}>{row.at_local.slice(-6)}</span>
                </>
              ),
            },
            { header: 'Událost', cell: (row) => row.what },
            { header: 'Výsledek', cell: (row) => (row.result === 'success' ? 'Úspěch' : <strong>Neúspěch</strong>) },
            {
              header: 'Účet',
              cell: (row) =>
                row.account_id === null ? '–' : `${row.account ?? 'smazaný účet'} (č. ${row.account_id})`,
            },
            { header: 'Čeho se týká', cell: (row) => row.asset ?? '–' },
            { header: 'Odkud', cell: (row) => row.source ?? '–' },
            { header: 'Podrobnosti', cell: (row) => (row.details.length ? row.details.join(', ') : '–') },
          ]}
        />
      ) : null}
      <ListPages page={page} total={total} capped={capped} shown={rows.length} perPage={PER_PAGE} filters={filters} />
    </StaffLayout>
  );
}
