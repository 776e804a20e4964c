import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { BODIES } from '../schemas.ts';
import type { Route } from './+types/sprava-lide';

export const meta: Route.MetaFunction = () =>
  siteMeta('Úřad, lidé a orgány města – správa', 'Odbory, pracovníci úřadu, zastupitelé a zasedání.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
  const { services, ctx } = context;
  const [departments, people, members, meetings] = await Promise.all([
    services.people.departmentRows(ctx),
    services.people.officePersonRows(ctx),
    services.people.memberRows(ctx),
    services.people.meetingRows(ctx),
  ]);
  return { departments, people, members, meetings };
}

const NewLink = ({ to, text }: { to: string; text: string }) => (
  <p>
    <Link to={to} className="button button--secondary">
      {text}
    </Link>
  </p>
);

export default function PeopleAdmin({ loaderData }: Route.ComponentProps) {
  const { departments, people, members, meetings } = loaderData;
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Úřad, lidé a orgány města</h1>
      {params.get('smazano') ? (
        <Notice type="success">
          <p>Záznam je smazaný.</p>
        </Notice>
      ) : null}
      <nav aria-label="Na této stránce">
        <ul>
          <li>
            <a href="#odbory">Odbory</a>
          </li>
          <li>
            <a href="#pracovnici">Pracovníci úřadu</a>
          </li>
          <li>
            <a href="#zastupitele">Zastupitelé a radní</a>
          </li>
          <li>
            <a href="#zasedani">Zasedání</a>
          </li>
        </ul>
      </nav>

      <h2 id="odbory">Odbory</h2>
      <NewLink to="/sprava/odbory/novy" text="Nový odbor" />
      <ScrollTable caption="Odbory v pořadí na webu" captionHidden>
        <thead>
          <tr>
            <th scope="col">Odbor</th>
            <th scope="col">Kancelář</th>
            <th scope="col">Pracovníků</th>
          </tr>
        </thead>
        <tbody>
          {departments.map((d) => (
            <tr key={d.id}>
              <td>
                <Link to={`/sprava/odbory/${d.id}`}>{d.name}</Link>
              </td>
              <td>{d.room}</td>
              <td>{d.people}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h2 id="pracovnici">Pracovníci úřadu</h2>
      <NewLink to="/sprava/pracovnici/novy" text="Nový pracovník" />
      <ScrollTable caption="Pracovníci podle odborů" captionHidden>
        <thead>
          <tr>
            <th scope="col">Jméno</th>
            <th scope="col">Funkce</th>
            <th scope="col">Odbor</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.id}>
              <td>
                <Link to={`/sprava/pracovnici/${p.id}`}>{p.name}</Link>
              </td>
              <td>{p.position}</td>
              <td>{p.department}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h2 id="zastupitele">Zastupitelé a radní</h2>
      <NewLink to="/sprava/zastupitele/novy" text="Nový zastupitel" />
      <ScrollTable caption="Členové zastupitelstva v pořadí na webu" captionHidden>
        <thead>
          <tr>
            <th scope="col">Jméno</th>
            <th scope="col">Funkce</th>
            <th scope="col">Strana nebo hnutí</th>
            <th scope="col">V radě</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>
                <Link to={`/sprava/zastupitele/${m.id}`}>{m.name}</Link>
              </td>
              <td>{m.role}</td>
              <td>{m.party}</td>
              <td>{m.council ? 'ano' : 'ne'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h2 id="zasedani">Zasedání</h2>
      <NewLink to="/sprava/zasedani/nove" text="Nové zasedání" />
      <ScrollTable caption="Zasedání, poslední první" captionHidden>
        <thead>
          <tr>
            <th scope="col">Zasedání</th>
            <th scope="col">Datum</th>
            <th scope="col">Usnesení</th>
            <th scope="col">Zápis</th>
          </tr>
        </thead>
        <tbody>
          {meetings.map((m) => (
            <tr key={m.id}>
              <td>
                <Link to={`/sprava/zasedani/${m.id}`}>
                  {m.number}. zasedání – {BODIES[m.body]}
                </Link>
              </td>
              <td>
                {formatDay(m.date)} {m.time}
              </td>
              <td>{m.resolutions.length}</td>
              <td>{m.minutes ? 'ano' : 'zatím ne'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </StaffLayout>
  );
}
