import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { formatPrice } from '../../../../common/price.ts';
import styles from '../../../components/account/account.module.css';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { attachedFiles } from '../case-files.server.ts';
import { CaseFiles, CaseMessageFields, CaseReferenceRows, CaseTimeline } from '../components/case-parts.tsx';
import { CaseSummary } from '../components/case-summary.tsx';
import { FilingWay } from '../components/digital-act.tsx';
import { caseAnswerFormSchema, caseParams } from '../schemas.ts';
import type { Route } from './+types/ucet-pripad-detail';

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const me = requireUser(context, url);
  // Someone else's case answers 404, exactly like one that does not exist.
  const { id } = parseParams(caseParams, params);
  return { c: await context.services.eServices.caseDetail(context.ctx, id), email: me.email };
}

/** The resident's answer to the office's question: on their own case, while it waits for them. */
export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { id } = parseParams(caseParams, params);
  const form = await readForm(request);
  return formAction(form, async () => {
    const { message, files } = parseForm(caseAnswerFormSchema, form);
    await context.services.eServices.caseAnswer(context.ctx, id, message, await attachedFiles(files));
    return redirect(`/ucet/moje-pripady/detail/${id}?odpovezeno=1`);
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? siteMeta(`${loaderData.c.title} (${loaderData.c.number}) | Moje případy`, 'Průběh vyřizování vaší žádosti.')
    : [];

const when = formatDateTime;

export default function CaseDetail({ loaderData }: Route.ComponentProps) {
  const { c, email } = loaderData;
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Moje případy', to: '/ucet/moje-pripady' }, { text: c.number }]} />
      {params.has('odeslano') ? (
        <Notice type="success">
          <h2>Žádost jsme přijali</h2>
          <p>
            Číslo vašeho případu je <strong>{c.number}</strong>. Potvrzení se shrnutím jsme poslali na {email}. Jak se
            žádost vyřizuje, uvidíte na této stránce.
          </p>
        </Notice>
      ) : null}
      <h1>{c.title}</h1>
      <dl className={styles.summary}>
        <dt>Číslo případu</dt>
        <dd>{c.number}</dd>
        <CaseReferenceRows label="Číslo jednací úřadu" c={c} />
        <dt>Podáno</dt>
        <dd>{when(c.submitted_at)}</dd>
        <FilingWay act={c.digital_act} />
        <dt>Poslední změna</dt>
        <dd>{when(c.updated_at)}</dd>
        {c.department ? (
          <>
            <dt>Vyřizuje</dt>
            <dd>
              <Link to={`/urad#odbor-${c.department.slug}`}>{c.department.name}</Link>
            </dd>
          </>
        ) : null}
        {c.fee ? (
          <>
            <dt>{c.fee.label}</dt>
            <dd>
              {formatPrice(c.fee.amount)} – <Link to="/ucet/moje-zavazky">zaplatit v části Moje závazky</Link>
            </dd>
          </>
        ) : null}
      </dl>

      {params.has('odpovezeno') && !result ? (
        <Notice type="success">
          <p>Odpověď jsme předali úřednici nebo úředníkovi, kteří žádost vyřizují. Případ je znovu v řešení.</p>
        </Notice>
      ) : null}
      {c.status === 'ceka-na-doplneni' ? (
        <section className={styles.section} aria-labelledby="odpoved">
          <h2 id="odpoved">Odpovědět úřadu</h2>
          <p>Úřad od vás potřebuje doplnění; jeho dotaz najdete v průběhu níže.</p>
          <FormProblems form="odpoved" result={result} labels={{ message: 'Vaše odpověď', files: 'Přílohy' }} />
          <Form method="post" encType="multipart/form-data" noValidate>
            <CaseMessageFields
              form="odpoved"
              result={result}
              message={{ label: 'Vaše odpověď', required: true }}
              files={{
                label: 'Přílohy',
                hint: 'Nepovinné: PDF, obrázek JPEG, PNG nebo HEIC, dokument DOCX či ODT; každý do 10 MB, nejvýše 10 souborů.',
              }}
            />
            <button type="submit" className="button button--primary">
              Odeslat odpověď
            </button>
          </Form>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="prubeh">
        <h2 id="prubeh">Průběh a zprávy z úřadu</h2>
        <CaseTimeline
          timeline={c.timeline}
          who={(event) =>
            event.message ? (
              <>
                {' '}
                –{' '}
                {event.author === 'resident'
                  ? 'vaše odpověď'
                  : event.author === 'system'
                    ? 'datová schránka'
                    : 'zpráva od úřadu'}
              </>
            ) : null
          }
        />
      </section>

      <section className={styles.section} aria-labelledby="udaje">
        <h2 id="udaje">Co jste v žádosti uvedli</h2>
        <CaseSummary summary={c.summary} />
        <p>
          <a href={`/soubory/pripady/${c.id}/shrnuti.pdf`} download>
            Shrnutí podání (PDF)
          </a>
        </p>
      </section>

      {c.files.length > 0 ? (
        <section className={styles.section} aria-labelledby="prilohy">
          <h2 id="prilohy">Přílohy</h2>
          <CaseFiles files={c.files} path={`/soubory/pripady/${c.id}`} office=", od úřadu" />
        </section>
      ) : null}
    </div>
  );
}
