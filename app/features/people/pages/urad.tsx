import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/urad';

const INTRO = 'Městský úřad Vzorov a jeho odbory: co který vyřizuje a kde ho najdete.';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { departments: await context.services.people.listDepartments(context.ctx) };
}

export const meta: Route.MetaFunction = () => siteMeta('Úřad', INTRO);

export default function Office({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Úřad' }]} />
      <h1>Městský úřad</h1>
      <p className="lead">{INTRO}</p>
      <p>
        <Link to="/adresy-a-uredni-hodiny">Adresy a úřední hodiny</Link> ·{' '}
        <Link to="/telefonni-seznam">Telefonní seznam</Link> · <Link to="/contacts">Kontakty</Link>
      </p>
      {loaderData.departments.map((d) => (
        <section key={d.slug} aria-labelledby={`odbor-${d.slug}`}>
          <h2 id={`odbor-${d.slug}`}>{d.name}</h2>
          <p>{d.description}</p>
          <ul>
            {d.agendas.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <p>
            {d.room} · <Link to={`/contacts#${d.slug}`}>Kontakty odboru</Link>
          </p>
        </section>
      ))}
    </div>
  );
}
