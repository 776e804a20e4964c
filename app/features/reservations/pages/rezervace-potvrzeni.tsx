import { data, Form, Link, useActionData } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/rezervace-potvrzeni';
import { when } from './rezervace.tsx';

interface Booking {
  service: { name: string; place: string };
  starts_at: string;
  status: 'pending' | 'active' | 'cancelled';
}

/**
 * The link in the mail of a booking made without an account. Opening it only
 * shows the booking: a mail scanner that follows links must not confirm it;
 * the person does, with the button.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const res = await context.api.send<{ data: Booking }>('POST', '/api/reservations/lookup', {
    token: params.token,
    purpose: 'confirm',
  });
  if (res.status !== 200) return data({ booking: null }, { status: 404 });
  return { booking: res.data.data };
}

export async function action({ params, context }: Route.ActionArgs) {
  const res = await context.api.send<{ data: Booking & { outcome: 'confirmed' | 'already' | 'cancelled' } }>(
    'POST',
    '/api/reservations/confirm',
    { token: params.token },
  );
  return { outcome: res.status === 200 ? res.data.data.outcome : ('expired' as const) };
}

/** A page about one booking, behind a secret link: never kept in the shared page cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = () => siteMeta('Potvrzení rezervace', 'Potvrzení rezervace termínu na úřadě.');

export default function ConfirmBooking({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const b = loaderData.booking;
  const outcome =
    result?.outcome ?? (b?.status === 'active' ? 'already' : b?.status === 'cancelled' ? 'cancelled' : null);
  return (
    <div className="page page--narrow">
      <h1>Potvrzení rezervace</h1>
      {b ? (
        <p>
          {b.service.name}, <strong>{when(b.starts_at)}</strong>, {b.service.place}.
        </p>
      ) : null}
      {!b || outcome === 'expired' ? (
        <Notice type="danger">
          <p>
            Odkaz je neplatný nebo už vypršel: rezervaci je potřeba potvrdit do 30 minut. Termín si prosím{' '}
            <Link to="/potrebuji-vyridit">objednejte znovu</Link>.
          </p>
        </Notice>
      ) : outcome === 'cancelled' ? (
        <Notice type="info">
          <p>Tato rezervace už je zrušená.</p>
        </Notice>
      ) : outcome ? (
        <Notice type="success">
          <p>
            {outcome === 'already' ? 'Tuto rezervaci jste už potvrdili.' : 'Rezervace je potvrzená.'} Potvrzení s
            termínem pro kalendář a odkazem pro zrušení jsme poslali e-mailem.
          </p>
        </Notice>
      ) : (
        <Form method="post">
          <button type="submit" className="button button--primary">
            Potvrdit rezervaci
          </button>
        </Form>
      )}
    </div>
  );
}
