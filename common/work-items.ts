/**
 * One line of the staff home's work queue (issue 29 §3): what waits, how many, and the list where it
 * is done. Each feature says what waits in its part of the office.
 */
export interface WorkItem {
  label: string;
  count: number;
  href: string;
}
