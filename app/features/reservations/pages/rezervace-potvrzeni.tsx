import { data, Form, Link, useActionData } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { unlessMissing } from '../../../lib/refusals.server.ts';
import { when } from '../format.ts';
import type { Route } from './+types/rezervace-potvrzeni';

/**
 * The link in the mail of a booking made without an account. Opening it only
 * shows the booking: a mail scanner that follows links must not confirm it;
 * the person does, with the button. An unknown link is this page saying so, with a 404.
 */
export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const booking = await unlessMissing(
    context.services.reservations.lookup(context.ctx, { token: params.token, purpose: 'confirm' }),
  );
  return booking ? { booking } : data({ booking }, { status: 404 });
}

/** Confirms; a link whose half hour has run out (or never was) says so. */
export async function action({ params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const confirmed = await unlessMissing(context.services.reservations.confirm(context.ctx, { token: params.token }));
  return { outcome: confirmed?.outcome ?? ('expired' as const) };
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
