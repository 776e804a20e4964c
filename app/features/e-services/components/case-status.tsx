import { CASE_STATUS_LABELS, type CaseStatus } from '../../../../common/cases.ts';
import { StatusLabel } from '../../../components/ui/status-label.tsx';

/** A case's status as a label of its tone: info, warning or success. */
export const CaseStatusLabel = ({ status }: { status: CaseStatus }) => <StatusLabel {...CASE_STATUS_LABELS[status]} />;
