import { data, Form, Link, useActionData } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/rezervace-zrusit';
import { when } from './rezervace.tsx';

interface Booking {
  service: { name: string; place: string };
  starts_at: string;
  status: 'pending' | 'active' | 'cancelled';
}

/** The cancel link from the confirmation mail: it works without logging in, and asks before it cancels. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const res = await context.api.send<{ data: Booking }>('POST', '/api/reservations/lookup', {
    token: params.token,
    purpose: 'cancel',
  });
  if (res.status !== 200) return data({ reservation: null }, { status: 404 });
  return { reservation: res.data.data };
}

/** A page about one booking, behind a secret link: never kept in the shared page cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export async function action({ params, context }: Route.ActionArgs) {
  const res = await context.api.send<{ data: Booking; message?: string }>('POST', '/api/reservations/cancel', {
    token: params.token,
  });
  return res.status === 200
    ? { cancelled: true, message: null }
    : { cancelled: false, message: res.data?.message ?? null };
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
  const cancelled = result?.cancelled || r.status === 'cancelled';
  return (
    <div className="page page--narrow">
      <h1>Zrušení rezervace</h1>
      <p>
        {r.service.name}, <strong>{when(r.starts_at)}</strong>, {r.service.place}.
      </p>
      {cancelled ? (
        <Notice type={result?.cancelled ? 'success' : 'info'}>
          <p>
            {result?.cancelled
              ? 'Rezervaci jsme zrušili. Děkujeme, že jste dali vědět.'
              : 'Tato rezervace už je zrušená.'}{' '}
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
