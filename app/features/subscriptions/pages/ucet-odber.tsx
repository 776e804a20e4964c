import { useActionData } from 'react-router';
import { requireUser } from '../../../lib/auth.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { TopicsForm } from '../components/topics-form.tsx';
import { topicsForm } from '../forms.server.ts';
import { mySubscriptionInput } from '../schemas.ts';
import type { Route } from './+types/ucet-odber';

export const meta: Route.MetaFunction = () =>
  siteMeta('Odběr novinek | Můj účet', 'Aktuality, úřední deska a akce Vzorova e-mailem.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { subscriptions } = context.services;
  return {
    subscription: await subscriptions.mySubscription(context.ctx),
    groups: await subscriptions.topicGroups(context.ctx),
  };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const form = await readForm(request);
  const { values } = topicsForm(form);
  return formAction(values, async () => {
    const { topics } = parseForm(mySubscriptionInput, form);
    await context.services.subscriptions.saveMySubscription(context.ctx, { topics });
    const message = topics.length ? 'Uloženo. Nové zprávy vám budeme posílat e-mailem.' : 'Odběr je zrušený.';
    return { done: true, message } satisfies FormResult;
  });
}

export default function MySubscription({ loaderData }: Route.ComponentProps) {
  const { subscription, groups } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <>
      <h1>Odběr novinek</h1>
      <p>
        Vyberte, o čem vám máme psát na {subscription.email}. Každá nová zpráva přijde v samostatném e-mailu. Když
        nevyberete nic, odběr zrušíte.
      </p>
      <TopicsForm form="ucet-odber" groups={groups} saved={subscription.topics} result={result} />
    </>
  );
}
