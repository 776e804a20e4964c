import { StatusLabel } from '../../../components/ui/status-label.tsx';
import { DEFECT_STATUS_LABELS, type DefectStatus } from '../flow.ts';

/** A report's status as a label of its tone; a merged one is outlined dashed, not told by colour alone. */
export const DefectStatusLabel = ({ status }: { status: DefectStatus }) => (
  <StatusLabel {...DEFECT_STATUS_LABELS[status]} />
);
