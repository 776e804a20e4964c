import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>Nadpis</h2><p>Text s <strong>důrazem</strong> a <a href="/uredni-deska">odkazem</a>.</p><ul><li>bod</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and dangerous URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">a<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe/);
    expect(out).toContain('<p>a</p>');
  });

  it('opens external links in a new tab, safely', () => {
    expect(sanitizeRichText('<a href="https://portal.gov.cz">Portál</a>')).toBe(
      '<a href="https://portal.gov.cz" target="_blank" rel="noopener noreferrer">Portál</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
});

describe('links with nothing to read (issue 56, D14)', () => {
  it('drops the link whose picture is gone, and keeps a link around a picture or text', () => {
    expect(sanitizeRichText('<p>Mapa: <a href="/mapa"></a> <a href="/x"> <br> </a></p>')).toBe(
      '<p>Mapa:   <br /> </p>',
    );
    // What the sanitiser takes out of a link (a script here) leaves no empty link behind.
    expect(sanitizeRichText('<p><a href="/mapa"><script>x</script></a>konec</p>')).toBe('<p>konec</p>');
    expect(sanitizeRichText('<p><a href="/mapa"><img src="https://vzorov.example/m.png" alt="Mapa"></a></p>')).toBe(
      '<p><a href="/mapa"><img src="https://vzorov.example/m.png" alt="Mapa" /></a></p>',
    );
    expect(sanitizeRichText('<p><a href="/mapa"><strong>Mapa</strong></a></p>')).toBe(
      '<p><a href="/mapa"><strong>Mapa</strong></a></p>',
    );
  });
});

describe('tables', () => {
  it('wrap in a keyboard-reachable scrolling box', () => {
    expect(sanitizeRichText('<table><tr><td>1</td></tr></table>')).toBe(
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Tabulka"><table><tr><td>1</td></tr></table></div>',
    );
  });
});
