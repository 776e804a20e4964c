// The types of what scripts/as-of.mjs exports, for its test.
export function movingMoment(now?: number): number;
export function momentOf(value: string, now?: number): number;
