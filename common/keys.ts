/**
 * A set of codes is written once, as the map of their Czech labels; these read it back typed, so
 * no page or schema casts a code: the keys as a non-empty tuple (what `z.enum` takes), and whether
 * a text from a query string is one of them.
 */
export const keysOf = <K extends string>(labels: Record<K, unknown>) => Object.keys(labels) as [K, ...K[]];

export const isKeyOf = <K extends string>(labels: Record<K, unknown>, key: string): key is K =>
  Object.hasOwn(labels, key);

/** Whether a text is one of a fixed list's values. */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  list.some((item) => item === value);
