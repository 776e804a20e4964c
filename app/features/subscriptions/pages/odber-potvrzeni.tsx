import { Form, Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { Gone } from '../components/gone.tsx';
import { orGone } from '../forms.server.ts';
import type { Route } from './+types/odber-potvrzeni';

export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

export const meta: Route.MetaFunction = () => [
  ...siteMeta('Potvrzení odběru', 'Potvrzení odběru novinek z webu Vzorova.'),
  { name: 'robots', content: 'noindex' },
];

// Opening the link shows a button: mail scanners that open every link must not confirm for the owner.
export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return orGone(async () => ({
    subscription: await context.services.subscriptions.subscription(context.ctx, params.token),
  }));
}

export async function action({ params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  return orGone(async () => ({ confirmed: await context.services.subscriptions.confirm(context.ctx, params.token) }));
}

export default function ConfirmSubscription({ loaderData, actionData, params }: Route.ComponentProps) {
  if ('gone' in loaderData) return <Gone message={loaderData.gone} />;
  if (actionData && 'gone' in actionData) return <Gone message={actionData.gone} />;
  const done = actionData?.confirmed ?? (loaderData.subscription.confirmed ? loaderData.subscription : null);
  return (
    <div className="page page--narrow">
      <h1>Potvrzení odběru</h1>
      {done ? (
        <>
          <Notice type="success">
            <p>Odběr je potvrzený. Nové zprávy vám budeme posílat na {done.email}.</p>
          </Notice>
          <p>
            <Link to={`/odber/${params.token}`}>Změnit nebo zrušit odběr</Link>
          </p>
        </>
      ) : (
        <Form method="post">
          <p>Potvrďte prosím, že chcete dostávat novinky z webu Vzorova na {loaderData.subscription.email}.</p>
          <button type="submit" className="button button--primary">
            Potvrdit odběr
          </button>
        </Form>
      )}
    </div>
  );
}
