/**
 * How the identity provider's XML is read (xmldom's `onError`): an error that xmldom would recover
 * from (a not well-formed end tag, an unbound prefix) stops the parse like a fatal one, so nothing is
 * read from a document a stricter parser would refuse; a warning is only a warning.
 */
export function stopAtError(level: 'warning' | 'error' | 'fatalError', message: string): void {
  if (level !== 'warning') throw new Error(message);
}
