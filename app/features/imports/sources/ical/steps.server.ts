import ICAL from 'ical.js';
import { DATE_MAX_YEAR } from '../../../../../common/dates.ts';

// A rule's dates, counted out: ical.js's expansion, each date it tries taken from a budget of steps.

/**
 * Steps of a rule's expansion (each date ical.js tries is one) that one event may take, and a whole
 * file's events together: a rule that matches rarely or never is cut there, named, at the same date on
 * every run. A step takes 2–7 µs: an event's share is a fraction of a second, a file's a few seconds.
 */
export const STEP_LIMITS = { event: 50_000, file: 500_000 };

/**
 * A budget of steps of rule expansions: one for each date ical.js tries. Counted, not timed, so a rule
 * is cut at the same date on every run. An event's share counts in its file's budget too.
 */
export class Steps {
  /** Whose budget ran out, if one did: the event's share or the whole file's. */
  ranOut: 'event' | 'file' | null = null;

  private left: number;
  private readonly file: Steps | null;

  constructor(left: number, file: Steps | null = null) {
    this.left = left;
    this.file = file;
  }

  share(most: number): Steps {
    return new Steps(most, this);
  }

  take(): boolean {
    if (this.left <= 0) this.ranOut ??= this.file ? 'event' : 'file';
    else if (this.file && !this.file.take()) this.ranOut = 'file';
    else {
      this.left--;
      return true;
    }
    return false;
  }
}

/**
 * ical.js's rule iterator with each date it tries taken from a budget: its own search for the next date
 * stops only at a match, and a rule may match rarely or never (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`).
 * Out of steps, or past the last year the site keeps, the date is put past the rule's UNTIL (capped at
 * that year) and the iterator ends as it does at UNTIL.
 */
class MeteredIterator extends ICAL.RecurIterator {
  steps: Steps | null = null;

  override check_contracting_rules(): boolean {
    if (this.last.year <= DATE_MAX_YEAR && this.steps?.take()) return super.check_contracting_rules();
    this.last.year = Math.max(this.last.year, DATE_MAX_YEAR + 1);
    return true;
  }
}

/** A rule whose iterators are metered. */
export class MeteredRule extends ICAL.Recur {
  steps: Steps | null = null;

  override iterator(start: ICAL.Time): ICAL.RecurIterator {
    const iterator = new MeteredIterator({ rule: this, dtstart: start });
    iterator.steps = this.steps;
    return iterator;
  }
}

/**
 * The dates of an event's rules, RDATEs and EXDATEs (ical.js's expansion), each rule metered and ending by
 * the site's last year, or null where ical.js cannot begin. The event's RRULE values are replaced:
 * nothing reads them after.
 */
export function expansionOf(vevent: ICAL.Component, start: ICAL.Time, steps: Steps): ICAL.RecurExpansion | null {
  const last = ICAL.Time.fromData({
    year: DATE_MAX_YEAR,
    month: 12,
    day: 31,
    hour: 23,
    minute: 59,
    second: 59,
    isDate: start.isDate,
  });
  for (const property of vevent.getAllProperties('rrule')) {
    const recur = property.getFirstValue();
    if (!(recur instanceof ICAL.Recur)) continue;
    const rule = new MeteredRule(recur.toJSON());
    if (!rule.until || rule.until.compare(last) > 0) rule.until = last;
    rule.steps = steps;
    property.setValue(rule);
  }
  try {
    return new ICAL.RecurExpansion({ component: vevent, dtstart: start });
  } catch {
    // Dates it cannot order (an EXDATE written as a period).
    return null;
  }
}

/** The expansion's next date; null at its end; 'failed' where ical.js gives up on a rule. */
export function following(expansion: ICAL.RecurExpansion): ICAL.Time | null | 'failed' {
  try {
    const next = expansion.next();
    return next && next.year <= DATE_MAX_YEAR ? next : null;
  } catch {
    return 'failed';
  }
}
