import { DEFECT_STATUS_LABELS, type DefectStatus } from '../flow.ts';
import styles from './defect-status.module.css';

/** A report's status as a label of its tone; a merged one is outlined dashed, not told by colour alone. */
export function DefectStatusLabel({ status }: { status: DefectStatus }) {
  const { label, tone } = DEFECT_STATUS_LABELS[status];
  return <span className={`${styles.status} ${styles[tone]}`}>{label}</span>;
}
