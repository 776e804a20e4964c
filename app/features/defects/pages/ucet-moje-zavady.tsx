import { Link } from 'react-router';
import { formatDate, formatDay } from '../../../../common/dates.ts';
import { StickyTable } from '../../../components/ui/sticky-table.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { DefectStatusLabel } from '../components/defect-status.tsx';
import type { Route } from './+types/ucet-moje-zavady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Moje hlášení závad | Můj účet', 'Závady, které jste nahlásili, a jak je úřad vyřizuje.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  return { reports: await context.services.defects.myReports(context.ctx) };
}

export default function MyDefects({ loaderData: { reports } }: Route.ComponentProps) {
  return (
    <div>
      <h1>Moje hlášení závad</h1>
      {reports.length === 0 ? (
        <p>
          Zatím jste žádnou závadu nenahlásili. Rozbitou lampu, výtluk nebo černou skládku můžete{' '}
          <Link to="/nahlasit-zavadu">nahlásit zde</Link>.
        </p>
      ) : (
        <>
          <p>
            <Link to="/nahlasit-zavadu">Nahlásit další závadu</Link>
          </p>
          <StickyTable caption="Závady, které jste nahlásili">
            <thead>
              <tr>
                <th scope="col">Číslo</th>
                <th scope="col">Závada</th>
                <th scope="col">Místo</th>
                <th scope="col">Stav</th>
                <th scope="col">Nahlášeno</th>
                <th scope="col">Lhůta</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => (
                <tr key={r.number}>
                  <td>
                    <Link to={`/ucet/moje-zavady/${r.number}`}>{r.number}</Link>
                  </td>
                  <td>{r.category}</td>
                  <td>{r.place}</td>
                  <td>
                    <DefectStatusLabel status={r.status} />
                  </td>
                  <td>{formatDate(new Date(r.created_at))}</td>
                  <td>{r.closed_at ? `uzavřeno ${formatDate(new Date(r.closed_at))}` : formatDay(r.due_on)}</td>
                </tr>
              ))}
            </tbody>
          </StickyTable>
        </>
      )}
    </div>
  );
}
