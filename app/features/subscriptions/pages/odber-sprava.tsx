import { Form, useActionData } from 'react-router';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { linkPageHeaders, linkPageMeta } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { Gone } from '../components/gone.tsx';
import { TopicsForm } from '../components/topics-form.tsx';
import { orGone, topicsForm } from '../forms.server.ts';
import { topicsInput } from '../schemas.ts';
import type { Route } from './+types/odber-sprava';

export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = () =>
  linkPageMeta('Nastavení odběru', 'Změna nebo zrušení odběru novinek z webu Vzorova.');

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { subscriptions } = context.services;
  return orGone(async () => ({
    subscription: await subscriptions.subscription(context.ctx, params.token),
    groups: await subscriptions.topicGroups(context.ctx),
  }));
}

export async function action({ request, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  const { values } = topicsForm(form);
  return orGone(() =>
    formAction(values, async () => {
      const input = parseForm(topicsInput, form);
      await context.services.subscriptions.saveTopics(context.ctx, params.token, input);
      return { done: true, message: 'Uloženo. Odběr odteď odpovídá vašemu výběru.' } satisfies FormResult;
    }),
  );
}

export default function ManageSubscription({ loaderData, params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if ('gone' in loaderData) return <Gone message={loaderData.gone} />;
  if (result && 'gone' in result) return <Gone message={result.gone} />;
  const { subscription, groups } = loaderData;
  return (
    <div className="page page--narrow">
      <h1>Nastavení odběru</h1>
      <p>Odběr na adresu {subscription.email}.</p>
      <TopicsForm form="odber" groups={groups} saved={subscription.topics} result={result} />
      <h2>Zrušení odběru</h2>
      <Form method="post" action={`/odber/${params.token}/zrusit`}>
        <p>Nechcete od nás už nic dostávat?</p>
        <button type="submit" className="button">
          Zrušit odběr
        </button>
      </Form>
    </div>
  );
}
