import { Form, Link, useSearchParams } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { formValues, requireUser } from '../../../lib/auth.server.ts';
import { formAction, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { when } from '../format.ts';
import type { Reservation } from '../schemas.ts';
import type { Route } from './+types/ucet-moje-rezervace';

export const meta: Route.MetaFunction = () =>
  siteMeta('Moje rezervace | Můj účet', 'Termíny, na které jste se objednali na úřadě, a jejich zrušení.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const all = await context.services.reservations.listMine(context.ctx);
  const now = context.ctx.now.getTime();
  return {
    upcoming: all.filter((r) => new Date(r.ends_at).getTime() >= now).reverse(),
    past: all.filter((r) => new Date(r.ends_at).getTime() < now),
    now,
  };
}

/** Cancelling asks first: the first post shows the question, the second (with `confirm`) cancels. */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const values = formValues(await readForm(request));
  const id = values.id ?? '';
  if (values.confirm !== 'ano') return { ask: id, done: null, message: undefined };
  return formAction(values, async () => ({
    ask: null,
    done: await context.services.reservations.cancelMine(context.ctx, id),
    message: undefined,
  }));
}

export default function MyReservations({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, now } = loaderData;
  const [params] = useSearchParams();
  const fresh = upcoming.find((r) => r.id === params.get('nova'));
  const asked = actionData && 'ask' in actionData ? actionData.ask : null;
  return (
    <div>
      <h1>Moje rezervace</h1>
      {fresh && !actionData ? (
        <Notice type="success">
          <p>
            Rezervace je hotová: {fresh.service.name}, <strong>{when(fresh.starts_at)}</strong>. Potvrzení s termínem
            pro kalendář jsme poslali na {fresh.email}.
          </p>
        </Notice>
      ) : null}
      {actionData?.done ? (
        <Notice type="success">
          <p>
            Rezervaci {actionData.done.service.name}, {when(actionData.done.starts_at)} jsme zrušili.
          </p>
        </Notice>
      ) : null}
      {actionData?.message ? (
        <Notice type="danger">
          <p>{actionData.message}</p>
        </Notice>
      ) : null}
      <section className={styles.section} aria-labelledby="nadchazejici">
        <h2 id="nadchazejici">Nadcházející</h2>
        {upcoming.length === 0 ? (
          <p>
            Žádné nadcházející rezervace. Na úřad se můžete objednat v části{' '}
            <Link to="/potrebuji-vyridit">Potřebuji vyřídit</Link>.
          </p>
        ) : (
          <ul className={styles.bookings}>
            {upcoming.map((r) => (
              <Booking key={r.id} r={r} now={now} ask={asked === r.id} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section className={styles.section} aria-labelledby="probehle">
          <h2 id="probehle">Proběhlé</h2>
          <ul className={styles.bookings}>
            {past.map((r) => (
              <Booking key={r.id} r={r} now={now} ask={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Booking({ r, now, ask }: { r: Reservation; now: number; ask: boolean }) {
  const cancelled = r.status === 'cancelled';
  const upcoming = new Date(r.ends_at).getTime() >= now;
  const canCancel = !cancelled && upcoming && new Date(r.cancel_until).getTime() > now;
  return (
    <li className={cancelled ? styles.cancelled : undefined}>
      <h3>{r.service.name}</h3>
      <p>
        <strong>{when(r.starts_at)}</strong>, {r.service.place}
        {cancelled ? <strong className={styles.cancelledLabel}> – zrušeno</strong> : null}
      </p>
      {canCancel ? (
        ask ? (
          <Form method="post" className={styles.ask}>
            <p>Opravdu chcete tuto rezervaci zrušit?</p>
            <input type="hidden" name="id" value={r.id} />
            <div className="button-row">
              <button type="submit" name="confirm" value="ano" className="button button--primary">
                Ano, zrušit
              </button>
              <Link to="/ucet/moje-rezervace" className="button button--secondary">
                Ne, ponechat
              </Link>
            </div>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={r.id} />
            <button type="submit" className="button button--secondary">
              Zrušit rezervaci
              <span className="visually-hidden">
                {' '}
                {r.service.name}, {when(r.starts_at)}
              </span>
            </button>
          </Form>
        )
      ) : !cancelled && upcoming ? (
        <p className={styles.muted}>
          Zrušit ji už online nelze: lhůta skončila {when(r.cancel_until)}. Pokud nemůžete přijít, zavolejte nám prosím.
        </p>
      ) : null}
    </li>
  );
}
