import { Form, useActionData } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { formValues, requireUser } from '../../../lib/auth.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { TopicsFieldset } from '../components/topics-fieldset.tsx';
import { sentTopics } from '../forms.server.ts';
import type { Route } from './+types/ucet-odber';

export const meta: Route.MetaFunction = () =>
  siteMeta('Odběr novinek | Můj účet', 'Aktuality, úřední deska a akce Vzorova e-mailem.');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const { subscriptions } = context.services;
  return {
    subscription: await subscriptions.mySubscription(context.ctx),
    groups: await subscriptions.topicGroups(context.ctx),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const form = await readForm(request);
  const topics = sentTopics(form);
  const values: Record<string, string> = { ...formValues(form), topics: topics.join(' ') };
  return formAction(values, async () => {
    await context.services.subscriptions.saveMySubscription(context.ctx, { topics });
    const message = topics.length ? 'Uloženo. Nové zprávy vám budeme posílat e-mailem.' : 'Odběr je zrušený.';
    return { done: true, message } satisfies FormResult;
  });
}

export default function MySubscription({ loaderData }: Route.ComponentProps) {
  const { subscription, groups } = loaderData;
  const result = useActionData<typeof action>();
  const refused = result && !result.done ? result : undefined;
  return (
    <>
      <h1>Odběr novinek</h1>
      <p>
        Vyberte, o čem vám máme psát na {subscription.email}. Každá nová zpráva přijde v samostatném e-mailu. Když
        nevyberete nic, odběr zrušíte.
      </p>
      {result?.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <ErrorSummary form="ucet-odber" errors={refused?.errors} labels={{ topics: 'Co chcete odebírat' }} />
      <Form method="post" noValidate>
        <TopicsFieldset
          form="ucet-odber"
          groups={groups}
          checked={refused ? (refused.values?.topics?.split(' ') ?? []) : subscription.topics}
          errors={refused?.errors?.topics}
        />
        <button type="submit" className="button button--primary">
          Uložit
        </button>
      </Form>
    </>
  );
}
