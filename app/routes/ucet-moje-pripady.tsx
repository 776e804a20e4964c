import { data, Form, Link } from 'react-router';
import { formatDate } from '../../common/dates.ts';
import type { CaseSummary, Draft } from '../../common/services.ts';
import { CaseStatusLabel } from '../components/services/case-status.tsx';
import { Notice } from '../components/ui/error-summary.tsx';
import { StickyTable } from '../components/ui/sticky-table.tsx';
import styles from '../features/accounts/components/account.module.css';
import { requireUser } from '../lib/auth.server.ts';
import { readForm } from '../lib/forms.server.ts';
import { siteMeta } from '../lib/meta.ts';
import type { Route } from './+types/ucet-moje-pripady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Moje případy | Můj účet', 'Žádosti, které jste podali online, jak se vyřizují, a rozpracované žádosti.');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const [cases, drafts] = await Promise.all([
    context.api.get<{ data: CaseSummary[] }>('/api/me/cases'),
    context.api.get<{ data: Draft[] }>('/api/me/drafts'),
  ]);
  if (cases.status !== 200 || drafts.status !== 200) throw data('Případy se nepodařilo načíst.', { status: 500 });
  return { cases: cases.data.data, drafts: drafts.data.data };
}

/** Discarding a draft from the list. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = String((await readForm(request)).get('form') ?? '');
  const response = await context.api.send('DELETE', `/api/forms/${encodeURIComponent(form)}/draft`);
  return { discarded: response.status === 204 };
}

export default function MyCases({ loaderData, actionData }: Route.ComponentProps) {
  const { cases, drafts } = loaderData;
  return (
    <div>
      <h1>Moje případy</h1>
      {actionData?.discarded ? (
        <Notice type="success">
          <p>Rozpracovanou žádost jsme zahodili.</p>
        </Notice>
      ) : null}
      {drafts.length > 0 ? (
        <section className={styles.section} aria-labelledby="rozpracovane">
          <h2 id="rozpracovane">Rozpracované žádosti</h2>
          <ul className={styles.drafts}>
            {drafts.map((d) => (
              <li key={d.form}>
                <Link to={d.path}>{d.title}</Link>
                <span className={styles.muted}> naposledy změněno {formatDate(new Date(d.updated_at))}</span>
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name="form" value={d.form} />
                  <button type="submit" className="button button--link">
                    Zahodit<span className="visually-hidden"> {d.title}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="podane">
        <h2 id="podane">Podané žádosti</h2>
        {cases.length === 0 ? (
          <p>
            Zatím jste online nic nepodali. Co lze vyřídit přes internet, najdete v části{' '}
            <Link to="/potrebuji-vyridit">Potřebuji vyřídit</Link>.
          </p>
        ) : (
          <StickyTable caption="Moje podané žádosti" id="pripady-tabulka">
            <thead>
              <tr>
                <th scope="col">Žádost</th>
                <th scope="col">Číslo</th>
                <th scope="col">Podáno</th>
                <th scope="col">Poslední změna</th>
                <th scope="col">Stav</th>
              </tr>
            </thead>
            <tbody>
              {cases.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/ucet/moje-pripady/detail/${c.id}`}>{c.title}</Link>
                  </td>
                  <td>{c.number}</td>
                  <td>{formatDate(new Date(c.submitted_at))}</td>
                  <td>{formatDate(new Date(c.updated_at))}</td>
                  <td>
                    <CaseStatusLabel status={c.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </StickyTable>
        )}
      </section>
    </div>
  );
}
