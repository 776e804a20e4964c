import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { weeksOf } from '../../../common/calendar-month.ts';
import { WEEKDAYS } from '../../../common/dates.ts';

/**
 * A month as a table of weeks from Monday, as the events' calendar, the booking desk and the bin
 * calendar show it: the weekdays as column headings (their full names for screen readers), empty
 * cells before the 1st and after the last day, and each day's cell as the caller draws it.
 */
export function MonthTable({
  month,
  caption,
  day,
  ...table
}: {
  /** 'YYYY-MM' */
  month: string;
  caption: ReactNode;
  /** The day's `<td>`. */
  day: (date: string) => ReactNode;
} & Omit<ComponentProps<'table'>, 'children'>) {
  return (
    <table {...table}>
      {caption}
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, i) =>
              date ? (
                <Fragment key={date}>{day(date)}</Fragment>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st and after the last day
                <td key={`pad-${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
