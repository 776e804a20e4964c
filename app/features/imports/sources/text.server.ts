import { autop as wordpressAutop } from '@wordpress/autop';
import { analyse } from 'chardet';
import { type ChildNode, Element, type ParentNode, Text } from 'domhandler';
import { escapeAttribute, escapeText } from 'entities';
import { Parser, parseDocument } from 'htmlparser2';
import { escapeHtml } from '../../../../common/html-escape.ts';

// Text as the sources give it, made into what the site's items take. Their HTML is a stranger's, so it
// is walked with htmlparser2, not matched with regular expressions: one over an opener that has no end
// (`<a href='' …` with no `>`) or over a long run of spaces backtracks for a time that grows with the
// square (or the cube) of the text, and a single such post would stop the whole file's reading. The
// few expressions left run on HTML made well-formed here first.

/** Where a detector learns enough of a text's encoding: reading further costs time and says no more. */
const SAMPLE = 1024 * 1024;

/**
 * The single-byte encoding of Czech text whose bytes prove none (no BOM, not UTF-8): the one
 * (windows-1250 or ISO-8859-2) in which chardet's language models recognise Czech, else windows-1250,
 * what Windows and its Excel write. Short or mostly-ASCII text is where the detector is unsure, and its
 * other guesses (Latin-1 for „Dvořák“) would misread the Czech letters.
 */
export function czechEncoding(data: Uint8Array): string {
  return analyse(data.subarray(0, SAMPLE)).find((guess) => guess.lang === 'cs')?.name ?? 'windows-1250';
}

