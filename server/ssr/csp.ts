import { createHash, randomBytes } from 'node:crypto';

/**
 * A per-process secret the renderer puts as `nonce` on the inline scripts it
 * writes itself (React Router's, React's, ours). The server hashes exactly
 * those scripts for the CSP and removes the attribute before sending, so the
 * secret never leaves the process. A script that reached the HTML any other
 * way (an injection through content) carries no mark, gets no hash and does
 * not run. Hashes, unlike a nonce sent to the browser, stay valid when the
 * page is cached.
 */
export const SCRIPT_MARK = randomBytes(18).toString('base64url');

const MARK = Buffer.from(` nonce="${SCRIPT_MARK}"`);
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TAG_END = '>'.charCodeAt(0);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

/**
 * The page without the marks, and the CSP hashes of the scripts that carried one. It works on the
 * page's UTF-8 bytes, as React wrote them: a page with Czech text decoded to a string is a two-byte
 * string twice the page's size, and copying it there and back cost a rendered page about 5 % of its
 * time (docs/performance.md, 2026-12-03).
 */
export function authorizeInlineScripts(html: Buffer): { html: Buffer; hashes: string[] } {
  const hashes = new Set<string>();
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MARK); at !== -1; at = html.indexOf(MARK, from)) {
    kept.push(html.subarray(from, at));
    from = at + MARK.length;
    // Only a mark inside a `<script …>` tag has its body hashed: the tag's first `>` comes after the
    // mark (React escapes `>` inside attribute values).
    const open = html.lastIndexOf(SCRIPT_OPEN, at);
    const tagEnd = html.indexOf(TAG_END, from);
    if (open === -1 || tagEnd === -1 || html.indexOf(TAG_END, open) !== tagEnd) continue;
    const end = html.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (end > tagEnd + 1) hashes.add(`'sha256-${sha256(html.subarray(tagEnd + 1, end))}'`);
  }
  kept.push(html.subarray(from));
  return { html: Buffer.concat(kept), hashes: [...hashes] };
}

export function pageCsp(
  scriptHashes: string[],
  {
    dev,
    https,
    formTargets = [],
    imageOrigins = [],
  }: { dev: boolean; https: boolean; formTargets?: string[]; imageOrigins?: string[] },
): string {
  const directives = [
    "default-src 'self'",
    dev
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    // Vite injects styles as <style> elements in development only.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // A map page adds its base map's tile host (MAP_TILES_URL).
    `img-src 'self' data: blob:${imageOrigins.map((origin) => ` ${origin}`).join('')}`,
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A form's redirect counts too: the logout goes on to NIA when the login came from there.
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy of JSON responses: they render nothing and load nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
