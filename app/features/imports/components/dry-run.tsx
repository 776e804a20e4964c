import { Form, Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import type { ImportPlan, ImportRun } from '../schemas.ts';
import { type OptionsRefused, RunOptions } from './run-options.tsx';
import { kindName } from './run-state.tsx';

// What a checked run would do, before anything is written: its counts, changes, samples and options.

/** The items a run would change over an earlier run's, with the fields that differ, and those it keeps. */
function Changes({ changes }: { changes: ImportPlan['changes'] }) {
  const said = { updated: 'Aktualizuje se', conflict: 'Ponechá se (upraveno na úřadě)', deleted: 'Zůstane smazaná' };
  return (
    <ScrollTable caption="Položky dřívějšího importu, které se změnily ve zdroji">
      <thead>
        <tr>
          <th scope="col">Položka</th>
          <th scope="col">Co se stane</th>
          <th scope="col">Změněno ve zdroji</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.position}>
            <td>{change.path ? <Link to={change.path}>{change.title}</Link> : change.title}</td>
            <td>{said[change.outcome]}</td>
            <td>
              {change.fields.length ? change.fields.join(', ') : change.outcome === 'deleted' ? 'nic' : 'nezjištěno'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function DryRun({
  run,
  plan,
  refused,
  saved,
}: {
  run: ImportRun;
  plan: ImportPlan;
  refused: OptionsRefused | undefined;
  saved: boolean;
}) {
  const c = plan.counts;
  // Asked once the office's edits meet the source's changes (or the clerk has chosen already).
  const asksEdited = plan.kept.conflict > 0 || run.options.edited !== 'keep';
  return (
    <>
      <h2>Zkušební průchod</h2>
      <p>Nic se zatím nezapsalo. Import by udělal toto:</p>
      <ul>
        <li>Nově vznikne: {c.created}</li>
        <li>Aktualizuje se: {c.updated}</li>
        <li>Beze změny: {c.unchanged}</li>
        <li>Vynechá se: {c.skipped}</li>
        {plan.kept.conflict ? <li>Ponechá se, jak je upravili na úřadě: {plan.kept.conflict}</li> : null}
        {plan.kept.deleted ? <li>Zůstane smazané, jak je smazali na úřadě: {plan.kept.deleted}</li> : null}
      </ul>
      {plan.changes.length ? <Changes changes={plan.changes} /> : null}
      <p>
        Ve zdroji:{' '}
        {Object.entries(plan.kinds)
          .map(([kind, n]) => `${kindName(kind)}: ${n}`)
          .join(', ')}
        . Dokumenty a obrázky se stahují až při importu; co se nestáhne, bude v jeho výsledku.
      </p>
      {plan.samples.length ? (
        <ScrollTable caption="První položky, jak budou vypadat">
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Datum</th>
              <th scope="col">Podrobnosti</th>
            </tr>
          </thead>
          <tbody>
            {plan.samples.map((sample, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the samples in the source's order
              <tr key={i}>
                <td>{sample.title}</td>
                <td>{sample.date ? formatDay(sample.date) : '—'}</td>
                <td>{sample.summary}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}

      {plan.categories.length || run.source !== 'feed' || asksEdited ? (
        <RunOptions run={run} plan={plan} refused={refused} saved={saved} asksEdited={asksEdited} />
      ) : null}

      {plan.notes?.length ? (
        <>
          <h2>Upozornění ({plan.notes.length})</h2>
          <p>Tyto položky se převezmou; co se na nich změní nebo co chybí, uvidíte i ve výsledku importu.</p>
          <ul>
            {plan.notes.slice(0, 200).map((n) => (
              <li key={n.position}>
                {n.position + 1}. {n.title}: {n.notes.join(' ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {plan.problems.length ? (
        <>
          <h2>Problémy ({plan.problems.length})</h2>
          <ul>
            {plan.problems.slice(0, 200).map((p) => (
              <li key={p.position}>
                {p.position + 1}. {p.title}: {p.problems.join(' ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <button type="submit" className="button button--primary">
          Spustit import
        </button>
      </Form>
    </>
  );
}
