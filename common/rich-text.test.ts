import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, richTextSchema } from './rich-text.ts';

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
});
