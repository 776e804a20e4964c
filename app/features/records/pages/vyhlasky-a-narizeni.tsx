import { Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { isKeyOf, keysOf } from '../../../../common/keys.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import styles from '../../../components/ui/listing.module.css';
import { fileSize } from '../../../lib/files.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/vyhlasky-a-narizeni';

const INTRO =
  'Obecně závazné vyhlášky a nařízení Města Vzorov: které platí, odkdy jsou účinné a které je nahradily. Závazné znění je ve Sbírce právních předpisů územních samosprávných celků.';
const STATES = { platne: 'Platné', zrusene: 'Zrušené', vse: 'Všechny' } as const;
type State = keyof typeof STATES;
const day = (d: string) => formatDate(new Date(`${d}T12:00:00Z`));

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const param = url.searchParams.get('stav') ?? '';
  const state: State = isKeyOf(STATES, param) ? param : 'platne';
  const decrees = await context.services.records.listDecrees(context.ctx, {
    state: state === 'vse' ? undefined : state,
  });
  return { decrees, state };
}

export const meta: Route.MetaFunction = () => siteMeta('Vyhlášky a nařízení', INTRO);

export default function Decrees({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Vyhlášky a nařízení' }]} />
      <h1>Vyhlášky a nařízení</h1>
      <p className="lead">{INTRO}</p>
      <nav aria-label="Platnost">
        <ul className="nav-buttons">
          {keysOf(STATES).map((state) => (
            <li key={state}>
              <Link
                to={state === 'platne' ? '/vyhlasky-a-narizeni' : `/vyhlasky-a-narizeni?stav=${state}`}
                aria-current={d.state === state ? 'page' : undefined}
              >
                {STATES[state]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.list}>
        {d.decrees.map((decree) => (
          <li key={decree.slug} id={decree.slug} className={`card ${styles.item}`}>
            <h2 className={styles.title}>
              {decree.kind === 'vyhlaska' ? 'Obecně závazná vyhláška' : 'Nařízení'} č. {decree.number}
            </h2>
            <p>
              <strong>{decree.title}</strong>
            </p>
            <p>{decree.summary}</p>
            <dl className={styles.meta}>
              <div>
                <dt>Vydáno</dt>
                <dd>{day(decree.issued_on)}</dd>
              </div>
              <div>
                <dt>Platnost</dt>
                <dd>{day(decree.valid_from)}</dd>
              </div>
              <div>
                <dt>Účinnost</dt>
                <dd>{day(decree.effective_from)}</dd>
              </div>
              <div>
                <dt>Stav</dt>
                <dd>
                  {decree.in_force ? (
                    'platná'
                  ) : (
                    <>
                      zrušená {decree.repealed_on ? `od ${day(decree.repealed_on)}` : ''}
                      {decree.repealed_by ? (
                        <>
                          {' '}
                          vyhláškou{' '}
                          <Link to={`/vyhlasky-a-narizeni?stav=vse#${decree.repealed_by.slug}`}>
                            č. {decree.repealed_by.number}
                          </Link>
                        </>
                      ) : null}
                    </>
                  )}
                </dd>
              </div>
            </dl>
            <p>
              {decree.file ? (
                <a href={decree.file.url} download>
                  Plné znění (PDF, {fileSize(decree.file.size)})
                </a>
              ) : null}
              {' · '}
              <ExternalLink href={decree.collection_url}>Ve Sbírce právních předpisů</ExternalLink>
            </p>
          </li>
        ))}
      </ul>
      {d.decrees.length === 0 ? <p>Žádné vyhlášky.</p> : null}
    </div>
  );
}
