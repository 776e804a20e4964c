import { Form, Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import styles from '../../../components/account/account.module.css';
import { YearLinks, yearParam } from '../../../components/account/year-links.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { StickyTable } from '../../../components/ui/sticky-table.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { unlessMissing } from '../../../lib/refusals.server.ts';
import { CaseStatusLabel } from '../components/case-status.tsx';
import type { Route } from './+types/ucet-moje-pripady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Moje případy | Můj účet', 'Žádosti, které jste podali online, jak se vyřizují, a rozpracované žádosti.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { ctx, services } = context;
  // A year that is not a number, or has nothing finished, shows the latest.
  const [mine, drafts] = await Promise.all([
    services.eServices.casesOfYear(ctx, yearParam(url)),
    services.eServices.drafts(ctx),
  ]);
  return { ...mine, drafts };
}

/** Discarding a draft from the list. */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const form = String((await readForm(request)).get('form') ?? '');
  // A draft already gone (discarded in another tab, or filed), or no such form: nothing to say.
  const discarded = await unlessMissing(context.services.eServices.discardDraft(context.ctx, form));
  return { discarded: discarded !== null };
}

export default function MyCases({ loaderData, actionData }: Route.ComponentProps) {
  const { cases, year, years, drafts } = loaderData;
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
        <YearLinks label="Vyřízené z roku" years={years} year={year} />
        {cases.length === 0 ? (
          <p>
            Zatím jste online nic nepodali. Co lze vyřídit přes internet, najdete v části{' '}
            <Link to="/potrebuji-vyridit">Potřebuji vyřídit</Link>.
          </p>
        ) : (
          <StickyTable
            caption={
              year === null ? 'Moje podané žádosti' : `Moje podané žádosti: rozpracované a vyřízené z roku ${year}`
            }
          >
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
