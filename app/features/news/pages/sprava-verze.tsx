import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { articleIdParams, revisionParams } from '../schemas.ts';
import type { Route } from './+types/sprava-verze';
import styles from './sprava-verze.module.css';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(
    `Verze článku: ${data?.article.title ?? ''}`,
    'Kdo a kdy článek změnil, co změnil, a obnovení starší verze.',
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'news');
  const { id } = parseParams(articleIdParams, params);
  const { services, ctx } = context;
  const [article, versions] = await Promise.all([services.news.adminGet(ctx, id), services.news.revisions(ctx, id)]);
  const asked = Number(new URL(request.url).searchParams.get('verze'));
  const shown = versions.find((v) => v.version === asked) ?? versions[0];
  const diff = shown ? await services.news.revisionDiff(ctx, id, shown.version) : null;
  return { article, versions, diff };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'news');
  const form = await readForm(request);
  const { id, version } = parseParams(revisionParams, { id: params.id, version: form.get('restore') });
  return formAction({}, async () => {
    await context.services.news.restore(context.ctx, id, version, Number(form.get('current')) || undefined);
    return redirect(`/sprava/aktuality/${id}/verze?obnoveno=${version}`);
  });
}

export default function ArticleVersions({ loaderData }: Route.ComponentProps) {
  const { article, versions, diff } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <p>
        <Link to={`/sprava/aktuality/${article.id}`}>‹ Zpět k úpravám článku</Link>
      </p>
      <h1>Verze článku „{article.title}“</h1>
      {params.get('obnoveno') && !result ? (
        <Notice type="success">
          <p>
            Verze {params.get('obnoveno')} je obnovena jako nejnovější verze {article.version}.
          </p>
        </Notice>
      ) : null}
      <FormProblems form="verze" result={result} labels={{}} />
      {versions.length === 0 ? (
        <p>Článek zatím nikdo v administraci neuložil, a tak nemá žádné uložené verze.</p>
      ) : (
        <div className={styles.layout}>
          <nav aria-label="Verze článku">
            <ol reversed className={styles.versions}>
              {versions.map((v) => (
                <li key={v.version}>
                  <Link to={`?verze=${v.version}`} aria-current={v.version === diff?.version ? 'page' : undefined}>
                    Verze {v.version}
                  </Link>
                  <br />
                  {v.actor}, {formatDateTime(v.at)}
                  {v.version === article.version ? ' (nynější)' : ''}
                </li>
              ))}
            </ol>
          </nav>
          {diff ? (
            <section aria-labelledby="zmeny">
              <h2 id="zmeny">
                Verze {diff.version}:{' '}
                {diff.previous_version === null ? 'první uložená' : `co změnila proti verzi ${diff.previous_version}`}
              </h2>
              <p>
                Uložil(a) {diff.actor}, {formatDateTime(diff.at)}.
              </p>
              {diff.fields.length === 0 ? <p>Tato verze nic nezměnila.</p> : null}
              <dl className={styles.fields}>
                {diff.fields.map((field) => (
                  <div key={field.field}>
                    <dt>{field.label}</dt>
                    <dd className={styles.diff}>
                      {field.parts.map((part, i) =>
                        part.change === 'added' ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
                          <ins key={i}>
                            <span className="visually-hidden">[přidáno: </span>
                            {part.text}
                            <span className="visually-hidden">]</span>
                          </ins>
                        ) : part.change === 'removed' ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
                          <del key={i}>
                            <span className="visually-hidden">[odebráno: </span>
                            {part.text}
                            <span className="visually-hidden">]</span>
                          </del>
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
                          <span key={i}>{part.text}</span>
                        ),
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {diff.version !== article.version ? (
                <Form method="post">
                  <input type="hidden" name="current" value={article.version} />
                  <p>Obnovení uloží text této verze jako novou verzi; zveřejnění článku zůstane, jak je.</p>
                  <button type="submit" name="restore" value={diff.version} className="button button--primary">
                    Obnovit verzi {diff.version}
                  </button>
                </Form>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </StaffLayout>
  );
}
