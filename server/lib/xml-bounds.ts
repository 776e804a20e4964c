import { SaxesParser } from 'saxes';

/** How much of an XML document a stranger may send before any costly work is done on it. */
export interface XmlBounds {
  /** UTF-8 bytes. */
  maxBytes: number;
  /** Elements open at once. */
  maxDepth: number;
  /** Elements and attributes in all. */
  maxNodes: number;
}

/** A document refused by its bounds, or not well-formed XML: the reason in English, for the log. */
export class XmlOutOfBounds extends Error {}

/**
 * Reads the document once, as a stream of tags, without building it. A DOM parser, a signature
 * check or a canonicalisation costs far more than the input's size: 40,000 empty siblings in a
 * SAML answer held the process for 38 s. The scan is linear and stops at the first bound crossed.
 * A DOCTYPE is refused: none of the formats read this way has one, and it is where entities
 * (expansion bombs, external files) are declared.
 */
export function checkXmlBounds(xml: string, bounds: XmlBounds): void {
  const bytes = Buffer.byteLength(xml, 'utf8');
  if (bytes > bounds.maxBytes) throw new XmlOutOfBounds(`${bytes} bytes, more than ${bounds.maxBytes}`);
  const parser = new SaxesParser();
  let depth = 0;
  let nodes = 0;
  const count = () => {
    if (++nodes > bounds.maxNodes) throw new XmlOutOfBounds(`more than ${bounds.maxNodes} elements and attributes`);
  };
  parser.on('doctype', () => {
    throw new XmlOutOfBounds('a DOCTYPE');
  });
  parser.on('attribute', count);
  parser.on('opentagstart', () => {
    count();
    if (++depth > bounds.maxDepth) throw new XmlOutOfBounds(`elements nested deeper than ${bounds.maxDepth}`);
  });
  parser.on('closetag', () => {
    depth--;
  });
  parser.on('error', (error) => {
    throw new XmlOutOfBounds(`not well-formed: ${error.message}`);
  });
  parser.write(xml).close();
}
