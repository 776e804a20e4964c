import { useRouteLoaderData, useSearchParams } from 'react-router';
import { pragueWeekday } from '../../../../common/dates.ts';
import { OpeningHours } from '../../../components/opening-hours.tsx';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { loader as rootLoader } from '../../../root.tsx';
import { loadCalendar } from '../../events/components/event-calendar.server.ts';
import { EventCalendar } from '../../events/components/event-calendar.tsx';
import { EventCard } from '../../events/components/event-card.tsx';
import eventStyles from '../../events/components/events.module.css';
import { ArticleCard } from '../../news/components/article-card.tsx';
import { FeaturedSlider } from '../../news/components/featured-slider.tsx';
import type { Route } from './+types/home';
import styles from './home.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Město Vzorov – oficiální stránky', 'Úřad, aktuality, akce, úřední deska a služby pro občany Města Vzorov.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const [posters, news, featured, events, calendar] = await Promise.all([
    services.shell.banners(ctx, { page: 1, perPage: 12 }),
    services.news.latest(ctx, { type: 'news', page: 1, perPage: 4, featured: false }),
    services.news.latest(ctx, { type: 'news', page: 1, perPage: 5, featured: true }),
    services.events.soonest(ctx, { page: 1, perPage: 4, once: true, past: false }),
    loadCalendar(context, url),
  ]);
  return {
    posters: posters.rows,
    news,
    featured,
    events,
    calendar,
    today: pragueWeekday(ctx.now),
  };
}

/**
 * What residents come for most, right at the top, as GOV.UK's and the best Czech town sites' home
 * pages put it (issue 56): on a phone these are on the first screen. The bin day is the account's
 * for a signed-in resident (her own bins), the public page of collections otherwise.
 */
function QuickPaths({ signedIn }: { signedIn: boolean }) {
  const paths = [
    signedIn
      ? { to: '/ucet/moje-odpady', text: 'Kdy mi vyvezou popelnici' }
      : { to: '/info/odpady-a-svoz', text: 'Kdy se vyvážejí popelnice' },
    { to: '/ucet/moje-zavazky', text: 'Zaplatit poplatky' },
    { to: '/potrebuji-vyridit', text: 'Formuláře a žádosti' },
    { to: '/adresy-a-uredni-hodiny', text: 'Úřední hodiny' },
    { to: '/uredni-deska', text: 'Úřední deska' },
    { to: '/nahlasit-zavadu', text: 'Nahlásit závadu' },
  ];
  return (
    <nav aria-labelledby="rychle-titulek" className={styles.quick}>
      <h2 id="rychle-titulek" className={styles.quickTitle}>
        Nejčastěji hledáte
      </h2>
      <ul>
        {paths.map((path) => (
          <li key={path.to}>
            <AppLink to={path.to}>{path.text}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const settings = root?.settings;
  const { posters, news, featured, events, calendar, today } = loaderData;
  const [params] = useSearchParams();
  const accountClosed = params.get('ucet') === 'zrusen';

  return (
    <div className={styles.home}>
      {accountClosed ? (
        <Notice type="success">
          <p>Váš účet byl zrušen a vaše osobní údaje jsme vymazali.</p>
        </Notice>
      ) : null}
      <section className={styles.hero} aria-labelledby="uvod-titulek">
        <h1 id="uvod-titulek">Vítejte ve Vzorově</h1>
        <QuickPaths signedIn={Boolean(root?.me)} />
        <p>Město u lesa a řeky. Vyřiďte si, co potřebujete, přečtěte si novinky a podívejte se, co se u nás děje.</p>
      </section>

      <FeaturedSlider articles={featured} />

      {news.length > 0 ? (
        <section aria-labelledby="aktuality-titulek" className={styles.section}>
          <h2 id="aktuality-titulek">Aktuality</h2>
          <ul className={styles.newsGrid}>
            {news.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <AppLink to="/aktuality">Všechny aktuality</AppLink>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="akce-titulek" className={`${styles.section} ${styles.eventsSection}`}>
        <div>
          <h2 id="akce-titulek">Nadcházející akce</h2>
          {events.length > 0 ? (
            <ul className={eventStyles.list}>
              {events.map((event) => (
                <li key={`${event.id}-${event.starts_at}`}>
                  <EventCard event={event} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p>Zatím nejsou naplánované žádné akce.</p>
          )}
          <p className={styles.more}>
            <AppLink to="/akce">Všechny akce</AppLink>
          </p>
        </div>
        <EventCalendar data={calendar} />
      </section>

      {posters.length > 0 ? (
        <section aria-labelledby="plakaty-titulek" className={styles.section}>
          <h2 id="plakaty-titulek">Právě ve Vzorově</h2>
          <ul className={styles.posters}>
            {posters.map((poster, index) => (
              <li key={poster.id} className={`card ${styles.poster}`}>
                <img
                  src={poster.image.url}
                  alt={poster.image.alt}
                  width={poster.image.width}
                  height={poster.image.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className={styles.posterImage}
                />
                <div className={styles.posterBody}>
                  <h3 className={styles.posterTitle}>
                    {poster.link ? (
                      <SmartLink to={poster.link} className="card-link">
                        {poster.title}
                      </SmartLink>
                    ) : (
                      poster.title
                    )}
                  </h3>
                  {poster.text ? <p>{poster.text}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {settings && settings.openinghours.length > 0 ? (
        <section aria-labelledby="hodiny-titulek" className={styles.section}>
          <h2 id="hodiny-titulek">Úřední a otevírací hodiny</h2>
          <OpeningHours places={settings.openinghours} weekday={today} />
          {settings.openinghoursinfo ? <p className={styles.hoursInfo}>{settings.openinghoursinfo}</p> : null}
          <p className={styles.more}>
            <AppLink to="/adresy-a-uredni-hodiny">Adresy a úřední hodiny</AppLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