/** Where a line or a block ends, the words on either side stay apart in plain text. */
const BREAKS = new Set(['br', 'p', 'div', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose content is no text of the page: the site's sanitiser drops them with it. */
const NO_TEXT = new Set(['script', 'style', 'textarea', 'select', 'noscript', 'template']);

/** Plain text of the source's HTML, what a perex is made of: its character references read. */
export function textOf(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (NO_TEXT.has(name)) hidden++;
      },
      onclosetag: (name) => {
        if (NO_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BREAKS.has(name)) parts.push(' ');
      },
      ontext: (text) => {
        if (!hidden) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A title as plain text: WordPress lets one hold markup (`Title <em>With</em>`) and references (`&#039;`). */
export const plainTitle = textOf;

const PEREX_LIMIT = 600;

/** The first sentences of a text, whole, up to the perex's limit. */
export function perexOf(text: string): string {
  if (text.length <= PEREX_LIMIT) return text;
  const cut = text.slice(0, PEREX_LIMIT - 1);
  const sentence = cut.lastIndexOf('. ');
  return sentence > 200 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * A perex made of the text's opening paragraph, and the text without it: the article shows its perex
 * right above the text, where the same paragraph again would read twice. A long opening paragraph, one
 * with a picture or only a link, stays in the text and the perex is the text's first sentences. (Its
 * expressions are anchored at the start of HTML this module wrote: linear.)
 */
export function leadOf(html: string): { perex: string; body: string } {
  const first = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>\s*/i.exec(html);
  const lead = first ? textOf(first[1] ?? '') : '';
  // A paragraph that is only a link (an embedded video's) says nothing of the article.
  const only = (first?.[1] ?? '').trim();
  const linkAlone = /^<a\b[^>]*>[^<]*<\/a>$/i.test(only);
  if (first && lead && lead.length <= PEREX_LIMIT && !linkAlone && !/<(img|iframe|video|figure)\b/i.test(only))
    return { perex: lead, body: html.slice(first[0].length) };
  return { perex: perexOf(textOf(html)), body: html };
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const TAG_NAME = /^[a-z][a-z0-9-]*$/;
const ATTRIBUTE_NAME = /^[a-z_:][-a-z0-9_:.]*$/;
/**
 * Elements whose names @wordpress/autop looks for with an expression that scans to the text's end
 * again for each one without its end (`<svg…</svg>`, `<scriptx>`; `[video…]` once a `<source>` is in
 * the text): their tags go, their content stays. The site shows none of them.
 */
const AUTOP_SCANS = /^(script|style|svg|math|source|track)/;

/** The place of a `<pre>` while autop runs: it puts each back with a search from the text's start. */
const KEPT = 'data-imported-pre';
const KEPT_PLACE = new RegExp(`<div ${KEPT}="(\\d+)"></div>`, 'g');

const ASCII_SPACES = /[ \t\n\v\f\r]+/g;
/** Spaces beyond ASCII's (no-break, thin): autop's `\s*` counts them too, so they go as references. */
const OTHER_SPACES = /[^\S \t\n\v\f\r]/g;
const reference = (space: string) => `&#x${(space.codePointAt(0) ?? 0).toString(16)};`;

/** A run of spaces as autop reads it: a blank line (a paragraph), a line break, or one space. */
function shortRun(run: string): string {
  const lines = run.replace(/\r\n?/g, '\n').split('\n').length - 1;
  return lines > 1 ? '\n\n' : lines === 1 ? '\n' : ' ';
}

/** An attribute's value quoted, its `<` and `>` escaped too: autop's `[^>]*` ends a tag at the first `>`. */
const quoted = (value: string) =>
  escapeAttribute(value.replace(ASCII_SPACES, ' '))
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(OTHER_SPACES, reference);

const attributes = (attribs: Record<string, string>) =>
  Object.entries(attribs)
    .filter(([name]) => ATTRIBUTE_NAME.test(name) && name !== KEPT)
    .map(([name, value]) => ` ${name}="${quoted(value)}"`)
    .join('');

interface Writing {
  /** Runs of spaces outside `<pre>` made short (for autop). */
  short: boolean;
  /** Where each outermost `<pre>` goes, a placeholder left in its place. */
  pres?: string[];
}

/** An element's end tag, waiting on the stack; `from` is where an outermost `<pre>` began in the output. */
class End {
  readonly tag: string;
  readonly pre: boolean;
  readonly from: number;

  constructor(tag: string, pre: boolean, from: number) {
    this.tag = tag;
    this.pre = pre;
    this.from = from;
  }
}

/** An element's children onto the stack, its first on top: walked from the end, no array is copied. */
function pushChildren(stack: (ChildNode | End)[], children: readonly ChildNode[]) {
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i];
    if (child) stack.push(child);
  }
}

/** The nodes as HTML, walked with a stack of its own: a stranger's nesting is as deep as they like. */
function serialize(nodes: readonly ChildNode[], writing: Writing): string {
  const out: string[] = [];
  const stack: (ChildNode | End)[] = [...nodes].reverse();
  let inPre = 0;
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (item instanceof End) {
      out.push(item.tag);
      if (item.pre) inPre--;
      if (item.from >= 0 && writing.pres)
        out.push(`<div ${KEPT}="${writing.pres.push(out.splice(item.from).join('')) - 1}"></div>`);
    } else if (item instanceof Text) {
      const text = escapeText(item.data);
      out.push(inPre || !writing.short ? text : text.replace(ASCII_SPACES, shortRun).replace(OTHER_SPACES, reference));
    } else if (item instanceof Element && !NO_TEXT.has(item.name)) {
      // Only the content of an element whose tag is unwrapped (a stack of its own: no array is copied).
      if (!TAG_NAME.test(item.name) || AUTOP_SCANS.test(item.name)) {
        pushChildren(stack, item.children);
        continue;
      }
      out.push(`<${item.name}${attributes(item.attribs)}>`);
      if (VOID.has(item.name)) continue;
      const pre = item.name === 'pre';
      stack.push(new End(`</${item.name}>`, pre, pre && !inPre ? out.length - 1 : -1));
      if (pre) inPre++;
      pushChildren(stack, item.children);
    }
    // Comments, processing instructions and CDATA are no content of the page, nor scripts and styles.
  }
  return out.join('');
}

/** Every element under the root, each after all the elements it holds (a pre-order walk, reversed). */
function deepestFirst(root: ParentNode): ParentNode[] {
  const found: ParentNode[] = [root];
  // An array's iterator reads its length at each step: it walks what is pushed on the way too.
  for (const node of found) for (const child of node.children) if (child instanceof Element) found.push(child);
  return found.reverse();
}

/** Each node's children replaced by what `change` makes of each, the deepest first. */
function rewrite(html: string, change: (node: ChildNode) => ChildNode[]) {
  const document = parseDocument(html, { decodeEntities: true });
  for (const parent of deepestFirst(document)) parent.children = parent.children.flatMap(change);
  return document;
}

const isBlank = (nodes: readonly ChildNode[]) =>
  nodes.every((node) => !(node instanceof Element) && !(node instanceof Text && node.data.trim()));

/** The one picture a link holds and nothing else but spaces, if so. */
function lonePicture(link: Element): Element | null {
  const held = link.children.filter((node) => !isBlank([node]));
  const [only] = held;
  return held.length === 1 && only instanceof Element && only.name === 'img' ? only : null;
}

export interface Tidying {
  /** A link (by its address) that leads to its picture's own bigger file: the picture stands alone. */
  unlinks?: (href: string) => boolean;
}

/** A node as kept: a link around its own picture becomes the picture. */
function tidied(node: ChildNode, tidying: Tidying): ChildNode[] {
  const picture =
    node instanceof Element && node.name === 'a' && tidying.unlinks?.(node.attribs.href ?? '')
      ? lonePicture(node)
      : null;
  return [picture ?? node];
}

/**
 * The source's HTML well-formed: every element closed, `<` and `>` escaped in text and attributes,
 * runs of spaces short, scripts, styles and comments gone. What the site's own expressions and
 * @wordpress/autop then read can hold no opener without its end.
 */
export function wellFormed(html: string, tidying: Tidying = {}): string {
  return serialize(rewrite(html, (node) => tidied(node, tidying)).children, { short: true }).trim();
}

/**
 * A WordPress post's text as its theme shows it. A classic post's gets WordPress's own paragraph rule
 * (wpautop, from @wordpress/autop, the WordPress project's JavaScript port): a blank line makes a
 * paragraph, a line break a `<br>`, block elements stand on their own. A block editor's post (marked
 * by its comments) is HTML already and only loses the comments.
 */
export function autop(content: string, tidying: Tidying = {}): string {
  const document = rewrite(content, (node) => tidied(node, tidying));
  if (/<!--\s*\/?wp:/.test(content)) return serialize(document.children, { short: true }).trim();
  const pres: string[] = [];
  const html = serialize(document.children, { short: true, pres });
  return wordpressAutop(html)
    .replace(KEPT_PLACE, (_, i: string) => pres[Number(i)] ?? '')
    .trim();
}

/** Plain text with blank lines between paragraphs (a calendar's description) as HTML. */
export const textToHtml = (text: string) =>
  escapeHtml(text)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** What holds nothing once a picture that did not download left it. */
const EMPTIED = new Set(['a', 'p', 'dt', 'dl', 'li', 'ul']);

/** A node as kept once the pictures that did not come are gone; a figure left with its caption alone is a paragraph. */
function withoutEmpty(node: ChildNode): ChildNode[] {
  if (!(node instanceof Element)) return [node];
  if (EMPTIED.has(node.name) && isBlank(node.children)) return [];
  if (node.name !== 'figure') return [node];
  const held = node.children.filter((child) => !isBlank([child]));
  const [only] = held;
  if (!held.length) return [];
  if (held.length > 1 || !(only instanceof Element) || only.name !== 'figcaption') return [node];
  return isBlank(only.children) ? [] : [new Element('p', {}, only.children)];
}

/**
 * The text once its pictures were placed: a picture that did not download left the text, and with it
 * goes what held only the picture (a link around it, its paragraph, a figure's frame, a gallery's
 * item); a caption whose picture is gone stays as a paragraph.
 */
export function withoutEmptyLinks(html: string): string {
  return serialize(rewrite(html, withoutEmpty).children, { short: false }).trim();
}
