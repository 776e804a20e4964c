import { Link } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { ListPages, StateTabs } from '../../../components/ui/admin-list.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { type ImportOutcome, type ImportRun, ITEM_KINDS, OUTCOME_NAMES, OUTCOMES } from '../schemas.ts';

// A run's state on its page: how far it has come, what it has done, and each item's outcome.

/** How many outcome rows a page of the run's report shows. */
export const PER_PAGE = 50;

/** A kind of item as the office names it. */
export const kindName = (kind: string) => Object.entries(ITEM_KINDS).find(([key]) => key === kind)?.[1] ?? kind;

export function Progress({ run }: { run: ImportRun }) {
  const percent = run.total ? Math.floor((run.done / run.total) * 100) : 0;
  return (
    <section aria-labelledby="postup">
      <h2 id="postup">Postup</h2>
      <label htmlFor="postup-importu">
        Hotovo {run.done} z {run.total} položek
      </label>
      <br />
      <progress id="postup-importu" max={run.total || 1} value={run.done}>
        {percent} %
      </progress>
      {/* Said every tenth, not at every refresh. */}
      <p role="status">Hotovo {Math.floor(percent / 10) * 10} %.</p>
      <p>
        Import běží na serveru i po zavření této stránky a po případném výpadku pokračuje, kde skončil.{' '}
        <Link to=".">Obnovit stav</Link>
      </p>
    </section>
  );
}

export function Result({ run }: { run: ImportRun }) {
  const r = run.result;
  return (
    <section aria-labelledby="vysledek">
      <h2 id="vysledek">{run.state === 'done' ? 'Výsledek' : 'Zatím'}</h2>
      <ul>
        <li>Nově: {r.created}</li>
        <li>Aktualizováno: {r.updated}</li>
        <li>Beze změny: {r.unchanged}</li>
        <li>Vynecháno: {r.skipped}</li>
        <li>Upraveno na úřadě, ponecháno ke kontrole: {r.conflict}</li>
        <li>Smazáno na úřadě, zůstává smazané: {r.deleted}</li>
        <li>Převzato s problémem (např. dokument se nestáhl): {r.with_problems}</li>
      </ul>
      {run.started_at ? (
        <p>
          Spuštěno {formatDateTime(run.started_at)}
          {run.finished_at ? `, skončeno ${formatDateTime(run.finished_at)}` : ''}.
        </p>
      ) : null}
    </section>
  );
}

/** The items of the run, one outcome at a time, a page at a time. */
export function RunItems({
  run,
  report,
  page,
  shown,
}: {
  run: ImportRun;
  report: { rows: ImportOutcome[]; total: number };
  page: number;
  shown: Record<string, string>;
}) {
  const filters = Object.fromEntries(Object.entries(shown).filter(([name]) => name !== 'strana'));
  return (
    <>
      <h2>Položky</h2>
      <StateTabs
        label="Výsledek položek"
        params={shown}
        states={OUTCOMES.map((outcome) => ({
          param: outcome,
          name: OUTCOME_NAMES[outcome],
          count: run.result[outcome],
        }))}
      />
      <p>
        <Link to="?problemy=true">Jen položky s problémem</Link>
      </p>
      {report.rows.length ? (
        <ScrollTable caption="Co se stalo s položkami, v pořadí zdroje">
          <thead>
            <tr>
              <th scope="col">Položka</th>
              <th scope="col">Druh</th>
              <th scope="col">Výsledek</th>
              <th scope="col">Problémy</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.position}>
                <td>{row.path ? <Link to={row.path}>{row.title}</Link> : row.title}</td>
                <td>{kindName(row.kind)}</td>
                <td>{OUTCOME_NAMES[row.outcome]}</td>
                <td>
                  {row.problems.length ? (
                    <ul>
                      {row.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p>Žádná položka tomu neodpovídá.</p>
      )}
      <ListPages page={page} total={report.total} perPage={PER_PAGE} filters={filters} />
    </>
  );
}
