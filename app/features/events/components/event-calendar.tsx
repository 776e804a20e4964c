import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { shiftMonth } from '../../../../common/calendar-month.ts';
import { addDays, formatTime, isoWeekday } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { MonthTable } from '../../../components/ui/month-table.tsx';
import { eventPath } from '../paths.ts';
import styles from './event-calendar.module.css';
import type { CalendarData } from './event-calendar.server.ts';

const CALENDAR_PATH = '/akce/kalendar';
const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('cs-CZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T12:00:00Z`);
const eventCount = (n: number) => countOf(n, { one: 'akce', few: 'akce', other: 'akcí' });
const href = (month: string, day?: string) => `${CALENDAR_PATH}?mesic=${month}${day ? `&den=${day}` : ''}`;

/**
 * The calendar widget (spec: month view, days with events marked). Every day
 * is a link that works without JavaScript; with it, the arrow keys move
 * between days (Home/End: week, Page Up/Down: month), choosing a day lists
 * its events below without leaving the page, and months load in place.
 */
export function EventCalendar({ data, headingLevel = 2 }: { data: CalendarData; headingLevel?: 2 | 3 }) {
  const fetcher = useFetcher<{ calendar: CalendarData }>();
  const current = fetcher.data?.calendar ?? data;
  const { month, days } = current.month;
  const [selected, setSelected] = useState<string | null>(data.selected);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const eventsByDay = new Map(days.map((d) => [d.date, d.events]));
  const Heading = `h${headingLevel}` as const;

  const inMonth = (day: string | null) => Boolean(day?.startsWith(month));
  const active = [focusDay, selected, current.today, `${month}-01`].find(inMonth) ?? `${month}-01`;

  useEffect(() => {
    if (focusDay?.startsWith(month)) {
      tableRef.current?.querySelector<HTMLAnchorElement>(`[data-day="${focusDay}"]`)?.focus();
    }
  }, [focusDay, month]);

  const goTo = (day: string) => {
    setFocusDay(day);
    if (!day.startsWith(month)) fetcher.load(href(day.slice(0, 7)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = event.target instanceof HTMLElement ? event.target.dataset.day : undefined;
    if (!day) return;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, 1 - isoWeekday(day)),
      End: () => addDays(day, 7 - isoWeekday(day)),
      PageUp: () => sameDayIn(shiftMonth(day.slice(0, 7), -1), day),
      PageDown: () => sameDayIn(shiftMonth(day.slice(0, 7), 1), day),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const chosen = selected?.startsWith(month) ? selected : null;
  const chosenEvents = chosen ? (eventsByDay.get(chosen) ?? []) : [];
  return (
    <section className={styles.calendar} aria-labelledby="kalendar-nadpis">
      <div className={styles.header}>
        <a
          href={href(shiftMonth(month, -1))}
          className={styles.nav}
          onClick={(e) => {
            e.preventDefault();
            fetcher.load(href(shiftMonth(month, -1)));
          }}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Předchozí měsíc</span>
        </a>
        <Heading id="kalendar-nadpis" className={styles.title} aria-live="polite">
          <span className="visually-hidden">Kalendář akcí: </span>
          {monthName.format(utc(`${month}-01`))}
        </Heading>
        <a
          href={href(shiftMonth(month, 1))}
          className={styles.nav}
          onClick={(e) => {
            e.preventDefault();
            fetcher.load(href(shiftMonth(month, 1)));
          }}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Další měsíc</span>
        </a>
      </div>
      <MonthTable
        ref={tableRef}
        month={month}
        className={styles.grid}
        onKeyDown={onKeyDown}
        aria-busy={fetcher.state !== 'idle'}
        caption={
          <caption className="visually-hidden">
            {monthName.format(utc(`${month}-01`))}. Šipkami se pohybujete po dnech, klávesami Page Up a Page Down po
            měsících.
          </caption>
        }
        day={(day) => {
          const count = eventsByDay.get(day)?.length ?? 0;
          const classes = [
            styles.day,
            count > 0 ? styles.hasEvents : '',
            day === current.today ? styles.today : '',
            day === chosen ? styles.selected : '',
          ].join(' ');
          return (
            <td>
              <a
                href={`${href(month, day)}#kalendar-den`}
                data-day={day}
                className={classes}
                tabIndex={day === active ? 0 : -1}
                aria-current={day === current.today ? 'date' : undefined}
                aria-label={`${dayName.format(utc(day))}${count > 0 ? `, ${eventCount(count)}` : ''}`}
                onClick={(e) => {
                  e.preventDefault();
                  setSelected(day);
                  setFocusDay(day);
                }}
              >
                {Number(day.slice(8))}
              </a>
            </td>
          );
        }}
      />
      <div id="kalendar-den" className={styles.dayEvents} aria-live="polite">
        {chosen ? (
          <>
            <p className={styles.dayTitle}>{dayName.format(utc(chosen))}</p>
            {chosenEvents.length > 0 ? (
              <ul>
                {chosenEvents.map((e) => (
                  <li key={`${e.id}-${e.starts_at}`}>
                    <AppLink to={eventPath(e)}>{e.title}</AppLink>
                    {e.all_day ? null : <> ({formatTime(new Date(e.starts_at))})</>}
                  </li>
                ))}
              </ul>
            ) : (
              <p>Tento den se nic nekoná.</p>
            )}
          </>
        ) : (
          <p className={styles.hint}>Vyberte den a uvidíte, co se v něm koná. Dny s akcemi jsou zvýrazněné.</p>
        )}
      </div>
    </section>
  );
}

/** The same day of the month in another month, or its last day. */
function sameDayIn(month: string, day: string): string {
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const candidate = `${month}-${day.slice(8)}`;
  return candidate > last ? last : candidate;
}
