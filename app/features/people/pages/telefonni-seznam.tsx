import { useState } from 'react';
import { Form } from 'react-router';
import { fold } from '../../../../common/fold.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import styles from '../../../components/ui/listing.module.css';
import { StickyTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/telefonni-seznam';

const INTRO = 'Telefony a e-maily pracovníků Městského úřadu Vzorov. Hledejte podle jména, funkce, odboru nebo čísla.';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  // The whole directory: the filter runs in the browser as you type, and on the server without JavaScript.
  return { contacts: await context.services.people.listContacts(context.ctx), q };
}

export const meta: Route.MetaFunction = () => siteMeta('Telefonní seznam', INTRO);

export default function PhoneDirectory({ loaderData }: Route.ComponentProps) {
  const [q, setQ] = useState(loaderData.q);
  const words = fold(q).split(/\s+/).filter(Boolean);
  const shown = loaderData.contacts.filter((c) => {
    const haystack = fold(
      `${c.name} ${c.position} ${c.department.name} ${c.phone} ${c.mobile ?? ''} ${c.email} ${c.room}`,
    );
    return words.every((w) => haystack.includes(w) || haystack.replace(/\s/g, '').includes(w));
  });
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Úřad', to: '/urad' }, { text: 'Telefonní seznam' }]} />
      <h1>Telefonní seznam</h1>
      <p className="lead">{INTRO}</p>
      <Form method="get" action="/telefonni-seznam" className={styles.filters} role="search">
        <div>
          <label htmlFor="seznam-q">Hledat</label>
          <input
            id="seznam-q"
            name="q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={200}
          />
        </div>
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === 0 ? 'Nikoho takového jsme nenašli.' : `Nalezeno: ${shown.length}`}
      </p>
      {shown.length > 0 ? (
        <StickyTable caption="Telefonní seznam úřadu">
          <thead>
            <tr>
              <th scope="col">Jméno</th>
              <th scope="col">Funkce</th>
              <th scope="col">Odbor</th>
              <th scope="col">Telefon</th>
              <th scope="col">E-mail</th>
              <th scope="col">Kancelář</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.slug}>
                <td>{c.name}</td>
                <td>{c.position}</td>
                <td>{c.department.name}</td>
                <td>
                  <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
                </td>
                <td>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </td>
                <td>{c.room}</td>
              </tr>
            ))}
          </tbody>
        </StickyTable>
      ) : null}
    </div>
  );
}
