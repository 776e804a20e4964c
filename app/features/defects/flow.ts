import { addDays, daysBetween, pragueYear } from '../../../common/dates.ts';
import { workingDayFrom } from '../../../common/holidays.ts';
import { keysOf } from '../../../common/keys.ts';

// A report's way through the office, shared by the office's steps, the reporter's and the pages.

/** How each status reads and looks, in the order of a report's way. */
export const DEFECT_STATUS_LABELS = {
  nove: { label: 'Nové', tone: 'info' },
  'v-reseni': { label: 'V řešení', tone: 'info' },
  'ceka-na-doplneni': { label: 'Čeká na doplnění', tone: 'warning' },
  vyreseno: { label: 'Vyřešeno', tone: 'success' },
  zamitnuto: { label: 'Zamítnuto', tone: 'warning' },
  sloucene: { label: 'Sloučeno s jiným hlášením', tone: 'neutral' },
} as const;

export type DefectStatus = keyof typeof DEFECT_STATUS_LABELS;
export const DEFECT_STATUSES = keysOf(DEFECT_STATUS_LABELS);

/** Where a report's way has ended; a resolved or rejected one may still be reopened by its reporter. */
export const CLOSED: readonly DefectStatus[] = ['vyreseno', 'zamitnuto', 'sloucene'];
export const isOpen = (status: DefectStatus) => !CLOSED.includes(status);

/** Open311 knows two statuses only. */
export const open311Status = (status: DefectStatus) => (isOpen(status) ? 'open' : 'closed');

/** What the office does to a report, and the status it leads to (null: the status stays). */
export const DEFECT_ACTIONS = {
  /** Takes the report: it becomes the clerk's, and a new one is under way (see `statusAfter`). */
  take: 'v-reseni',
  /** Asks the reporter for something: the report waits for them. */
  ask: 'ceka-na-doplneni',
  /** An answer, public or for the reporter only; the status stays. */
  answer: null,
  /** A note for the office only. */
  note: null,
  /** To another department: it is new there, nobody's yet. */
  handoff: 'nove',
  resolve: 'vyreseno',
  reject: 'zamitnuto',
  /** Into another report as its duplicate. */
  merge: 'sloucene',
  /** Which of the reporter's text and photos the public may see. */
  publish: null,
} as const satisfies Record<string, DefectStatus | null>;
export type DefectAction = keyof typeof DEFECT_ACTIONS;

const OPEN: DefectStatus[] = ['nove', 'v-reseni', 'ceka-na-doplneni'];

/** In which statuses the office may take each action. */
const FROM: Record<DefectAction, readonly DefectStatus[]> = {
  take: OPEN,
  ask: ['v-reseni'],
  answer: [...OPEN, 'vyreseno', 'zamitnuto'],
  note: keysOf(DEFECT_STATUS_LABELS),
  handoff: OPEN,
  resolve: OPEN,
  reject: OPEN,
  merge: OPEN,
  publish: keysOf(DEFECT_STATUS_LABELS),
};

export const canDo = (action: DefectAction, status: DefectStatus) => FROM[action].includes(status);

/** The status an action leaves: taking over a report already under way only changes who has it. */
export function statusAfter(action: DefectAction, status: DefectStatus): DefectStatus {
  if (action === 'take') return status === 'nove' ? 'v-reseni' : status;
  return DEFECT_ACTIONS[action] ?? status;
}

/** The actions open to a report in its status, in the order the office's page offers them. */
export const actionsFor = (status: DefectStatus): DefectAction[] =>
  keysOf(FROM).filter((action) => canDo(action, status));

/** Who sees each step in the history by default; an answer says itself whether it is public. */
export const SEEN_BY: Record<DefectAction, EventVisibility> = {
  take: 'public',
  ask: 'reporter',
  answer: 'public',
  note: 'office',
  handoff: 'public',
  resolve: 'public',
  reject: 'public',
  merge: 'public',
  publish: 'office',
};

/** What the reporter does: answers a question (the report is under way again), reopens a closed one. */
export const REPORTER_ACTIONS = { reply: 'v-reseni', reopen: 'v-reseni' } as const satisfies Record<
  string,
  DefectStatus
>;
export type ReporterAction = keyof typeof REPORTER_ACTIONS;

/** Steps that need a text: a question, an answer, a note, a rejection's reason. */
export const NEEDS_MESSAGE: readonly DefectAction[] = ['ask', 'answer', 'note', 'reject'];

/** How long after closing a reporter may reopen a resolved or rejected report. */
export const REOPEN_DAYS = 30;

/** Whether a report closed on `closedOn` may still be reopened on `today` (both Prague days). */
export const canReopen = (status: DefectStatus, closedOn: string, today: string) =>
  (status === 'vyreseno' || status === 'zamitnuto') && daysBetween(closedOn, today) <= REOPEN_DAYS;

/** The deadline of a report filed on `filedOn`: the category's days on, moved off a weekend or a holiday. */
export const dueOn = (filedOn: string, daysToFix: number) => workingDayFrom(addDays(filedOn, daysToFix));

/** Who sees a step of the history. */
export const EVENT_VISIBILITY = ['public', 'reporter', 'office'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITY)[number];

export const EVENT_AUTHORS = ['office', 'reporter', 'system', 'app'] as const;

export const PHOTO_ROLES = ['report', 'fix'] as const;

/** What the town's map is made of (map_layers). */
export const LAYER_KINDS = ['boundary', 'area', 'street', 'water', 'stream', 'railway'] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];

/** A report's number, as people and apps name it: Z-2026-0042. */
export const reportNumber = (n: number, filedAt: Date) => `Z-${pragueYear(filedAt)}-${String(n).padStart(4, '0')}`;
