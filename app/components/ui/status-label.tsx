import styles from './status-label.module.css';

/** The tones a status label takes: the words carry the status, the colour (and a dashed edge) repeats it. */
export type StatusTone = 'info' | 'warning' | 'success' | 'neutral';

/** An item's status as a label of its tone: a case's, a defect report's. */
export function StatusLabel({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={`${styles.status} ${styles[tone]}`}>{label}</span>;
}
