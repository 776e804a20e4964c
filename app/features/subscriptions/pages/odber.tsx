import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { TopicsFieldset } from '../components/topics-fieldset.tsx';
import { topicsForm } from '../forms.server.ts';
import { subscribeSchema } from '../schemas.ts';
import type { Route } from './+types/odber';

export const meta: Route.MetaFunction = () =>
  siteMeta('Odběr novinek e-mailem', 'Aktuality, úřední deska a akce Vzorova e-mailem, jak vyjdou.');

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return {
    groups: await context.services.subscriptions.topicGroups(context.ctx),
    signedIn: context.viewer !== null,
  };
}

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  const { values } = topicsForm(form);
  return formAction(values, async () => {
    const input = parseForm(subscribeSchema, form);
    const { message } = await context.services.subscriptions.subscribe(context.ctx, input);
    return { done: true, message } satisfies FormResult;
  });
}

export default function Subscribe() {
  const { groups, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused = result && !result.done ? result : undefined;
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.subscribeSchema), refused);
  if (result?.done) {
    return (
      <div className="page page--narrow">
        <h1>Odběr novinek e-mailem</h1>
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
        <p>Odkaz platí týden. Když e-mail nepřijde, podívejte se i do nevyžádané pošty.</p>
      </div>
    );
  }
  const errors = checks.errors;
  return (
    <div className="page page--narrow">
      <h1>Odběr novinek e-mailem</h1>
      <p>
        Vyberte, o čem vám máme psát. Každá nová zpráva přijde v samostatném e-mailu; odběr změníte nebo zrušíte odkazem
        v každém z nich.
      </p>
      {signedIn ? (
        <p>
          Máte účet? Odběr na jeho adresu nastavíte bez potvrzování v <Link to="/ucet/odber">účtu</Link>.
        </p>
      ) : null}
      <ErrorSummary
        form="odber"
        errors={errors}
        labels={{ email: 'E-mail', topics: 'Co chcete odebírat' }}
        attempt={checks.attempt}
      />
      {result && !result.done && result.message && !errors?.email && !errors?.topics ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <Form method="post" {...checks.form}>
        <TopicsFieldset
          form="odber"
          groups={groups}
          checked={result && !result.done ? (result.values?.topics?.split(' ') ?? []) : []}
          errors={errors?.topics}
        />
        <TextField
          form="odber"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          defaultValue={result && !result.done ? result.values?.email : undefined}
          errors={errors?.email}
        />
        <button type="submit" className="button button--primary">
          Objednat odběr
        </button>
      </Form>
      <p>
        Adresu použijeme jen k rozesílání vybraných zpráv. Nepotvrzený odběr do týdne smažeme; potvrzený trvá, dokud ho
        nezrušíte.
      </p>
    </div>
  );
}
