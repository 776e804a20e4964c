import { Form, Link, useActionData } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { formInput } from '../../../lib/form-input.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { formatWhen } from '../format.ts';
import { eventParams, proposalDecisionSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-navrhy';

export const meta: Route.MetaFunction = () =>
  siteMeta('Návrhy akcí – správa', 'Akce, které občané navrhli do kalendáře města.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  return { proposals: await context.services.events.proposals(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const form = await readForm(request);
  // The proposal the form is for, as its own path would name it; one that is not there is the 404 page.
  const { id } = parseParams(eventParams, formInput(eventParams, form));
  return formAction(form, async () => {
    const input = parseForm(proposalDecisionSchema, form);
    await context.services.events.decide(context.ctx, id, input);
    return { done: true as const, id, decision: input.decision };
  });
}

export default function EventProposals({ loaderData }: Route.ComponentProps) {
  const { proposals } = loaderData;
  const result = useActionData<typeof action>();
  const failed = result && !result.done ? result : null;
  const failedId = failed ? Number(failed.values?.id) : null;
  return (
    <StaffLayout>
      <h1>Návrhy akcí</h1>
      <p>
        Akce, které občané navrhli do kalendáře. Zveřejněná akce se hned ukáže v kalendáři; navrhovateli v obou
        případech přijde e-mail.
      </p>
      {result?.done ? (
        <Notice type="success">
          <p>{result.decision === 'publish' ? 'Akce je zveřejněná v kalendáři.' : 'Návrh je zamítnutý.'}</p>
        </Notice>
      ) : null}
      {failed && !failed.errors?.reason ? (
        <Notice type="danger">
          <p>{failed.message}</p>
        </Notice>
      ) : null}
      {proposals.length === 0 ? (
        <p>Žádný návrh nečeká na rozhodnutí.</p>
      ) : (
        proposals.map((proposal) => {
          const form = `navrh-${proposal.id}`;
          const errors = failedId === proposal.id ? failed?.errors : undefined;
          return (
            <article key={proposal.id} aria-labelledby={`${form}-nazev`}>
              <h2 id={`${form}-nazev`}>{proposal.title}</h2>
              <dl>
                <dt>Kdy</dt>
                <dd>{formatWhen({ starts_at: proposal.starts_at, ends_at: proposal.ends_at, all_day: false })}</dd>
                <dt>Kde</dt>
                <dd>{proposal.place}</dd>
                <dt>Kategorie</dt>
                <dd>{proposal.categories.map((c) => c.name).join(', ') || '–'}</dd>
                <dt>Navrhl(a)</dt>
                <dd>
                  {proposal.proposer_name ?? '–'}
                  {proposal.proposer_email ? ` (${proposal.proposer_email})` : ''},{' '}
                  {formatDate(new Date(proposal.proposed_at))}
                </dd>
              </dl>
              {proposal.image ? (
                <img
                  src={proposal.image.url}
                  alt={proposal.image.alt}
                  width={320}
                  height={Math.round((320 * proposal.image.height) / proposal.image.width)}
                />
              ) : null}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeRichText) */}
              <div dangerouslySetInnerHTML={{ __html: proposal.body }} />
              <p>
                <Link to={`/sprava/akce/${proposal.id}`}>
                  Upravit před zveřejněním<span className="visually-hidden"> akci {proposal.title}</span>
                </Link>{' '}
                (překlep, čas, kategorie, obrázek): návrh zůstane tady, dokud ho nezveřejníte.
              </p>
              <Form method="post">
                <input type="hidden" name="id" value={proposal.id} />
                <input type="hidden" name="decision" value="publish" />
                <button type="submit" className="button button--primary">
                  Zveřejnit <span className="visually-hidden">akci {proposal.title}</span>
                </button>
              </Form>
              <Form method="post" noValidate>
                <ErrorSummary form={form} errors={errors} labels={{ reason: 'Důvod zamítnutí' }} />
                <input type="hidden" name="id" value={proposal.id} />
                <input type="hidden" name="decision" value="reject" />
                <TextAreaField
                  form={form}
                  name="reason"
                  label="Důvod zamítnutí"
                  hint="Navrhovatel ho dostane e-mailem."
                  rows={3}
                  defaultValue={failedId === proposal.id ? failed?.values?.reason : undefined}
                  errors={errors?.reason}
                />
                <button type="submit" className="button button--secondary">
                  Zamítnout <span className="visually-hidden">akci {proposal.title}</span>
                </button>
              </Form>
            </article>
          );
        })
      )}
    </StaffLayout>
  );
}
