import type { CaseStatus } from '../../../../common/cases.ts';
import { FINISHED } from '../case-flow.ts';

const days = (n: number) => (n === 1 ? '1 den' : n < 5 ? `${n} dny` : `${n} dní`);

/** How the statutory period stands, in words: days left, the last day, or how long past it. */
export function Deadline({ daysLeft, status }: { daysLeft: number; status: CaseStatus }) {
  if (FINISHED.includes(status)) return null;
  if (daysLeft < 0) return <strong>(po lhůtě {days(-daysLeft)})</strong>;
  if (daysLeft === 0) return <strong>(dnes je poslední den)</strong>;
  return (
    <>
      ({daysLeft > 1 && daysLeft < 5 ? 'zbývají' : 'zbývá'} {days(daysLeft)})
    </>
  );
}
