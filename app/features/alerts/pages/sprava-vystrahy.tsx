import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListCount, ListFilters } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { ALERT_LEVELS, type AlertRow, alertAdminQuery, LEVEL_NAMES, recipientsText } from '../schemas.ts';
import type { Route } from './+types/sprava-vystrahy';

export const meta: Route.MetaFunction = () =>
  siteMeta('Krizové výstrahy – správa', 'Výstrahy na všech stránkách webu a v e-mailech odběratelům.');

const PER_PAGE = 50;

/** The ended alerts' filters as the address names them: years of them are found by words and days. */
const PARAMS = { q: 'q', stupen: 'level', od: 'from', do: 'to', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'alerts');
  const { services, ctx } = context;
  const { query, problems, params } = listQuery(alertAdminQuery, url, PARAMS, {
    state: 'ended',
    perPage: PER_PAGE,
  });
  // What holds now is a handful at most, and always shown whole.
  const [shown, ended] = await Promise.all([
    services.alerts.adminAlerts(ctx, { state: 'shown', page: 1, perPage: 100 }),
    services.alerts.adminAlerts(ctx, query),
  ]);
  return { shown: shown.rows, ended, query, problems, params };
}

export default function AlertsAdmin({ loaderData }: Route.ComponentProps) {
  const { shown, ended, query, problems, params } = loaderData;
  const [search] = useSearchParams();
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Krizové výstrahy</h1>
      <p>
        Výstraha se ukáže hned nahoře na každé stránce webu a může odejít e-mailem odběratelům výstrah, všem, nebo jen
        těm z vybraných ulic. Zmizí v čase svého konce.
      </p>
      {search.get('ukonceno') ? (
        <Notice type="success">
          <p>Výstraha je ukončena a ze stránek zmizela.</p>
        </Notice>
      ) : null}
      <p>
        <Link to="/sprava/vystrahy/nova" className="button button--primary">
          Vyhlásit výstrahu
        </Link>
      </p>
      <h2>Platí teď</h2>
      {shown.length === 0 ? <p>Žádná výstraha neplatí.</p> : <AlertList alerts={shown} />}
      <h2>Skončené</h2>
      <ListFilters
        label="Hledat ve skončených výstrahách"
        active={Object.keys(filters).length > 0}
        reset="/sprava/vystrahy"
        problems={problems}
      >
        <TextField
          form="vystrahy"
          name="q"
          type="search"
          label="Hledat"
          hint="V nadpisu a textu"
          defaultValue={params.q}
        />
        <SelectField
          form="vystrahy"
          name="stupen"
          label="Stupeň"
          defaultValue={params.stupen ?? ''}
          options={[
            { value: '', label: 'Jakýkoli' },
            ...ALERT_LEVELS.map((level) => ({ value: level, label: LEVEL_NAMES[level] })),
          ]}
        />
        <TextField form="vystrahy" name="od" type="date" label="Vyhlášeno od" defaultValue={params.od} />
        <TextField form="vystrahy" name="do" type="date" label="Vyhlášeno do" defaultValue={params.do} />
      </ListFilters>
      <ListCount total={ended.total} forms={{ one: 'výstraha', few: 'výstrahy', other: 'výstrah' }} />
      {ended.rows.length ? <AlertList alerts={ended.rows} /> : null}
      <Pagination
        page={query.page}
        pages={Math.ceil(ended.total / PER_PAGE)}
        href={(n) => `?${new URLSearchParams({ ...filters, strana: String(n) })}`}
      />
    </StaffLayout>
  );
}

function AlertList({ alerts }: { alerts: AlertRow[] }) {
  return (
    <ul>
      {alerts.map((alert) => (
        <li key={alert.id}>
          <Link to={`/sprava/vystrahy/${alert.id}`}>
            {LEVEL_NAMES[alert.level]}: {alert.title}
          </Link>{' '}
          – od {formatDateTime(alert.starts_at)} do {formatDateTime(alert.ends_at)};{' '}
          {alert.streets.length ? `ulice ${alert.streets.join(', ')}` : 'celé město'}
          {alert.mailed_at ? `; e-mail odešel ${recipientsText(alert.recipients)}` : ''}
        </li>
      ))}
    </ul>
  );
}
