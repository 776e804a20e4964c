import { eventInputSchema } from '../../events/schemas.ts';
import * as events from '../../events/service.server.ts';
import type { EventItem } from '../sources/types.ts';
import { categoriesOf, type Env, expected, issues, type SaveItem } from './common.server.ts';

// An event, as the events editor saves one: its repetition (any rule the editor keeps, or the weekly one
// of before), skipped and moved dates, its categories.

function input(item: EventItem, env: Env) {
  const categories = categoriesOf(item, env);
  return {
    title: item.title.slice(0, 150),
    perex: item.perex,
    body: item.body,
    all_day: item.allDay,
    start_date: item.startDate,
    start_time: item.startTime,
    end_date: item.endDate,
    end_time: item.endTime,
    repeat_weeks: item.rule ? null : item.repeatWeeks,
    repeat_until: item.rule ? '' : item.repeatUntil,
    ...(item.rule ? { rrule: item.rule } : {}),
    place: (item.place || env.options.place).slice(0, 200),
    price: '',
    organizer: (item.organizer || env.options.organizer || env.office).slice(0, 200),
    contact: '',
    links: item.link ? [{ label: 'Více informací', url: item.link }] : [],
    categories: 'slugs' in categories ? categories.slugs : [],
    draft: false,
    exceptions: item.exceptions,
  };
}

export function checkEvent(item: EventItem, env: Env): string[] {
  const categories = categoriesOf(item, env);
  if ('problem' in categories) return [categories.problem];
  // The rule as the events editor would refuse it, in the dry run already rather than at the save.
  const rule = item.rule ? events.parseRule(item.rule) : null;
  if (rule && 'error' in rule) return [rule.error];
  const parsed = eventInputSchema.safeParse(input(item, env));
  return parsed.success ? [] : issues(parsed.error);
}

function repeatText(item: EventItem): string {
  const rule = item.rule ? events.parseRule(item.rule) : null;
  if (rule && 'rule' in rule) return events.describeRule(rule.rule);
  return item.repeatWeeks
    ? `každý ${item.repeatWeeks === 1 ? '' : `${item.repeatWeeks}. `}týden do ${item.repeatUntil}`
    : '';
}

export const previewEvent = (item: EventItem) => ({
  date: item.startDate || null,
  summary: [item.allDay ? 'celý den' : `${item.startTime}–${item.endTime}`, repeatText(item), item.place]
    .filter(Boolean)
    .join(' · '),
});

export const saveEvent: SaveItem<EventItem> = async (ctx, env, item, existing) => {
  const { id } = await events.save(
    ctx,
    existing?.id ?? null,
    eventInputSchema.parse({ ...input(item, env), ...expected(existing) }),
  );
  const { slug } = await events.adminGet(ctx, id);
  return { id, path: `/akce/${id}/${slug}`, problems: item.notes, complete: true };
};
