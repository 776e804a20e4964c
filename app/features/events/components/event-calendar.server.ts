import { isCalendarDate, isCalendarMonth, pragueToday } from '../../../../common/dates.ts';
import type { ServerLoadContext } from '../../../lib/load-context.ts';

// The calendar widget's data, beside the widget: the events pages and the home page embed both.
/** The calendar widget's month (`?mesic=YYYY-MM`, else this one) and chosen day (`?den=`). */
export async function loadCalendar(context: ServerLoadContext, url: URL) {
  const today = pragueToday(context.ctx.now);
  const dayParam = url.searchParams.get('den') ?? '';
  const day = isCalendarDate(dayParam) ? dayParam : null;
  const monthParam = url.searchParams.get('mesic') ?? '';
  const month = isCalendarMonth(monthParam) ? monthParam : (day ?? today).slice(0, 7);
  return {
    month: await context.services.events.calendar(context.ctx, month),
    today,
    selected: day?.startsWith(month) ? day : null,
  };
}
export type CalendarData = Awaited<ReturnType<typeof loadCalendar>>;
