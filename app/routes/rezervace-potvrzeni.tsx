import { data, Link } from 'react-router';
import type { Reservation } from '../../common/reservations.ts';
import { Notice } from '../components/ui/error-summary.tsx';
import { siteMeta } from '../lib/meta.ts';
import type { Route } from './+types/rezervace-potvrzeni';
import { when } from './rezervace.tsx';

/** The link in the mail of a booking made without an account: confirming it makes it count. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const res = await context.api.send<{ data: Reservation & { already: boolean } }>(
    'POST',
    '/api/reservations/confirm',
    {
      token: params.token,
    },
  );
  if (res.status !== 200) return data({ reservation: null }, { status: 404 });
  return { reservation: res.data.data };
}

/** A page about one booking, behind a secret link: never kept in the shared page cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = () => siteMeta('Potvrzení rezervace', 'Potvrzení rezervace termínu na úřadě.');

export default function ConfirmBooking({ loaderData }: Route.ComponentProps) {
  const r = loaderData.reservation;
  return (
    <div className="page page--narrow">
      <h1>Potvrzení rezervace</h1>
      {r ? (
        <Notice type="success">
          <p>
            {r.already ? 'Tuto rezervaci jste už potvrdili.' : 'Rezervace je potvrzená.'} {r.service.name},{' '}
            <strong>{when(r.starts_at)}</strong>, {r.service.place}. Potvrzení s termínem pro kalendář a odkazem pro
            zrušení jsme poslali na {r.email}.
          </p>
        </Notice>
      ) : (
        <Notice type="danger">
          <p>
            Odkaz je neplatný nebo už vypršel: rezervaci je potřeba potvrdit do 30 minut. Termín si prosím{' '}
            <Link to="/potrebuji-vyridit">objednejte znovu</Link>.
          </p>
        </Notice>
      )}
    </div>
  );
}
