import { Form, Link } from 'react-router';
import { formatDateTime } from '../../../common/dates.ts';
import type { Revision, RevisionDiff } from '../../../common/revisions.ts';
import styles from './revision-history.module.css';

/**
 * An item's versions beside what the chosen one changed, word by word (a screen reader hears
 * "přidáno" and "odebráno"), and a button that restores it as a new save. `of` is the item in the
 * genitive ("článku", "akce").
 */
export function RevisionHistory({
  of,
  versions,
  diff,
  current,
  restoreNote,
}: {
  of: string;
  versions: Revision[];
  diff: RevisionDiff | null;
  current: number;
  restoreNote: string;
}) {
  if (versions.length === 0)
    return <p>Tuto položku zatím nikdo v administraci neuložil, a tak nemá žádné uložené verze.</p>;
  return (
    <div className={styles.layout}>
      <nav aria-label={`Verze ${of}`}>
        <ol reversed className={styles.versions}>
          {versions.map((v) => (
            <li key={v.version}>
              <Link to={`?verze=${v.version}`} aria-current={v.version === diff?.version ? 'page' : undefined}>
                Verze {v.version}
              </Link>
              <br />
              {v.actor}, {formatDateTime(v.at)}
              {v.version === current ? ' (nynější)' : ''}
            </li>
          ))}
        </ol>
      </nav>
      {diff ? (
        <section aria-labelledby="zmeny">
          <h2 id="zmeny">
            Verze {diff.version}:{' '}
            {diff.previous_version === null ? 'první uložená' : `co změnila proti verzi ${diff.previous_version}`}
          </h2>
          <p>
            Uložil(a) {diff.actor}, {formatDateTime(diff.at)}.
          </p>
          {diff.fields.length === 0 ? <p>Tato verze nic nezměnila.</p> : null}
          <dl className={styles.fields}>
            {diff.fields.map((field) => (
              <div key={field.field}>
                <dt>{field.label}</dt>
                <dd className={styles.diff}>
                  {field.parts.map((part, i) =>
                    part.change === 'added' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
                      <ins key={i}>
                        <span className="visually-hidden">[přidáno: </span>
                        {part.text}
                        <span className="visually-hidden">]</span>
                      </ins>
                    ) : part.change === 'removed' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
                      <del key={i}>
                        <span className="visually-hidden">[odebráno: </span>
                        {part.text}
                        <span className="visually-hidden">]</span>
                      </del>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {diff.version !== current ? (
            <Form method="post">
              <input type="hidden" name="current" value={current} />
              <p>{restoreNote}</p>
              <button type="submit" name="restore" value={diff.version} className="button button--primary">
                Obnovit verzi {diff.version}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
