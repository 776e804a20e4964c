import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { isKeyOf } from '../../../../common/keys.ts';
import { formatPrice } from '../../../../common/price.ts';
import styles from '../../../components/account/account.module.css';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Deadline } from '../../../components/ui/deadline.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { attachedFiles } from '../case-files.server.ts';
import { type CaseAction, FINISHED } from '../case-flow.ts';
import { CaseFiles, CaseMessageFields, CaseReferenceRows, CaseTimeline } from '../components/case-parts.tsx';
import { CaseSummary } from '../components/case-summary.tsx';
import { FilingWay } from '../components/digital-act.tsx';
import { caseActionFormSchema, officeCaseParams } from '../schemas.ts';
import type { Route } from './+types/sprava-pripad';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData ? `${loaderData.c.number}: ${loaderData.c.title}` : 'Případ', 'Případ, jak ho vyřizuje úřad.');

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { id } = parseParams(officeCaseParams, params);
  return { c: await context.services.eServices.officeCase(context.ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { id } = parseParams(officeCaseParams, params);
  const form = await readForm(request);
  return formAction(form, async () => {
    const { files, ...input } = parseForm(caseActionFormSchema, form);
    await context.services.eServices.caseAct(context.ctx, id, input, await attachedFiles(files));
    return redirect(`/sprava/pripady/${id}?hotovo=${input.action}`);
  });
}

/** Each action as the clerk's button says it, and what the message box is for with it. */
const ACTIONS: Record<CaseAction, { button: string; done: string }> = {
  take: { button: 'Převzít případ', done: 'Případ je váš a je v řešení.' },
  ask: { button: 'Poslat dotaz žadateli', done: 'Dotaz je odeslaný; případ čeká na doplnění.' },
  message: { button: 'Poslat zprávu žadateli', done: 'Zpráva je odeslaná.' },
  note: { button: 'Uložit interní poznámku', done: 'Poznámka je uložená; žadatel ji nevidí.' },
  decide: { button: 'Vyřídit', done: 'Případ je vyřízený.' },
  reject: { button: 'Zamítnout', done: 'Případ je zamítnutý.' },
  reopen: { button: 'Znovu otevřít', done: 'Případ je znovu v řešení.' },
  close: { button: 'Uzavřít', done: 'Případ je uzavřený.' },
};

export default function OfficeCase({ loaderData }: Route.ComponentProps) {
  const { c } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const asked = params.get('hotovo') ?? '';
  const done = isKeyOf(ACTIONS, asked) ? asked : null;
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/pripady">‹ Zpět na případy</Link>
      </p>
      <h1>
        {c.number}: {c.title}
      </h1>
      {done && !result ? (
        <Notice type="success">
          <p>{ACTIONS[done].done}</p>
        </Notice>
      ) : null}
      <dl className={styles.summary}>
        <CaseReferenceRows label="Číslo jednací" c={c} />
        <dt>Žadatel</dt>
        <dd>
          {c.contact.name}, <a href={`mailto:${c.contact.email}`}>{c.contact.email}</a>
          {c.contact.phone ? <>, {c.contact.phone}</> : null}
        </dd>
        <dt>Podáno</dt>
        <dd>{formatDateTime(c.submitted_at)}</dd>
        <FilingWay act={c.digital_act} />
        <dt>Lhůta k vyřízení</dt>
        <dd>
          do {formatDay(c.due_on)} <Deadline daysLeft={c.days_left} finished={FINISHED.includes(c.status)} />
        </dd>
        <dt>Odbor</dt>
        <dd>{c.department?.name ?? 'neurčen'}</dd>
        <dt>Řeší</dt>
        <dd>{c.assignee?.name ?? 'zatím nikdo'}</dd>
        {c.fee ? (
          <>
            <dt>{c.fee.label}</dt>
            <dd>{formatPrice(c.fee.amount)}</dd>
          </>
        ) : null}
      </dl>

      {c.actions.length > 0 ? (
        <section className={styles.section} aria-labelledby="krok">
          <h2 id="krok">Další krok</h2>
          <FormProblems
            form="krok"
            result={result}
            labels={{ message: 'Text', action: 'Krok', files: 'Přílohy pro žadatele' }}
          />
          <Form method="post" encType="multipart/form-data" noValidate>
            <input type="hidden" name="version" value={c.version} />
            <CaseMessageFields
              form="krok"
              result={result}
              message={{
                label: 'Text',
                hint: 'Dotaz, zpráva nebo důvod zamítnutí se ukáže žadateli v jeho účtu; e-mailem mu přijde jen upozornění. Interní poznámku vidí jen úřad.',
              }}
              files={{
                label: 'Přílohy pro žadatele',
                hint: 'Nepovinné, s dotazem, zprávou, vyřízením nebo zamítnutím (třeba rozhodnutí v PDF): PDF, JPEG, PNG, HEIC, DOCX či ODT, každý do 10 MB.',
              }}
            />
            <p className="button-row">
              {c.actions.map((action) => (
                <button
                  key={action}
                  type="submit"
                  name="action"
                  value={action}
                  className={`button ${action === 'take' || action === 'decide' ? 'button--primary' : 'button--secondary'}`}
                >
                  {ACTIONS[action].button}
                </button>
              ))}
            </p>
          </Form>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="prubeh">
        <h2 id="prubeh">Průběh</h2>
        <CaseTimeline
          timeline={c.timeline}
          who={(event) => (
            <>
              {event.internal ? <> – interní poznámka</> : null}
              {event.by ? <> – {event.author === 'resident' ? `žadatel ${event.by}` : event.by}</> : null}
            </>
          )}
        />
      </section>

      <section className={styles.section} aria-labelledby="podani">
        <h2 id="podani">Podání</h2>
        <CaseSummary summary={c.summary} />
        <p>
          <a href={`/soubory/urad/pripady/${c.id}/shrnuti.pdf`} download>
            Shrnutí podání (PDF)
          </a>
        </p>
        {c.files.length > 0 ? (
          <>
            <h3>Přílohy</h3>
            <CaseFiles files={c.files} path={`/soubory/urad/pripady/${c.id}`} office=", poslal úřad" />
          </>
        ) : null}
      </section>
    </StaffLayout>
  );
}
