import { formatDateTime } from '../../../../common/dates.ts';
import styles from '../../../components/account/account.module.css';
import { DEFECT_STATUS_LABELS, type DefectStatus, type EventVisibility } from '../flow.ts';

/** A step of a report's history as a page shows it. */
export interface HistoryEvent {
  at: string;
  action: string;
  status: DefectStatus | null;
  message: string | null;
  /** Whom the step was for and who took it: the office's page only. */
  visibility?: EventVisibility;
  author?: string;
}

/** Each step in words where it changes no status, or says more than the status. */
const SAID: Record<string, string> = {
  filed: 'Nahlášeno',
  take: 'Úřad hlášení převzal k řešení',
  ask: 'Dotaz oznamovateli',
  answer: 'Odpověď úřadu',
  note: 'Interní poznámka',
  handoff: 'Předáno jinému odboru',
  resolve: 'Vyřešeno',
  reject: 'Zamítnuto',
  merge: 'Sloučeno s jiným hlášením',
  publish: 'Změněn veřejný popis',
  reply: 'Oznamovatel doplnil',
  reopen: 'Oznamovatel hlášení znovu otevřel',
  satisfied: 'Oznamovatel je s vyřízením spokojen',
  dissatisfied: 'Oznamovatel není s vyřízením spokojen',
};

/** The same steps as the reporter reads them on their own page: theirs in the second person. */
const SAID_TO_REPORTER: Record<string, string> = {
  ask: 'Úřad se vás zeptal',
  reply: 'Doplnili jste',
  reopen: 'Hlášení jste znovu otevřeli',
  satisfied: 'S vyřízením jste spokojeni',
  dissatisfied: 'S vyřízením nejste spokojeni',
};

const SEEN: Record<EventVisibility, string> = {
  public: '',
  reporter: ' (jen pro oznamovatele)',
  office: ' (vidí jen úřad)',
};

/**
 * The history of a report, newest first. The office sees who took each step and whom it was for;
 * the public page gets only the public steps, with no names; the reporter's page speaks to them.
 */
export function DefectHistory({
  events,
  office = false,
  reporter = false,
}: {
  events: HistoryEvent[];
  office?: boolean;
  reporter?: boolean;
}) {
  const said = (action: string) => (reporter ? SAID_TO_REPORTER[action] : undefined) ?? SAID[action] ?? action;
  return (
    <ol className={styles.timeline}>
      {[...events].reverse().map((event) => (
        <li key={`${event.at}-${event.action}-${event.author}`}>
          <p>
            <strong>{formatDateTime(event.at)}</strong> – {said(event.action)}
            {event.status && event.status !== 'nove' ? (
              <> ({DEFECT_STATUS_LABELS[event.status].label.toLowerCase()})</>
            ) : null}
            {office && event.visibility ? `${SEEN[event.visibility]}, ${event.author ?? ''}` : null}
          </p>
          {event.message ? <p>{event.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}
