import { useState } from 'react';
import { Form, Link } from 'react-router';
import { matchesFilter } from '../../../../common/forms/filter.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import filters from '../../../components/ui/listing.module.css';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/potrebuji-vyridit';
import styles from './potrebuji-vyridit.module.css';

const INTRO =
  'Co je potřeba k vyřízení věcí na městském úřadě: kdo může žádat, co si připravit, kolik to stojí a jak dlouho to trvá. Mnoho žádostí podáte rovnou online.';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  // The whole catalogue: the filter runs in the browser as you type, and on the server without JavaScript.
  return { topics: await context.services.eServices.topics(context.ctx), q };
}

export const meta: Route.MetaFunction = () => siteMeta('Potřebuji vyřídit', INTRO);

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const [q, setQ] = useState(loaderData.q);
  const topics = loaderData.topics
    .map((topic) => ({ ...topic, situations: topic.situations.filter((s) => matchesFilter(s, q)) }))
    .filter((topic) => topic.situations.length > 0);
  const count = topics.reduce((sum, t) => sum + t.situations.length, 0);
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Potřebuji vyřídit' }]} />
      <h1>Potřebuji vyřídit</h1>
      <p className="lead">{INTRO}</p>
      <Form method="get" action="/potrebuji-vyridit" className={filters.filters} role="search">
        <div>
          <label htmlFor="situace-q">Co potřebujete vyřídit?</label>
          <input
            id="situace-q"
            name="q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={200}
            aria-describedby="situace-q-hint"
          />
          <p id="situace-q-hint" className={styles.hint}>
            Například pes, hrob, kácení, poplatek nebo pobyt.
          </p>
        </div>
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
      <p className={filters.count} role="status" aria-live="polite">
        {count === 0
          ? 'Nic takového jsme nenašli. Zkuste jiné slovo, nebo nám napište obecnou žádost.'
          : q
            ? `Nalezeno: ${count}`
            : ''}
      </p>
      {count === 0 ? (
        <p>
          <Link to="/potrebuji-vyridit/ostatni-zadosti">Obecná žádost na úřad</Link>
        </p>
      ) : null}
      <div className={styles.topics}>
        {topics.map((topic) => (
          <section key={topic.slug} aria-labelledby={`tema-${topic.slug}`} className={`card ${styles.topic}`}>
            <h2 id={`tema-${topic.slug}`}>{topic.name}</h2>
            <p className={styles.hint}>{topic.description}</p>
            <ul className={styles.situations}>
              {topic.situations.map((s) => (
                <li key={s.slug}>
                  <Link to={`/potrebuji-vyridit/${s.slug}`}>{s.title}</Link>
                  {s.online ? <span className={styles.online}>online</span> : null}
                  <p className={styles.summary}>{s.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section aria-labelledby="czech-point" className={styles.more}>
        <h2 id="czech-point">Czech POINT</h2>
        <p>
          Výpisy z rejstříků, ověření podpisů a listin, konverze dokumentů a datové schránky na jednom místě.{' '}
          <Link to="/potrebuji-vyridit/czech-point">Co vám na úřadě vydáme a za kolik</Link>
        </p>
      </section>
      <section aria-labelledby="zavady" className={styles.more}>
        <h2 id="zavady">Závady ve městě</h2>
        <p>
          Výtluk, nesvítící lampa, poškozená lavička nebo černá skládka?{' '}
          <Link to="/nahlasit-zavadu">Nahlásit závadu</Link>
        </p>
      </section>
    </div>
  );
}
