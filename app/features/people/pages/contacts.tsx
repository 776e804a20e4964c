import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import styles from '../components/people.module.css';
import { PersonPhoto } from '../components/person-photo.tsx';
import type { Contact } from '../schemas.ts';
import type { Route } from './+types/contacts';

const INTRO = 'Na koho se na Městském úřadě Vzorov obrátit, podle odborů.';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const byDepartment = new Map<string, { name: string; people: Contact[] }>();
  for (const c of await context.services.people.listContacts(context.ctx)) {
    const group = byDepartment.get(c.department.slug) ?? { name: c.department.name, people: [] };
    group.people.push(c);
    byDepartment.set(c.department.slug, group);
  }
  return { groups: [...byDepartment.entries()] };
}

export const meta: Route.MetaFunction = () => siteMeta('Kontakty', INTRO);

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Úřad', to: '/urad' }, { text: 'Kontakty' }]} />
      <h1>Kontakty</h1>
      <p className="lead">{INTRO}</p>
      {loaderData.groups.map(([slug, group]) => (
        <section key={slug} id={slug} aria-labelledby={`kontakty-${slug}`}>
          <h2 id={`kontakty-${slug}`}>{group.name}</h2>
          <ul className={styles.grid}>
            {group.people.map((c) => (
              <li key={c.slug} className={`card ${styles.person}`}>
                <PersonPhoto photo={c.photo} />
                <div>
                  <h3 className={styles.name}>{c.name}</h3>
                  <dl className={styles.items}>
                    <dt>Funkce</dt>
                    <dd>{c.position}</dd>
                    <dt>Telefon</dt>
                    <dd>
                      <a href={tel(c.phone)}>{c.phone}</a>
                    </dd>
                    {c.mobile ? (
                      <>
                        <dt>Mobil</dt>
                        <dd>
                          <a href={tel(c.mobile)}>{c.mobile}</a>
                        </dd>
                      </>
                    ) : null}
                    <dt>E-mail</dt>
                    <dd>
                      <a href={`mailto:${c.email}`}>{c.email}</a>
                    </dd>
                    <dt>Kancelář</dt>
                    <dd>{c.room}</dd>
                  </dl>
                  <p className={styles.role}>{c.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
