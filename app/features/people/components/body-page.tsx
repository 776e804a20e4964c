import { formatLongDate, formatTime } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { fileSize } from '../../../lib/files.ts';
import type { BodyData } from '../schemas.ts';
import styles from './people.module.css';
import { PersonPhoto } from './person-photo.tsx';

/** The assembly or the council: members, then meetings with agenda and resolutions. */
export function BodyPage({ body, intro }: { body: BodyData; intro: string }) {
  const now = Date.now();
  const upcoming = body.meetings.filter((m) => Date.parse(m.starts_at) >= now).reverse();
  const past = body.meetings.filter((m) => Date.parse(m.starts_at) < now);
  const meeting = (m: BodyData['meetings'][number]) => (
    <li key={m.starts_at} className={`card ${styles.meeting}`}>
      <h3>
        {m.number}. {body.name.startsWith('Rada') ? 'schůze' : 'zasedání'} –{' '}
        <time dateTime={m.starts_at}>
          {formatLongDate(new Date(m.starts_at))}, {formatTime(new Date(m.starts_at))}
        </time>
      </h3>
      <p className={styles.role}>{m.place}</p>
      <details>
        <summary>Program ({countOf(m.agenda.length, { one: 'bod', few: 'body', other: 'bodů' })})</summary>
        <ol>
          {m.agenda.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </details>
      {m.resolutions.length > 0 ? (
        <details>
          <summary>Usnesení ({m.resolutions.length})</summary>
          <ul>
            {m.resolutions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {m.minutes ? (
        <p>
          <a href={m.minutes.url} download>
            Zápis a usnesení (PDF, {fileSize(m.minutes.size)})
          </a>
        </p>
      ) : null}
    </li>
  );
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Samospráva', to: '/samosprava' }, { text: body.name }]} />
      <h1>{body.name}</h1>
      <p className="lead">{intro}</p>
      <h2>Členové</h2>
      <ul className={styles.grid}>
        {body.members.map((m) => (
          <li key={m.slug} className={`card ${styles.person}`}>
            <PersonPhoto photo={m.photo} />
            <div>
              <h3 className={styles.name}>{m.name}</h3>
              <p className={styles.role}>{m.role}</p>
              <dl className={styles.items}>
                <dt>Strana</dt>
                <dd>{m.party}</dd>
                {m.committees.length > 0 ? (
                  <>
                    <dt>Výbory</dt>
                    <dd>{m.committees.join(', ')}</dd>
                  </>
                ) : null}
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                </dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
      {upcoming.length > 0 ? (
        <section aria-labelledby="pristi">
          <h2 id="pristi">Příští {body.name.startsWith('Rada') ? 'schůze' : 'zasedání'}</h2>
          <ul className={styles.meetings}>{upcoming.map(meeting)}</ul>
        </section>
      ) : null}
      <section aria-labelledby="probehla">
        <h2 id="probehla">{body.name.startsWith('Rada') ? 'Proběhlé schůze' : 'Proběhlá zasedání'}</h2>
        <ul className={styles.meetings}>{past.map(meeting)}</ul>
      </section>
    </div>
  );
}
