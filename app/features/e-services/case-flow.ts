import type { CaseStatus } from '../../../common/cases.ts';
import { addDays, daysBetween } from '../../../common/dates.ts';
import { workingDayFrom } from '../../../common/holidays.ts';
import { keysOf } from '../../../common/keys.ts';

// The case's way through the office (decision 0020), shared by the office's operations and its pages.

/** What a clerk does to a case, and the status each action leads to (null: the status stays). */
export const CASE_ACTIONS = {
  /** Takes the case: it becomes the clerk's, and a received one is in progress (see `statusAfter`). */
  take: 'v-reseni',
  /** Asks the resident for something: the case waits for them. */
  ask: 'ceka-na-doplneni',
  /** A message to the resident; the status stays. */
  message: null,
  /** A note for the office only. */
  note: null,
  decide: 'vyrizeno',
  reject: 'zamitnuto',
  /** Back to progress from a decision, before the case is closed. */
  reopen: 'v-reseni',
  close: 'uzavreno',
} as const satisfies Record<string, CaseStatus | null>;
export type CaseAction = keyof typeof CASE_ACTIONS;

/** In which statuses each action may be taken. */
const FROM: Record<CaseAction, readonly CaseStatus[]> = {
  take: ['prijato', 'v-reseni', 'ceka-na-doplneni'],
  ask: ['v-reseni'],
  message: ['v-reseni', 'ceka-na-doplneni', 'vyrizeno'],
  note: ['prijato', 'v-reseni', 'ceka-na-doplneni', 'vyrizeno', 'uzavreno', 'zamitnuto'],
  decide: ['v-reseni'],
  reject: ['v-reseni'],
  reopen: ['vyrizeno'],
  close: ['vyrizeno'],
};

/** Actions that need a text: a question, a message, a note and the reason of a rejection. */
export const NEEDS_MESSAGE: readonly CaseAction[] = ['ask', 'message', 'note', 'reject'];

/** Steps that may carry documents for the resident: never an internal note, whose files the resident would see. */
export const SENDS_FILES: readonly CaseAction[] = ['ask', 'message', 'decide', 'reject'];

export const canDo = (action: CaseAction, status: CaseStatus) => FROM[action].includes(status);

/**
 * The status an action leaves. Taking a received case starts it; taking over one already under way
 * (a colleague's, or one waiting for the resident) only changes who has it.
 */
export function statusAfter(action: CaseAction, status: CaseStatus): CaseStatus {
  if (action === 'take') return status === 'prijato' ? 'v-reseni' : status;
  return CASE_ACTIONS[action] ?? status;
}

/** The actions open to a case in its status, in the order the office's page offers them. */
export const actionsFor = (status: CaseStatus): CaseAction[] => keysOf(FROM).filter((action) => canDo(action, status));

/** Where a case's way has ended: nothing is due any more. */
export const FINISHED: readonly CaseStatus[] = ['vyrizeno', 'uzavreno', 'zamitnuto'];

/** The statutory period's default (správní řád § 71 odst. 3). */
export const DEFAULT_PERIOD_DAYS = 30;

/**
 * The last day of the period: `days` after the day of filing; one that falls on a Saturday, a
 * Sunday or a public holiday moves to the next working day (správní řád § 40 odst. 1 písm. c).
 */
export function dueOn(filedOn: string, days = DEFAULT_PERIOD_DAYS): string {
  return workingDayFrom(addDays(filedOn, days));
}

/** Days left to the last day of the period (0 on it, negative past it). */
export const daysLeft = (due: string, today: string) => daysBetween(today, due);
