import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { PersonPhoto } from '../../people/components/person-photo.tsx';
import { situationParams } from '../schemas.ts';
import type { Route } from './+types/potrebuji-vyridit-detail';
import styles from './potrebuji-vyridit.module.css';

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { slug } = parseParams(situationParams, params);
  return { situation: await context.services.eServices.situation(context.ctx, slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? siteMeta(`${loaderData.situation.title} | Potřebuji vyřídit`, loaderData.situation.summary) : [];

export default function LifeSituation({ loaderData }: Route.ComponentProps) {
  const s = loaderData.situation;
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[
          { text: 'Potřebuji vyřídit', to: '/potrebuji-vyridit' },
          { text: s.topic.name, to: `/potrebuji-vyridit#tema-${s.topic.slug}` },
          { text: s.title },
        ]}
      />
      <h1>{s.title}</h1>
      <p className="lead">{s.summary}</p>
      {s.forms.length > 0 || s.reservations.length > 0 ? (
        <div className={styles.actions}>
          {s.forms.map((form) => (
            <Link key={form.key} to={form.path} className="button button--primary">
              Podat online{s.forms.length > 1 ? `: ${form.title}` : ''}
            </Link>
          ))}
          {s.reservations.map((r) => (
            <Link key={r.slug} to={`/potrebuji-vyridit/${r.slug}/rezervace`} className="button button--secondary">
              Objednat se{s.reservations.length > 1 ? `: ${r.name}` : ''}
            </Link>
          ))}
        </div>
      ) : (
        <p>
          Tuto záležitost vyřídíte osobně na úřadě. <Link to="/adresy-a-uredni-hodiny">Kde nás najdete a kdy</Link>
        </p>
      )}
      <div className={styles.facts}>
        <section aria-labelledby="popis">
          <h2 id="popis">O co jde</h2>
          {s.description.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section aria-labelledby="kdo">
          <h2 id="kdo">Kdo může žádat</h2>
          <p>{s.who}</p>
        </section>
        <section aria-labelledby="doklady">
          <h2 id="doklady">Co budete potřebovat</h2>
          <ul>
            {s.documents.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="poplatky">
          <h2 id="poplatky">Poplatky</h2>
          <p>{s.fees}</p>
        </section>
        <section aria-labelledby="lhuty">
          <h2 id="lhuty">Lhůty</h2>
          <p>{s.deadlines}</p>
        </section>
        <section aria-labelledby="doba">
          <h2 id="doba">Jak dlouho to trvá</h2>
          <p>{s.processing_time}</p>
        </section>
        <section aria-labelledby="kdo-vyrizuje">
          <h2 id="kdo-vyrizuje">Kdo to vyřizuje</h2>
          <p>
            <Link to={`/urad#odbor-${s.department.slug}`}>{s.department.name}</Link>, {s.department.room}
          </p>
          {s.contact ? (
            <div className={`card ${styles.clerk}`}>
              <PersonPhoto photo={s.contact.photo} />
              <div>
                <p>
                  <strong>{s.contact.name}</strong>, {s.contact.position}
                </p>
                <p>
                  Telefon: <a href={`tel:${s.contact.phone.replace(/\s/g, '')}`}>{s.contact.phone}</a>
                </p>
                <p>
                  E-mail: <a href={`mailto:${s.contact.email}`}>{s.contact.email}</a>
                </p>
                <p>Kancelář: {s.contact.room}</p>
              </div>
            </div>
          ) : null}
        </section>
        <section aria-labelledby="predpisy">
          <h2 id="predpisy">Právní předpisy</h2>
          <ul>
            {s.legal_basis.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
