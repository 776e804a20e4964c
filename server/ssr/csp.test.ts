import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizeInlineScripts, pageCsp, SCRIPT_MARK } from './csp.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('authorizeInlineScripts', () => {
  it('hashes only the scripts the renderer marked, and removes the mark', () => {
    const html = [
      `<script nonce="${SCRIPT_MARK}">window.ok=1</script>`,
      `<script type="module" nonce="${SCRIPT_MARK}" async>import "/assets/a.js"</script>`,
      '<p><script>alert("injected")</script></p>',
      `<script nonce="guess">alert(2)</script>`,
      `<script src="/assets/b.js" nonce="${SCRIPT_MARK}"></script>`,
    ].join('');
    const page = authorizeInlineScripts(Buffer.from(html));
    const { hashes } = page;
    const out = page.html.toString();
    expect(hashes).toEqual([sha('window.ok=1'), sha('import "/assets/a.js"')]);
    expect(hashes).not.toContain(sha('alert("injected")'));
    expect(out).not.toContain(SCRIPT_MARK);
    expect(out).toContain('<script>window.ok=1</script>');
    expect(out).toContain('<script>alert("injected")</script>');
  });

  it('hashes a script by its UTF-8 bytes, and takes the mark off other elements without a hash', () => {
    const html = [
      `<script nonce="${SCRIPT_MARK}">window.t="Příliš žluťoučký kůň"</script>`,
      `<link rel="modulepreload" href="/assets/a.js" nonce="${SCRIPT_MARK}"/>`,
      `<p title="a &gt; b">Úřední deska</p>`,
      `<script nonce="${SCRIPT_MARK}"></script>`,
    ].join('');
    const page = authorizeInlineScripts(Buffer.from(html));
    expect(page.hashes).toEqual([sha('window.t="Příliš žluťoučký kůň"')]);
    expect(page.html.toString()).toBe(html.replaceAll(` nonce="${SCRIPT_MARK}"`, ''));
  });

  it('leaves a page without marks as it is', () => {
    const html = '<!DOCTYPE html><html lang="cs"><body><script>x()</script></body></html>';
    const page = authorizeInlineScripts(Buffer.from(html));
    expect(page).toEqual({ html: Buffer.from(html), hashes: [] });
  });
});

describe('pageCsp', () => {
  it('allows scripts from our origin and the given hashes, nothing inline', () => {
    const csp = pageCsp(["'sha256-abc'"], { dev: false, https: true });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(pageCsp([], { dev: false, https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('lets forms lead only to this site, and to the sites named (NIA, where the logout goes on)', () => {
    expect(pageCsp([], { dev: false, https: true })).toContain("form-action 'self';");
    expect(pageCsp([], { dev: false, https: true, formTargets: ['https://nia.example'] })).toContain(
      "form-action 'self' https://nia.example;",
    );
  });
});
