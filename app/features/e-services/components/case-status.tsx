import { CASE_STATUS_LABELS, type CaseStatus } from '../../../../common/cases.ts';
import styles from './case-status.module.css';

/** A case's status as a label of its tone: info, warning or success. */
export function CaseStatusLabel({ status }: { status: CaseStatus }) {
  const { label, tone } = CASE_STATUS_LABELS[status];
  return <span className={`${styles.status} ${styles[tone]}`}>{label}</span>;
}
