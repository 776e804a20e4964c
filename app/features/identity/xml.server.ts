import { inflateRawSync } from 'node:zlib';
import { checkXmlBounds, XmlOutOfBounds } from '../../../server/lib/xml-bounds.ts';

/**
 * How the identity provider's XML is read (xmldom's `onError`): an error that xmldom would recover
 * from (a not well-formed end tag, an unbound prefix) stops the parse like a fatal one, so nothing is
 * read from a document a stricter parser would refuse; a warning is only a warning.
 */
export function stopAtError(level: 'warning' | 'error' | 'fatalError', message: string): void {
  if (level !== 'warning') throw new Error(message);
}

/**
 * What a SAML message from outside may be: NIA's answers are a few kilobytes to some tens, a few
 * hundred elements with their attributes (an encrypted assertion, two signatures).
 */
const SAML_BOUNDS = { maxBytes: 256 * 1024, maxDepth: 32, maxNodes: 4000 };

/**
 * Checks a SAML message as a binding carries it (POST: base64; redirect: DEFLATE, then base64)
 * against its bounds before node-saml parses it and checks its signature, work that grows faster
 * than the input. Throws `XmlOutOfBounds` for a message beyond them.
 */
export function checkSamlMessage(encoded: string, binding: 'post' | 'redirect'): void {
  if (encoded.length > Math.ceil((SAML_BOUNDS.maxBytes * 4) / 3) + 4)
    throw new XmlOutOfBounds(`${encoded.length} characters of base64, more than the bound`);
  const raw = Buffer.from(encoded, 'base64');
  let xml: Buffer;
  if (binding === 'post') xml = raw;
  else {
    try {
      xml = inflateRawSync(raw, { maxOutputLength: SAML_BOUNDS.maxBytes });
    } catch (error) {
      throw new XmlOutOfBounds(
        `not a DEFLATE stream within the bound: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  checkXmlBounds(xml.toString('utf8'), SAML_BOUNDS);
}
