import { Form } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { linkPageHeaders, linkPageMeta } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { Gone } from '../components/gone.tsx';
import { orGone, subscriptionByLink } from '../forms.server.ts';
import type { Route } from './+types/odber-zrusit';

export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = () => linkPageMeta('Zrušení odběru', 'Zrušení odběru novinek z webu Vzorova.');

/**
 * The mails' `List-Unsubscribe` address. A mail program posts `List-Unsubscribe=One-Click` to it
 * (RFC 8058) and a person's button posts the same form, so both end the subscription; opening it
 * only asks, as a link checker may open it.
 */
export const loader = subscriptionByLink;

export async function action({ params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  return orGone(() => context.services.subscriptions.unsubscribe(context.ctx, params.token));
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && 'gone' in actionData) return <Gone message={actionData.gone} />;
  if (actionData) {
    return (
      <div className="page page--narrow">
        <h1>Zrušení odběru</h1>
        <Notice type="success">
          <p>{actionData.message}</p>
        </Notice>
      </div>
    );
  }
  if ('gone' in loaderData) return <Gone message={loaderData.gone} />;
  return (
    <div className="page page--narrow">
      <h1>Zrušení odběru</h1>
      <Form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <p>Opravdu chcete zrušit odběr novinek na {loaderData.subscription.email}?</p>
        <button type="submit" className="button button--primary">
          Zrušit odběr
        </button>
      </Form>
    </div>
  );
}
