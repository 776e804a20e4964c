import { Link } from 'react-router';
import { keysOf } from '../../../../common/keys.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { CategoryLinks } from '../../../components/ui/filter-links.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { EventCalendar } from '../components/event-calendar.tsx';
import { EventCard } from '../components/event-card.tsx';
import styles from '../components/events.module.css';
import { EVENT_RANGES, type EventRange } from '../format.ts';
import type { Route } from './+types/akce';
import { loadEventList } from './load.server.ts';

const INTRO = 'Koncerty, trhy, sport, akce pro děti a setkání ve Vzorově. Přidejte si je do kalendáře v telefonu.';

export const loader = ({ url, context }: Route.LoaderArgs) => loadEventList(context.get(server), url);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const range = loaderData && loaderData.range !== 'nadchazejici' ? `${EVENT_RANGES[loaderData.range]} | ` : '';
  return siteMeta(`${range}${loaderData && loaderData.page > 1 ? `Strana ${loaderData.page} | ` : ''}Akce`, INTRO);
};

const EMPTY: Record<EventRange, string> = {
  nadchazejici: 'Zatím nejsou naplánované žádné akce.',
  'tento-tyden': 'Tento týden se už nic nekoná.',
  'tento-mesic': 'Tento měsíc se už nic nekoná.',
  probehle: 'Zatím tu nejsou žádné proběhlé akce.',
};

export default function Events({ loaderData: data }: Route.ComponentProps) {
  const href = ({
    range = data.range,
    category = data.category,
    page = 1,
  }: {
    range?: EventRange;
    category?: string | null;
    page?: number;
  }) => {
    const params = new URLSearchParams();
    if (range !== 'nadchazejici') params.set('kdy', range);
    if (category) params.set('kategorie', category);
    if (page > 1) params.set('strana', String(page));
    const query = params.toString();
    return query ? `/akce?${query}` : '/akce';
  };
  const current = data.categories.find((c) => c.slug === data.category);
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Akce' }]} />
      <h1>{current ? `Akce: ${current.name}` : 'Akce'}</h1>
      <p className="lead">{INTRO}</p>
      <p className="button-row">
        <Link to="/akce/nova" className="button button--primary">
          Navrhnout akci
        </Link>
        <a href="/akce/kalendar.ics" className="button button--secondary">
          Odebírat kalendář akcí (iCal)
        </a>
      </p>
      <div className={styles.layout}>
        <div>
          <nav aria-label="Kdy">
            <ul className="nav-buttons">
              {keysOf(EVENT_RANGES).map((range) => (
                <li key={range}>
                  <Link to={href({ range })} aria-current={data.range === range ? 'page' : undefined}>
                    {EVENT_RANGES[range]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {data.categories.length > 0 ? (
            <CategoryLinks
              label="Kategorie akcí"
              categories={data.categories}
              current={data.category}
              href={(category) => href({ category })}
            />
          ) : null}
          <h2 className="visually-hidden">{EVENT_RANGES[data.range]}</h2>
          {data.events.length > 0 ? (
            <ul className={styles.list}>
              {data.events.map((event) => (
                <li key={`${event.id}-${event.starts_at}`}>
                  <EventCard event={event} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <div>
              <p>{data.page > 1 ? 'Na této straně už nic není.' : EMPTY[data.range]}</p>
              <p>
                <Link to={data.page > 1 ? href({}) : href({ range: 'nadchazejici', category: null })}>
                  {data.page > 1 ? 'Zpět na první stranu' : 'Všechny nadcházející akce'}
                </Link>
              </p>
            </div>
          )}
          <Pagination page={data.page} pages={data.pages} href={(page) => href({ page })} />
        </div>
        <aside aria-label="Kalendář">
          <EventCalendar data={data.calendar} />
        </aside>
      </div>
    </div>
  );
}
