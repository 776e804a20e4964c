import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from './accessibility-check.ts';
import { extensions } from './extensions.ts';

const schema = getSchema(extensions);
const text = (value: string, href?: string) => ({
  type: 'text',
  text: value,
  ...(href ? { marks: [{ type: 'link', attrs: { href } }] } : {}),
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const heading = (level: number, value: string) => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const cell = (type: 'tableHeader' | 'tableCell', value: string) => ({ type, content: [paragraph(text(value))] });
const table = (header: boolean) => ({
  type: 'table',
  content: [
    {
      type: 'tableRow',
      content: [
        cell(header ? 'tableHeader' : 'tableCell', 'Práce'),
        cell(header ? 'tableHeader' : 'tableCell', 'Termín'),
      ],
    },
    { type: 'tableRow', content: [cell('tableCell', 'Oprava mostu'), cell('tableCell', 'září')] },
  ],
});

/** An article as a hurried editor might write it. */
const prepared = Node.fromJSON(schema, {
  type: 'doc',
  content: [
    paragraph(text('Oprava mostu začíná. Podrobnosti najdete '), text('zde', '/info/most'), text('.')),
    heading(3, 'Objížďka'),
    paragraph(text('Mapa: '), text('https://mapy.cz/s/vzorov', 'https://mapy.cz/s/vzorov')),
    { type: 'image', attrs: { src: '/media/knihovna/most.jpg', alt: '' } },
    table(false),
    paragraph(text('UPOZORNĚNÍ: MOST BUDE ÚPLNĚ UZAVŘEN OD PONDĚLÍ DO PÁTKU')),
    heading(2, 'Kontakt'),
    paragraph(text('Technické služby, '), text('telefon 555 123 456', 'tel:+420555123456'), text('.')),
    table(true),
  ],
});

describe('the accessibility check of a text', () => {
  it('finds a vague link, a skipped heading, a bare address, a picture without a description, a table without a header and capitals', () => {
    const findings = checkAccessibility(prepared);
    expect(findings.map((f) => f.message)).toEqual([
      'Odkaz „zde“ neříká, kam vede. Napište do odkazu, co na druhé straně je.',
      'Nadpis „Objížďka“ je 3. úrovně, ale nadpis 2. úrovně před ním chybí. Úrovně nadpisů se nepřeskakují.',
      'Odkaz je holá adresa „https://mapy.cz/s/vzorov“: čtečka ji hláskuje. Napište do odkazu, co na druhé straně je.',
      'Obrázek nemá popis pro ty, kdo ho nevidí.',
      'Tabulka nemá řádek záhlaví: čtečka neřekne, co který sloupec obsahuje.',
      'Text „UPOZORNĚNÍ: MOST BUDE ÚPLNĚ UZAVŘEN OD P…“ je psaný verzálkami: čte se hůř a čtečka ho může hláskovat. Zdůrazněte ho raději tučně.',
    ]);
    // Each points where it is: the link's text, the picture itself.
    expect(prepared.textBetween(findings[0]!.pos, findings[0]!.pos + 3)).toBe('zde');
    expect(prepared.nodeAt(findings[3]!.pos)?.type.name).toBe('image');
    // Only the picture's finding offers a fix of its own: its description, asked for at once.
    expect(findings.map((f) => f.fix)).toEqual([undefined, undefined, undefined, 'alt', undefined, undefined]);
  });

  it('finds nothing in a text written well', () => {
    const good = Node.fromJSON(schema, {
      type: 'doc',
      content: [
        heading(2, 'Uzavírka mostu'),
        paragraph(text('Objížďku ukazuje '), text('mapa objížďky', '/info/most'), text('.')),
        heading(3, 'Kontakt'),
        { type: 'image', attrs: { src: '/media/knihovna/most.jpg', alt: 'Most přes Vzorovku' } },
        table(true),
        paragraph(text('Info: ČEZ, ÚMČ, MHD.')),
      ],
    });
    expect(checkAccessibility(good)).toEqual([]);
  });
});
