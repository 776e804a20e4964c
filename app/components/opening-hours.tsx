import { WEEKDAYS } from '../../common/dates.ts';
import type { OpeningStatus } from '../../common/opening-hours.ts';
import type { SiteSettings } from '../../common/settings.ts';
import styles from './opening-hours.module.css';
import { ExternalLink } from './ui/external-link.tsx';

type Place = SiteSettings['openinghours'][number];

/** The place's opening days in week order, with today added as closed when the place does not open today. */
function withToday(rows: { day: number; hours: string }[], today: number): { day: number; hours: string | null }[] {
  const all: { day: number; hours: string | null }[] = rows.some((row) => row.day === today)
    ? [...rows]
    : [...rows, { day: today, hours: null }];
  return all.sort((a, b) => a.day - b.day);
}

const dayName = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', timeZone: 'UTC' });

function statusText(status: OpeningStatus, today: string): string {
  if (status.open) return `Teď otevřeno, do ${status.until}`;
  const why = status.holiday ? `Dnes zavřeno (${status.holiday})` : 'Teď zavřeno';
  if (!status.opensAt) return why;
  const when = status.opensAt.day === today ? 'dnes' : dayName.format(new Date(`${status.opensAt.day}T12:00:00Z`));
  return `${why}, otevírá ${when} v ${status.opensAt.time}`;
}

/**
 * Opening hours of the town's places (settings.openinghours): today's row
 * marked, and, when the page knows it, whether each is open right now.
 */
export function OpeningHours({
  places,
  weekday,
  statuses,
  today,
  withMap,
}: {
  places: Place[];
  /** ISO weekday of today in Prague. */
  weekday: number;
  /** Open now, per place title, computed by the server for this moment. */
  statuses?: Record<string, OpeningStatus>;
  /** Today in Prague, 'YYYY-MM-DD' (with `statuses`). */
  today?: string;
  /** A link to the place on a map under its address. */
  withMap?: boolean;
}) {
  return (
    <div className={styles.hoursGrid}>
      {places.map((place) => {
        const status = statuses?.[place.title];
        return (
          <table key={place.title} className={styles.hours}>
            <caption>
              <span className={styles.hoursTitle}>{place.title}</span>
              {place.note ? <span className={styles.hoursNote}>{place.note}</span> : null}
              {withMap && place.note ? (
                <ExternalLink
                  href={`https://mapy.cz/?q=${encodeURIComponent(`${place.note}, Vzorov`)}`}
                  className={styles.mapLink}
                >
                  {place.title} na mapě
                </ExternalLink>
              ) : null}
              {status && today ? (
                <span className={`${styles.status} ${status.open ? styles.open : styles.closed}`}>
                  {statusText(status, today)}
                </span>
              ) : null}
            </caption>
            <tbody>
              {withToday(place.rows, weekday).map((row) => {
                const active = row.day === weekday;
                return (
                  <tr
                    key={row.day}
                    className={active ? (row.hours ? styles.active : styles.closedToday) : undefined}
                    aria-current={active ? 'date' : undefined}
                  >
                    <th scope="row">
                      {WEEKDAYS[row.day - 1]}
                      {active ? <span className={styles.todayBadge}> (dnes)</span> : null}
                    </th>
                    <td>{row.hours ?? 'zavřeno'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
