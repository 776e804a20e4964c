// The export's XML as fast-xml-parser gives it: nodes, their text, a post's meta, WordPress's moments.

export type Node = Record<string, unknown>;
export const str = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : value && typeof value === 'object' && '#text' in value
        ? str(value['#text'])
        : '';
export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
export const meta = (post: Node, key: string) =>
  str(nodes(post['wp:postmeta']).find((m) => str(m['wp:meta_key']) === key)?.['wp:meta_value']);

/** A moment WordPress wrote as `2019-05-06 14:30:00` in UTC (`_gmt`), or null for its zero date. */
export function gmt(value: string): Date | null {
  if (!value || value.startsWith('0000')) return null;
  const at = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
