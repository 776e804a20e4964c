import { fold } from '../fold.ts';

/**
 * The catalogue's filter, the same on the server (without JavaScript) and in
 * the browser (as you type): every word typed must start a word of the
 * title, the summary or the keywords.
 */
export function matchesFilter(item: { title: string; summary: string; keywords: readonly string[] }, query: string) {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${fold([item.title, item.summary, ...item.keywords].join(' ')).replace(/[^\p{L}\p{N}]+/gu, ' ')}`;
  return words.every((word) => haystack.includes(` ${word}`));
}
