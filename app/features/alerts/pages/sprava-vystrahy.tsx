import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { LEVEL_NAMES, recipientsText } from '../schemas.ts';
import type { Route } from './+types/sprava-vystrahy';

export const meta: Route.MetaFunction = () =>
  siteMeta('Krizové výstrahy – správa', 'Výstrahy na všech stránkách webu a v e-mailech odběratelům.');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'alerts');
  return { alerts: await context.services.alerts.adminAlerts(context.ctx) };
}

export default function AlertsAdmin({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  const [params] = useSearchParams();
  const shown = alerts.filter((a) => a.state === 'shown');
  const ended = alerts.filter((a) => a.state === 'ended');
  return (
    <StaffLayout>
      <h1>Krizové výstrahy</h1>
      <p>
        Výstraha se ukáže hned nahoře na každé stránce webu a může odejít e-mailem odběratelům výstrah, všem, nebo jen
        těm z vybraných ulic. Zmizí v čase svého konce.
      </p>
      {params.get('ukonceno') ? (
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
      {ended.length === 0 ? <p>Zatím žádné.</p> : <AlertList alerts={ended} />}
    </StaffLayout>
  );
}

function AlertList({ alerts }: { alerts: Route.ComponentProps['loaderData']['alerts'] }) {
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
