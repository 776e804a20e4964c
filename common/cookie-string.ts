// The two cookie operations the browser needs on every page (the consent flags, the remembered
// language), written here rather than taken from the `cookie` package, which the server keeps for
// its own cookies: in the shell, that package was about 1 KB of every page's first-load JavaScript,
// which took home over its 130 KB budget (docs/performance.md, 2026-12-08). The names and values
// written here are the site's own ASCII constants, so the package's checks have nothing to catch.

/** The first value of the cookie `name` in a `Cookie` header or `document.cookie`, decoded. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A `Set-Cookie` value (or a `document.cookie` assignment) for the whole site, as the `cookie` package writes it. */
export function siteCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`;
}
