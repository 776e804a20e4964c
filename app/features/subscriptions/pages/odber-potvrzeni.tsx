import { Form, Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { linkPageHeaders, linkPageMeta } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { Gone } from '../components/gone.tsx';
import { orGone, subscriptionByLink } from '../forms.server.ts';
import type { Route } from './+types/odber-potvrzeni';

export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = () =>
  linkPageMeta('Potvrzení odběru', 'Potvrzení odběru novinek z webu Vzorova.');

// Opening the link shows a button: mail scanners that open every link must not confirm for the owner.
export const loader = subscriptionByLink;

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
