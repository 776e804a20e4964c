import { SourceRefused } from './types.ts';

/**
 * Refuses a document whose prolog (what comes before its root element, the first match of `root`)
 * declares a DOCTYPE. Neither a WordPress export nor the register's dump has one, and it is where
 * entities are declared: expanded, a few hundred bytes of them become gigabytes. Only the prolog is
 * looked at: a post's HTML may well hold the text `<!DOCTYPE html>` inside its CDATA.
 */
export function refuseDoctype(xml: string, root: RegExp, refusal: string): void {
  const start = xml.search(root);
  if (/<!DOCTYPE/i.test(start < 0 ? xml.slice(0, 20_000) : xml.slice(0, start))) throw new SourceRefused(refusal);
}
