import { addDays, isoWeekday, pragueToday } from '../../../../common/dates.ts';
import { isKeyOf } from '../../../../common/keys.ts';
import type { ServerLoadContext } from '../../../lib/load-context.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { loadCalendar } from '../components/event-calendar.server.ts';
import { EVENT_RANGES, type EventRange } from '../format.ts';
import { eventParams, type OccurrenceQuery } from '../schemas.ts';

export const EVENTS_PER_PAGE = 12;

type Range = Pick<OccurrenceQuery, 'from' | 'to' | 'past' | 'once'>;

/** What each navigation button of `/akce` lists, from today in Prague. */
export function rangeQuery(range: EventRange, now: Date): Range {
  const today = pragueToday(now);
  switch (range) {
    case 'tento-tyden':
      return { from: today, to: addDays(today, 7 - isoWeekday(today)), past: false, once: false };
    case 'tento-mesic': {
      const nextMonth = `${addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7)}-01`;
      return { from: today, to: addDays(nextMonth, -1), past: false, once: false };
    }
    case 'probehle':
      return { past: true, once: true };
    default:
      return { past: false, once: true };
  }
}

export async function loadEventList(context: ServerLoadContext, url: URL) {
  const { ctx, services } = context;
  const page = pageParam(url);
  const rangeParam = url.searchParams.get('kdy') ?? '';
  const range: EventRange = isKeyOf(EVENT_RANGES, rangeParam) ? rangeParam : 'nadchazejici';
  const param = url.searchParams.get('kategorie') ?? '';
  const category = /^[a-z0-9-]{1,100}$/.test(param) ? param : undefined;
  const [list, categories, calendar] = await Promise.all([
    services.events.list(ctx, { ...rangeQuery(range, ctx.now), page, perPage: EVENTS_PER_PAGE, category }),
    services.events.categories(ctx),
    loadCalendar(context, url),
  ]);
  return {
    events: list.rows,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / EVENTS_PER_PAGE)),
    range,
    category: category ?? null,
    categories,
    calendar,
  };
}

export async function loadEvent(context: ServerLoadContext, id: string) {
  const params = parseParams(eventParams, { id });
  return { event: await context.services.events.get(context.ctx, params.id) };
}
