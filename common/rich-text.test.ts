import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlTags, imagesWithoutAlt, richTextSchema } from './rich-text.ts';

describe('pictures in rich text', () => {
  it('counts every picture nobody described, however its attributes are quoted', () => {
    expect(imagesWithoutAlt('<p>Bez obrázků</p>')).toBe(0);
    expect(imagesWithoutAlt('<img src="/media/a.jpg" alt="Kašna">')).toBe(0);
    expect(imagesWithoutAlt("<IMG SRC='/media/a.jpg' ALT='Kašna'/>")).toBe(0);
    expect(imagesWithoutAlt('<img src=/media/a.jpg alt=Kašna>')).toBe(0);
    expect(imagesWithoutAlt('<img src="/media/a.jpg">')).toBe(1);
    expect(imagesWithoutAlt('<img src="/media/a.jpg" alt="  ">')).toBe(1);
    expect(imagesWithoutAlt('<img src="/media/a.jpg" data-alt="Kašna"><img alt="" src="/b.jpg">')).toBe(2);
  });

  it('refuses a text with an undescribed picture in Czech', () => {
    const result = richTextSchema.safeParse('<p>Text</p><img src="/media/a.jpg">');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Každý obrázek v textu potřebuje popis');
    expect(richTextSchema.safeParse('<p>Text</p><img src="/media/a.jpg" alt="Kašna">').success).toBe(true);
  });

  // Many `<img` never closed took the regular expression tried from each of them over a minute (`'<img '`
  // 200,000 times: 97 s); the test's timeout is what fails if the scan reads the rest of the text from each.
  it('reads a text of thousands of tags never closed in one pass', () => {
    expect(imagesWithoutAlt('<img '.repeat(200_000))).toBe(0);
    expect(imagesWithoutAlt('<IMG src=x alt="'.repeat(100_000))).toBe(0);
    expect(imagesWithoutAlt(`<img alt="Kašna"><img src=x>${'<img '.repeat(200_000)}`)).toBe(1);
    expect(imagesWithoutAlt('<!--'.repeat(200_000))).toBe(0);
    expect(imagesWithoutAlt('<a href=x '.repeat(100_000))).toBe(0);
    // All of it one tag, from the first `<img` to the one `>`, with no alt.
    expect(imagesWithoutAlt(`${'<img '.repeat(200_000)}>`)).toBe(1);
    expect(imagesWithoutAlt(`<img${' '.repeat(200_000)}alt${' '.repeat(200_000)}=${' '.repeat(200_000)}>`)).toBe(1);
    // The schema reads the pictures of a text too long for it as well.
    const result = richTextSchema.safeParse(`<img src=x>${'<img '.repeat(200_000)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Text je příliš dlouhý.',
      'Každý obrázek v textu potřebuje popis pro ty, kdo ho nevidí (atribut alt).',
    ]);
  });
});

describe('the tags of some HTML', () => {
  const tags = (html: string, name?: RegExp) =>
    [...htmlTags(html, name)].map(([start, end]) => html.slice(start, end + 1));

  it('runs from a `<` to the first `>` after it, a comment or an attribute quoting one as much as a tag', () => {
    expect(tags('<p class="a">Kašna <b>na</b> náměstí<!-- x --></p>')).toEqual([
      '<p class="a">',
      '<b>',
      '</b>',
      '<!-- x -->',
      '</p>',
    ]);
    expect(tags('a <b <c> d > e <f')).toEqual(['<b <c>']);
    expect(tags('<img src="a>b" alt=x>')).toEqual(['<img src="a>']);
    expect(tags('<p><IMG src=a><imgx><img><img\nalt=b>', /img\b/i)).toEqual(['<IMG src=a>', '<img>', '<img\nalt=b>']);
  });

  // The regular expressions the scan stands for, which are quadratic on hostile text, but quick on these.
  it('are the tags the regular expression `/<NAME[^>]*>/g` finds', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '/',
      'img',
      'IMG',
      'iMg',
      'br',
      'p',
      'h1',
      'x',
      '_',
      '1',
      ' ',
      '\n',
      '"',
      'İ',
      'ı',
    );
    const html = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(html, (text) => {
        expect(tags(text)).toEqual([...text.matchAll(/<[^>]*>/g)].map(([tag]) => tag));
        expect(tags(text, /img\b/i)).toEqual([...text.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => tag));
        expect(tags(text, /br|\/p|\/h\d/i)).toEqual(
          [...text.matchAll(/<(?:br|\/p|\/h\d)[^>]*>/gi)].map(([tag]) => tag),
        );
      }),
      { numRuns: 500 },
    );
  });
});
