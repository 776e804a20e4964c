import { pragueParts } from '../../../../common/dates.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import story from '../../../components/ui/story.module.css';
import { formatWhen } from '../format.ts';
import { eventPath } from '../paths.ts';
import type { EventOccurrence } from '../schemas.ts';
import styles from './events.module.css';

const MONTHS = ['led', 'úno', 'bře', 'dub', 'kvě', 'čvn', 'čvc', 'srp', 'zář', 'říj', 'lis', 'pro'];

/** A calendar item of the lists (spec §3: date, title, perex, labels); the whole card is the link's target. */
export function EventCard({ event, headingLevel = 2 }: { event: EventOccurrence; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { date } = pragueParts(new Date(event.starts_at));
  const repeat = event.repeats_how ? `Opakuje se ${event.repeats_how}` : null;
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.dateBadge} aria-hidden="true">
        <span className={styles.dateDay}>{Number(date.slice(8, 10))}</span>
        <span className={styles.dateMonth}>{MONTHS[Number(date.slice(5, 7)) - 1]}</span>
      </div>
      <div className={styles.cardBody}>
        <Heading className={story.cardTitle}>
          <AppLink to={eventPath(event)} className="card-link">
            {event.title}
          </AppLink>
        </Heading>
        <p className={story.cardMeta}>
          <time dateTime={event.starts_at}>{formatWhen(event)}</time>
          <br />
          {event.place}
        </p>
        {event.categories.length > 0 || repeat ? (
          <ul className={styles.labels} aria-label="Štítky">
            {event.categories.map((c) => (
              <li key={c.slug}>{c.name}</li>
            ))}
            {repeat ? <li className={styles.repeatLabel}>{repeat}</li> : null}
          </ul>
        ) : null}
        <p>{event.perex}</p>
      </div>
      {event.image ? (
        <ResponsiveImage
          image={event.image}
          decorative
          sizes="(min-width: 48rem) 12rem, 100vw"
          className={styles.cardImage}
        />
      ) : null}
    </article>
  );
}
