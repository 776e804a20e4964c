import { data } from 'react-router';
import { addDays, isoWeekday, pragueToday } from '../../common/dates.ts';
import { EVENT_RANGES, type EventRange } from '../../common/event-format.ts';
import type { CalendarMonth, EventCategory, EventDetail, EventOccurrence } from '../../common/events.ts';
import type { ServerLoadContext } from './load-context.ts';
import { pageParam } from './paging.ts';

export const EVENTS_PER_PAGE = 12;

/** The API query of each navigation button of `/akce`, from today in Prague. */
export function rangeQuery(range: EventRange, now = new Date()): Record<string, string> {
  const today = pragueToday(now);
  switch (range) {
    case 'tento-tyden':
      return { from: today, to: addDays(today, 7 - isoWeekday(today)) };
    case 'tento-mesic': {
      const nextMonth = `${addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7)}-01`;
      return { from: today, to: addDays(nextMonth, -1) };
    }
    case 'probehle':
      return { past: 'true', once: 'true' };
    default:
      return { once: 'true' };
  }
}

export async function loadEventList(context: ServerLoadContext, request: Request) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const rangeParam = url.searchParams.get('kdy') ?? '';
  const range: EventRange = Object.hasOwn(EVENT_RANGES, rangeParam) ? (rangeParam as EventRange) : 'nadchazejici';
  const query = new URLSearchParams({ ...rangeQuery(range), page: String(page), perPage: String(EVENTS_PER_PAGE) });
  const category = url.searchParams.get('kategorie') ?? '';
  if (/^[a-z0-9-]{1,100}$/.test(category)) query.set('category', category);
  const [list, categories, calendar] = await Promise.all([
    context.api.get<{ data: EventOccurrence[]; meta: { total: number } }>(`/api/events?${query}`),
    context.api.get<{ data: EventCategory[] }>('/api/events/categories'),
    loadCalendar(context, url),
  ]);
  if (list.status !== 200) throw data('This page could not be found', { status: 404 });
  return {
    events: list.data.data,
    total: list.data.meta.total,
    page,
    pages: Math.max(1, Math.ceil(list.data.meta.total / EVENTS_PER_PAGE)),
    range,
    category: query.get('category'),
    categories: categories.status === 200 ? categories.data.data : [],
    calendar,
  };
}

/** The calendar widget's month (`?mesic=YYYY-MM`, else this one) and chosen day (`?den=`). */
export async function loadCalendar(context: ServerLoadContext, url: URL) {
  const today = pragueToday();
  const dayParam = url.searchParams.get('den') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(dayParam) && !Number.isNaN(Date.parse(dayParam)) ? dayParam : null;
  const monthParam = url.searchParams.get('mesic') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : (day ?? today).slice(0, 7);
  const response = await context.api.get<{ data: CalendarMonth }>(`/api/events/calendar?month=${month}`);
  return {
    month: response.status === 200 ? response.data.data : { month, days: [] },
    today,
    selected: day?.startsWith(month) ? day : null,
  };
}
export type CalendarData = Awaited<ReturnType<typeof loadCalendar>>;

export async function loadEvent(context: ServerLoadContext, id: string) {
  if (!/^\d{1,9}$/.test(id)) throw data('This page could not be found', { status: 404 });
  const response = await context.api.get<{ data: EventDetail }>(`/api/events/${id}`);
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { event: response.data.data };
}
