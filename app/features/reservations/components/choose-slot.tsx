import { Link } from 'react-router';
import { shiftMonth } from '../../../../common/calendar-month.ts';
import { countOf } from '../../../../common/plural.ts';
import { MonthTable } from '../../../components/ui/month-table.tsx';
import { dayLabel, utc } from '../format.ts';
import styles from '../pages/rezervace.module.css';
import type { AvailabilityDay, ReservationService } from '../schemas.ts';

const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const places = (n: number) => countOf(n, { one: 'místo', few: 'místa', other: 'míst' });
const STATE_TEXT = { free: 'volno', few: 'poslední místa', full: 'obsazeno', closed: 'zavřeno' } as const;

interface ChooseSlotProps {
  service: Pick<ReservationService, 'slug' | 'capacity'>;
  /** YYYY-MM. */
  month: string;
  availability: AvailabilityDay[];
  chosenDay: AvailabilityDay | null;
  canPrev: boolean;
  canNext: boolean;
  /** YYYY-MM-DD in Prague. */
  today: string;
}

/** Step 1 of a booking: the month's calendar, and the free times of the day chosen in it. */
export function ChooseSlot({ service, month, availability, chosenDay, canPrev, canNext, today }: ChooseSlotProps) {
  const byDay = new Map(availability.map((d) => [d.date, d]));
  const base = `/potrebuji-vyridit/${service.slug}/rezervace`;
  return (
    <>
      <section aria-labelledby="kalendar-nadpis" className={styles.calendar}>
        <div className={styles.header}>
          <h2 id="kalendar-nadpis">{monthName.format(utc(`${month}-01`))}</h2>
          <nav aria-label="Měsíce" className={styles.nav}>
            {canPrev ? <Link to={`${base}?mesic=${shiftMonth(month, -1)}`}>Předchozí měsíc</Link> : null}
            {canNext ? <Link to={`${base}?mesic=${shiftMonth(month, 1)}`}>Další měsíc</Link> : null}
          </nav>
        </div>
        <MonthTable
          month={month}
          className={styles.grid}
          caption={
            <caption className="visually-hidden">Volné termíny v měsíci {monthName.format(utc(`${month}-01`))}</caption>
          }
          day={(day) => {
            const info = byDay.get(day);
            const state = info?.state ?? 'closed';
            const text = info
              ? `${STATE_TEXT[state]}${info.free > 0 ? ` (${places(info.free)})` : ''}`
              : day < today
                ? 'uplynulo'
                : 'zatím se nelze objednat';
            const label = `${dayLabel.format(utc(day))}: ${text}`;
            return (
              <td>
                {info && info.slots.length > 0 ? (
                  <Link
                    to={`${base}?mesic=${month}&den=${day}#casy`}
                    className={`${styles.day} ${styles[state]} ${chosenDay?.date === day ? styles.selected : ''}`}
                    aria-label={label}
                    aria-current={chosenDay?.date === day ? 'date' : undefined}
                    preventScrollReset
                  >
                    {Number(day.slice(8))}
                  </Link>
                ) : (
                  <span className={`${styles.day} ${styles[state]}`}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="visually-hidden">{label}</span>
                  </span>
                )}
              </td>
            );
          }}
        />
        <ul className={styles.legend} aria-label="Vysvětlivky">
          <li>
            <span className={`${styles.swatch} ${styles.free}`} /> volno
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.few}`} /> poslední místa
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.full}`} /> obsazeno
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.closed}`} /> zavřeno
          </li>
        </ul>
      </section>
      {chosenDay ? (
        <section aria-labelledby="casy" className={styles.times}>
          <h2 id="casy" tabIndex={-1}>
            Volné časy: {dayLabel.format(utc(chosenDay.date))}
          </h2>
          <ul className={styles.slots}>
            {chosenDay.slots.map((slot) => (
              <li key={slot.starts_at}>
                <Link
                  to={`${base}?mesic=${month}&den=${chosenDay.date}&termin=${encodeURIComponent(slot.starts_at)}`}
                  className="button button--secondary"
                >
                  {slot.time.replace(/^0/, '')}
                  {service.capacity > 1 ? <span className={styles.remaining}> ({places(slot.remaining)})</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>Vyberte v kalendáři den, který vám vyhovuje.</p>
      )}
    </>
  );
}
