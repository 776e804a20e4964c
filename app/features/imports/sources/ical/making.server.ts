import type ICAL from 'ical.js';
import type { EventItem } from '../types.ts';
import type { Content } from './content.server.ts';
import type { Steps } from './steps.server.ts';
import type { Reading, Times, Tzids } from './times.server.ts';

// What the making of one event's items shares: the VEVENT read, its overrides, the blank item.

/** A VEVENT read: its component, the lines left out of it, and what it is known by. */
export interface Read {
  vevent: ICAL.Component;
  dropped: string[];
  uid: string;
  /** Its key: its UID, or (without one) its place among the file's events. */
  key: string;
  /** Its name where it cannot be made an item: its title, or its place. */
  name: string;
  /** An override of one date of a series (RECURRENCE-ID), not a series of its own. */
  override: boolean;
}

/** A readable day's start of an override: its own times, or why it cannot be read. */
export interface Override {
  day: string;
  cancelled: boolean;
  times: Times | null;
  content: Content;
  edited: boolean;
  key: string;
}

/** One VEVENT being made into items: what its series, its dates one by one and its extra dates share. */
export interface Making {
  vevent: ICAL.Component;
  start: ICAL.Time;
  key: string;
  content: Content;
  first: Times;
  tzids: Tzids;
  reading: Reading;
  steps: Steps;
  overrides: Override[];
  /** An item of the event at `times`, with `extra` over it. */
  item(times: Times | null, extra?: Partial<EventItem>): EventItem;
  /** The times of an occurrence the rule gives at `at` (the series' length kept). */
  occurrence(at: ICAL.Time): Times;
  /** An occurrence with a title, text or place of its own: an event of its own, out of the series. */
  apart(o: Override, note: string, times?: Times): EventItem;
}

/** An event with nothing in it, for one that cannot be read (its problem says why). */
export const blank = (key: string, title: string): EventItem => ({
  kind: 'event',
  key,
  title,
  oldUrl: null,
  problems: [],
  notes: [],
  perex: title,
  body: '',
  allDay: true,
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  repeatWeeks: null,
  repeatUntil: '',
  rule: null,
  exceptions: [],
  place: '',
  organizer: '',
  categories: [],
  link: null,
});
