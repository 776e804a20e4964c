import type { CaseStatus } from '../../../../common/cases.ts';

const DONE: CaseStatus[] = ['vyrizeno', 'uzavreno', 'zamitnuto'];

/** How the statutory period stands, in words: days left, the last day, or how long past it. */
export function Deadline({ daysLeft, status }: { daysLeft: number; status: CaseStatus }) {
  if (DONE.includes(status)) return null;
  if (daysLeft < 0)
    return (
      <strong>(po lhůtě {-daysLeft === 1 ? '1 den' : -daysLeft < 5 ? `${-daysLeft} dny` : `${-daysLeft} dní`})</strong>
    );
  if (daysLeft === 0) return <strong>(dnes je poslední den)</strong>;
  return <>({daysLeft === 1 ? 'zbývá 1 den' : daysLeft < 5 ? `zbývají ${daysLeft} dny` : `zbývá ${daysLeft} dní`})</>;
}
