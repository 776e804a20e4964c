// Files made by tools nobody here controls come in the encodings those tools write: a Czech bank's
// statement or a table saved by Czech Excel ("CSV (oddělený středníkem)") in windows-1250, an old
// site's feed in whatever its XML declaration says. One reading of their bytes for all of them.

/** The encodings a clerk may choose for a table. */
export const TEXT_ENCODING_LIST = ['utf-8', 'windows-1250', 'iso-8859-2', 'windows-1252', 'utf-16le'] as const;
export type TextEncoding = (typeof TEXT_ENCODING_LIST)[number];
/** Their names as the clerk knows them. */
export const TEXT_ENCODINGS: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1250': 'Windows-1250 (středoevropské, Excel ve Windows)',
  'iso-8859-2': 'ISO-8859-2 (Latin 2)',
  'windows-1252': 'Windows-1252 (západoevropské)',
  'utf-16le': 'UTF-16',
};

export interface Decoded {
  text: string;
  /** The encoding read, by its WHATWG name ("windows-1250", "utf-8"). */
  encoding: string;
  /** How it was known: a byte order mark, the file's own declaration, the bytes, or the clerk's choice. */
  by: 'bom' | 'declaration' | 'detected' | 'chosen';
}

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

function bomOf(data: Uint8Array): string | null {
  for (const [bytes, encoding] of BOMS) if (bytes.every((b, i) => data[i] === b)) return encoding;
  return null;
}

/** A decoder for a label, or null where the label names no encoding the platform knows. */
function decoder(label: string, fatal = false): TextDecoder | null {
  try {
    return new TextDecoder(label.trim().toLowerCase(), { fatal });
  } catch {
    return null;
  }
}

const utf8 = (data: Uint8Array): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
};

/**
 * Which single-byte encoding text is in where its bytes prove none: on the server, a detector's reading
 * (`czechEncoding` of the imports' sources); it is passed in, so that the pages that only list the
 * encodings do not bring a detector to the browser.
 */
export type EncodingGuess = (data: Uint8Array) => string;

/** What Windows and its Excel write: Czech single-byte text where nothing tells otherwise. */
const WINDOWS_1250: EncodingGuess = () => 'windows-1250';

function singleByte(data: Uint8Array, guess: EncodingGuess): Decoded {
  const named = decoder(guess(data)) ?? new TextDecoder('windows-1250');
  return { text: named.decode(data), encoding: named.encoding, by: 'detected' };
}

/** The text by its byte order mark, or as UTF-8 where its bytes are valid UTF-8: what the bytes prove. */
function proven(data: Uint8Array): Decoded | null {
  const bom = bomOf(data);
  if (bom) return { text: new TextDecoder(bom).decode(data), encoding: bom, by: 'bom' };
  const asUtf8 = utf8(data);
  return asUtf8 === null ? null : { text: asUtf8, encoding: 'utf-8', by: 'detected' };
}

/**
 * Text of a format that names its encoding (a Czech bank's GPC statement: windows-1250), read in it
 * unless the bytes prove another: a byte order mark, or valid UTF-8. Nothing is guessed, so a
 * statement whose only non-ASCII letters are ©, « or » stays windows-1250.
 */
export function decodeAs(data: Uint8Array, encoding: string): Decoded {
  const known = proven(data);
  if (known) return known;
  const named = decoder(encoding) ?? new TextDecoder('windows-1250');
  return { text: named.decode(data), encoding: named.encoding, by: 'declaration' };
}

/**
 * Text of unknown encoding (a table): by its byte order mark, else UTF-8 when it is valid UTF-8, else
 * the single-byte encoding `guess` reads, windows-1250 by default. A `chosen` encoding (the clerk's)
 * overrides all of that. The BOM is not part of the text.
 */
export function decodeText(data: Uint8Array, chosen?: string, guess: EncodingGuess = WINDOWS_1250): Decoded {
  const chosenDecoder = chosen ? decoder(chosen) : null;
  if (chosenDecoder)
    return { text: chosenDecoder.decode(data).replace(/^\uFEFF/, ''), encoding: chosenDecoder.encoding, by: 'chosen' };
  return proven(data) ?? singleByte(data, guess);
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="windows-1251"?>`), if any. */
function declared(data: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(data.subarray(0, 200));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1] ?? null;
}

/**
 * An XML document as XML says it is read: its byte order mark first, then the encoding its declaration
 * names, else UTF-8. A declaration the platform does not know, or bytes that are not the UTF-8 a file
 * without one must be, are read as the single-byte text `guess` reads (windows-1250 by default) rather
 * than made into U+FFFD.
 */
export function decodeXml(data: Uint8Array, guess: EncodingGuess = WINDOWS_1250): Decoded {
  const bom = bomOf(data);
  if (bom) return { text: new TextDecoder(bom).decode(data), encoding: bom, by: 'bom' };
  const label = declared(data);
  const named = label ? decoder(label) : null;
  if (named && named.encoding !== 'utf-8')
    return { text: named.decode(data), encoding: named.encoding, by: 'declaration' };
  const asUtf8 = utf8(data);
  if (asUtf8 !== null) return { text: asUtf8, encoding: 'utf-8', by: named ? 'declaration' : 'detected' };
  return singleByte(data, guess);
}
