import { describe, expect, it } from 'vitest';
import { plainText } from './source.server.ts';

describe('the plain text a search reads', () => {
  it('is the words of the HTML, its blocks and lines apart, its entities read', () => {
    expect(plainText('<h2>Kašna</h2><p>na <b>náměstí</b></p><p>opravena</p>')).toBe('Kašna na náměstí opravena');
    expect(plainText('Ulice<br>Náměstí<BR/>Sady</P><ul><li>Les</li><li>Pole</li></ul>Louka</h3>Háj')).toBe(
      'Ulice Náměstí Sady Les Pole Louka Háj',
    );
    expect(plainText('<table><tr><th>Den</th><td>Pondělí</td></tr></table><div>Úřad</div>zavřen')).toBe(
      'Den Pondělí Úřad zavřen',
    );
    expect(plainText('  Tom &amp; Jerry &lt;3&gt; &quot;dobře&quot; &apos;a&#39; &nbsp;b  ')).toBe(
      'Tom & Jerry <3> "dobře" \'a\' b',
    );
    expect(plainText('<!-- poznámka -->Text<img src="a.jpg" alt="Kašna">\n\n\t konec')).toBe('Text konec');
  });

  it('keeps what is no entity it knows as it is', () => {
    expect(plainText('&copy; &AMP; &#38; &constructor; &toString; &amp')).toBe(
      '&copy; &AMP; &#38; &constructor; &toString; &amp',
    );
  });

  // Many tags never closed took the regular expressions tried from each `<` over a minute (`'<!--'` 200,000
  // times: 85 s); the test's timeout is what fails if the scan reads the rest of the text from each.
  it('reads a text of thousands of tags never closed in one pass', () => {
    expect(plainText('<!--'.repeat(200_000))).toBe('<!--'.repeat(200_000));
    expect(plainText('<a href=x '.repeat(100_000))).toBe('<a href=x '.repeat(100_000).trim());
    expect(plainText(`<p>Text</p>${'<br '.repeat(200_000)}`)).toBe(`Text ${'<br '.repeat(200_000).trim()}`);
    expect(plainText(`<p>Text</p>${'</P'.repeat(200_000)}`)).toBe(`Text ${'</P'.repeat(200_000)}`);
    expect(plainText(`Text<br>${'<img '.repeat(200_000)}>konec`)).toBe('Text konec');
    expect(plainText(`Text${' \n\t'.repeat(200_000)}konec&${'a'.repeat(200_000)}`)).toBe(
      `Text konec&${'a'.repeat(200_000)}`,
    );
  });
});
