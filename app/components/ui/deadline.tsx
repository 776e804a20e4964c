import { countOf, formOf } from '../../../common/plural.ts';

const days = (n: number) => countOf(n, { one: 'den', few: 'dny', other: 'dní' });

/**
 * How a deadline stands, in words: days left, the last day, or how long past it; nothing once the
 * item is finished (a case decided, a defect resolved).
 */
export function Deadline({ daysLeft, finished }: { daysLeft: number; finished: boolean }) {
  if (finished) return null;
  if (daysLeft < 0) return <strong>(po lhůtě {days(-daysLeft)})</strong>;
  if (daysLeft === 0) return <strong>(dnes je poslední den)</strong>;
  return (
    <>
      ({formOf(daysLeft, { one: 'zbývá', few: 'zbývají', other: 'zbývá' })} {days(daysLeft)})
    </>
  );
}
