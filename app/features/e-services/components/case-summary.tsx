import styles from '../../../components/account/account.module.css';
import type { Case } from '../schemas.ts';

/** What the resident filed, section by section, as they saw it when filing. */
export function CaseSummary({ summary }: { summary: Case['summary'] }) {
  return summary.map((section) => (
    <div key={section.section}>
      <h3>{section.section}</h3>
      <dl className={styles.summary}>
        {section.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  ));
}
