import type { Node } from '@tiptap/pm/model';

/**
 * What an editor should know about a text before publishing it, as Editoria11y and Sa11y check
 * while one writes (law 99/2019 Sb. binds the content too, not only the site): each finding says
 * what is wrong in words, and where, so the editor can go to it.
 */
export interface Finding {
  /** Where in the document: the editor selects it on "Přejít". */
  pos: number;
  /** The node's size, to select a picture or a table whole; 0 for a place in text. */
  size: number;
  message: string;
  /** What the editor offers beyond going there: the picture's description, asked for at once. */
  fix?: 'alt';
}

/** Link texts that do not say where the link leads, in Czech and as often written. */
const VAGUE_LINKS = new Set([
  'zde',
  'sem',
  'tady',
  'tu',
  'klikněte',
  'klikněte zde',
  'klikněte sem',
  'klikni zde',
  'klikni sem',
  'více',
  'více zde',
  'více informací',
  'odkaz',
  'tento odkaz',
  'čtěte dál',
  'číst dál',
  'číst více',
]);

const BARE_ADDRESS = /^(https?:\/\/|www\.)\S+$/i;

/** A passage of at least this many letters, nearly all capitals, reads badly and may be spelled out. */
const CAPITALS_MIN_LETTERS = 25;

function capitalsIn(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < CAPITALS_MIN_LETTERS) return false;
  const upper = letters.filter((l) => l === l.toLocaleUpperCase('cs') && l !== l.toLocaleLowerCase('cs'));
  return upper.length / letters.length > 0.8;
}

const quote = (text: string) => `„${text.length > 40 ? `${text.slice(0, 40)}…` : text}“`;

/** The findings in the order they stand in the text. */
export function checkAccessibility(doc: Node): Finding[] {
  const findings: Finding[] = [];
  // The page's title is its h1: a text's headings start at level 2.
  let level = 1;
  doc.descendants((node, pos) => {
    if (node.type.name === 'heading') {
      const own = Number(node.attrs.level);
      const text = node.textContent.trim();
      if (!text) findings.push({ pos, size: 0, message: 'Nadpis je prázdný: čtečka ohlásí nadpis bez textu.' });
      if (own > level + 1)
        findings.push({
          pos,
          size: 0,
          message: `Nadpis ${quote(text)} je ${own}. úrovně, ale nadpis ${own - 1}. úrovně před ním chybí. Úrovně nadpisů se nepřeskakují.`,
        });
      level = own;
    }
    if (node.type.name === 'image' && !String(node.attrs.alt ?? '').trim())
      findings.push({ pos, size: node.nodeSize, message: 'Obrázek nemá popis pro ty, kdo ho nevidí.', fix: 'alt' });
    if (node.type.name === 'table') {
      const first = node.firstChild;
      const headed = first !== null && first.childCount > 0 && first.firstChild?.type.name === 'tableHeader';
      if (!headed)
        findings.push({
          pos,
          size: node.nodeSize,
          message: 'Tabulka nemá řádek záhlaví: čtečka neřekne, co který sloupec obsahuje.',
        });
    }
    if (node.isTextblock) {
      links(node, pos, findings);
      if (capitalsIn(node.textContent))
        findings.push({
          pos,
          size: 0,
          message: `Text ${quote(node.textContent.trim())} je psaný verzálkami: čte se hůř a čtečka ho může hláskovat. Zdůrazněte ho raději tučně.`,
        });
      return false;
    }
    return true;
  });
  return findings;
}

/** A textblock's links: runs of text with the same link mark, each judged by its whole text. */
function links(block: Node, blockPos: number, findings: Finding[]) {
  let current: { href: string; text: string; pos: number } | null = null;
  const done = () => {
    if (!current) return;
    const text = current.text.trim();
    const normal = text.toLocaleLowerCase('cs').replace(/[.!:…]+$/, '');
    if (!text) findings.push({ pos: current.pos, size: 0, message: 'Odkaz nemá text: čtečka přečte jen jeho adresu.' });
    else if (VAGUE_LINKS.has(normal))
      findings.push({
        pos: current.pos,
        size: 0,
        message: `Odkaz ${quote(text)} neříká, kam vede. Napište do odkazu, co na druhé straně je.`,
      });
    else if (BARE_ADDRESS.test(text))
      findings.push({
        pos: current.pos,
        size: 0,
        message: `Odkaz je holá adresa ${quote(text)}: čtečka ji hláskuje. Napište do odkazu, co na druhé straně je.`,
      });
    current = null;
  };
  block.forEach((child, offset) => {
    const link = child.marks.find((mark) => mark.type.name === 'link');
    const href = link ? String(link.attrs.href) : null;
    if (current && href !== current.href) done();
    if (href === null) return;
    if (current) current.text += child.textContent;
    else current = { href, text: child.textContent, pos: blockPos + 1 + offset };
  });
  done();
}
