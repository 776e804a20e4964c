import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import styles from '../components/people.module.css';
import { PersonPhoto } from '../components/person-photo.tsx';
import type { Route } from './+types/samosprava';

const INTRO =
  'Město Vzorov spravuje zastupitelstvo, které volí občané, a z něj zvolená rada. V čele města stojí starostka.';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { members } = await context.services.people.getBody(context.ctx, 'zastupitelstvo');
  const committees = new Map<string, string[]>();
  for (const m of members) {
    for (const c of m.committees) {
      const name = c.replace(/\s*\(.*\)$/, '');
      committees.set(name, [
        ...(committees.get(name) ?? []),
        `${m.name}${c.includes('(') ? ` ${c.slice(c.indexOf('('))}` : ''}`,
      ]);
    }
  }
  return {
    leaders: members.filter((m) => m.council),
    count: members.length,
    committees: [...committees.entries()].sort(([a], [b]) => a.localeCompare(b, 'cs')),
  };
}

export const meta: Route.MetaFunction = () => siteMeta('Samospráva', INTRO);

export default function SelfGovernment({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Samospráva' }]} />
      <h1>Samospráva</h1>
      <p className="lead">{INTRO}</p>
      <h2>Vedení města a rada</h2>
      <ul className={styles.grid}>
        {d.leaders.map((m) => (
          <li key={m.slug} className={`card ${styles.person}`}>
            <PersonPhoto photo={m.photo} />
            <div>
              <h3 className={styles.name}>{m.name}</h3>
              <p className={styles.role}>{m.role}</p>
              <p className={styles.role}>
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <Link to="/zastupitelstvo">Zastupitelstvo města</Link> ({d.count} členů, zasedání, programy a usnesení)
        </li>
        <li>
          <Link to="/rada">Rada města</Link> (členové, schůze a usnesení)
        </li>
        <li>
          <Link to="/blocek-starostky">Bloček starostky</Link> a <Link to="/caj-se-starostkou">Čaj se starostkou</Link>
        </li>
      </ul>
      {d.committees.length > 0 ? (
        <section aria-labelledby="vybory">
          <h2 id="vybory">Výbory a komise</h2>
          <dl>
            {d.committees.map(([name, people]) => (
              <div key={name}>
                <dt>
                  <strong>{name}</strong>
                </dt>
                <dd>{people.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
