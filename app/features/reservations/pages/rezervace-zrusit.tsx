import { data, Form, Link, useActionData } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { formAction } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { unlessMissing } from '../../../lib/refusals.server.ts';
import { when } from '../format.ts';
import type { Route } from './+types/rezervace-zrusit';

/** The cancel link from the confirmation mail: it works without logging in, and asks before it cancels. */
export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const reservation = await unlessMissing(
    context.services.reservations.lookup(context.ctx, { token: params.token, purpose: 'cancel' }),
  );
  return reservation ? { reservation } : data({ reservation }, { status: 404 });
}

/** A page about one booking, behind a secret link: never kept in the shared page cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/** Cancels; too late or already cancelled is said on the page. */
export async function action({ params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  return formAction({}, async () => {
    await context.services.reservations.cancelByLink(context.ctx, { token: params.token });
    return { done: true as const, message: undefined };
  });
}

export const meta: Route.MetaFunction = () => siteMeta('Zrušení rezervace', 'Zrušení rezervace termínu na úřadě.');

export default function CancelBooking({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const r = loaderData.reservation;
  if (!r) {
    return (
      <div className="page page--narrow">
        <h1>Zrušení rezervace</h1>
        <Notice type="danger">
          <p>Odkaz je neplatný. Zkontrolujte prosím, že jste ho zkopírovali celý.</p>
        </Notice>
      </div>
    );
  }
  const cancelled = result?.done || r.status === 'cancelled';
  return (
    <div className="page page--narrow">
      <h1>Zrušení rezervace</h1>
      <p>
        {r.service.name}, <strong>{when(r.starts_at)}</strong>, {r.service.place}.
      </p>
      {cancelled ? (
        <Notice type={result?.done ? 'success' : 'info'}>
          <p>
            {result?.done ? 'Rezervaci jsme zrušili. Děkujeme, že jste dali vědět.' : 'Tato rezervace už je zrušená.'}{' '}
            <Link to="/potrebuji-vyridit">Objednat se na jiný termín</Link>
          </p>
        </Notice>
      ) : (
        <>
          {result?.message ? (
            <Notice type="danger">
              <p>{result.message}</p>
            </Notice>
          ) : null}
          <Form method="post">
            <button type="submit" className="button button--primary">
              Ano, zrušit rezervaci
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
