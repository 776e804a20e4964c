import { formatLongDate, formatTime } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import story from '../../../components/ui/story.module.css';
import { formatRepeat, formatWhen } from '../format.ts';
import type { EventDetail } from '../schemas.ts';
import styles from './events.module.css';

const isEmail = (contact: string) => /^[^\s@]+@[^\s@]+$/.test(contact);
const isPhone = (contact: string) => /^\+?[\d\s]{9,}$/.test(contact);

const day = (date: string) => formatLongDate(new Date(`${date}T12:00:00Z`));

/** "24. 12. 2026 se nekoná", "31. 12. 2026 se přesouvá na pátek 2. 1. 2027, 17:00". */
function exceptionText(e: EventDetail['exceptions'][number], allDay: boolean): string {
  if (!e.moved_to) return `${day(e.date)} se nekoná`;
  const to = new Date(e.moved_to.starts_at);
  return `${day(e.date)} se přesouvá na ${allDay ? formatLongDate(to) : `${formatLongDate(to)}, ${formatTime(to)}`}`;
}

/** An event's page as visitors see it; the preview of a draft shows the same. */
export function EventPage({ event }: { event: EventDetail }) {
  const repeat =
    formatRepeat(event.repeats_weeks, event.repeats_until) ??
    (event.repeats_text ? `Opakuje se ${event.repeats_text}` : null);
  const upcoming = event.occurrences.slice(1);
  return (
    <article className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Akce', to: '/akce' }, { text: event.title }]} />
      <h1>{event.title}</h1>
      <p className="meta-line">
        <time dateTime={event.starts_at}>{formatWhen(event)}</time>
        {repeat ? <> · {repeat}</> : null}
      </p>
      {event.categories.length > 0 ? (
        <ul className={styles.labels} aria-label="Kategorie">
          {event.categories.map((c) => (
            <li key={c.slug}>{c.name}</li>
          ))}
        </ul>
      ) : null}
      <p className="lead">{event.perex}</p>
      <dl className={styles.info}>
        <dt>Kdy</dt>
        <dd>{formatWhen(event)}</dd>
        {event.exceptions.length > 0 ? (
          <>
            <dt>Změny termínů</dt>
            <dd>
              <ul>
                {event.exceptions.map((e) => (
                  <li key={e.date}>{exceptionText(e, event.all_day)}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>Kde</dt>
        <dd>{event.place}</dd>
        {event.price ? (
          <>
            <dt>Vstupné</dt>
            <dd>{event.price}</dd>
          </>
        ) : null}
        <dt>Pořadatel</dt>
        <dd>{event.organizer}</dd>
        {event.contact ? (
          <>
            <dt>Kontakt</dt>
            <dd>
              {isEmail(event.contact) ? (
                <a href={`mailto:${event.contact}`}>{event.contact}</a>
              ) : isPhone(event.contact) ? (
                <a href={`tel:${event.contact.replace(/\s/g, '')}`}>{event.contact}</a>
              ) : (
                event.contact
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.actions}>
        <a href={`/akce/${event.id}/kalendar.ics`} className="button button--primary" download>
          Přidat do kalendáře
        </a>
      </p>
      {event.image ? (
        <ResponsiveImage
          image={event.image}
          sizes="(min-width: 48rem) 48rem, 100vw"
          className={story.detailImage}
          eager
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises event bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: event.body }} />
      {upcoming.length > 0 ? (
        <section aria-labelledby="dalsi-terminy">
          <h2 id="dalsi-terminy">Další termíny</h2>
          <ul>
            {upcoming.map((o) => (
              <li key={o.starts_at}>
                <time dateTime={o.starts_at}>{formatWhen({ ...o, all_day: event.all_day })}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.links.length > 0 ? (
        <section className={styles.bottomLinks} aria-labelledby="odkazy">
          <h2 id="odkazy">Odkazy</h2>
          <ul>
            {event.links.map((link) => (
              <li key={link.url}>
                <SmartLink to={link.url}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <SmartLink to="/akce">Všechny akce</SmartLink>
      </p>
    </article>
  );
}
