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

const MARKED_SCRIPT = new RegExp(`<script\\b[^>]*\\snonce="${SCRIPT_MARK}"[^>]*>([\\s\\S]*?)</script>`, 'g');
const MARK_ATTRIBUTE = new RegExp(` nonce="${SCRIPT_MARK}"`, 'g');

/** The page without the marks, and the CSP hashes of the scripts that carried one. */
export function authorizeInlineScripts(html: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  for (const match of html.matchAll(MARKED_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return { html: html.replace(MARK_ATTRIBUTE, ''), hashes: [...hashes] };
}

export function pageCsp(
  scriptHashes: string[],
  { dev, https, formTargets = [] }: { dev: boolean; https: boolean; formTargets?: string[] },
): string {
  const directives = [
    "default-src 'self'",
    dev
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    // Vite injects styles as <style> elements in development only.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
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
