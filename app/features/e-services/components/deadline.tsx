import type { CaseStatus } from '../../../../common/cases.ts';
import { countOf, formOf } from '../../../../common/plural.ts';
import { FINISHED } from '../case-flow.ts';

const days = (n: number) => countOf(n, { one: 'den', few: 'dny', other: 'dní' });

/** How the statutory period stands, in words: days left, the last day, or how long past it. */
export function Deadline({ daysLeft, status }: { daysLeft: number; status: CaseStatus }) {
  if (FINISHED.includes(status)) return null;
  if (daysLeft < 0) return <strong>(po lhůtě {days(-daysLeft)})</strong>;
  if (daysLeft === 0) return <strong>(dnes je poslední den)</strong>;
  return (
    <>
      ({formOf(daysLeft, { one: 'zbývá', few: 'zbývají', other: 'zbývá' })} {days(daysLeft)})
    </>
  );
}
