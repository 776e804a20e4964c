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
 * Single-byte Czech text: windows-1250 (what Windows and its Excel write) unless the bytes say
 * ISO-8859-2, whose š, ž, ť (0xB9, 0xBE, 0xBB) windows-1250 reads as ą, ľ, » and which never uses
 * 0x80–0x9F, where windows-1250 has its own Š, Ž, Ť and quotation marks.
 */
function czechSingleByte(data: Uint8Array): string {
  let windows = 0;
  let latin2 = 0;
  for (const byte of data) {
    if (byte >= 0x80 && byte <= 0x9f) windows++;
    else if (byte === 0xb9 || byte === 0xbe || byte === 0xbb || byte === 0xa9 || byte === 0xae || byte === 0xab)
      latin2++;
  }
  return windows === 0 && latin2 > 0 ? 'iso-8859-2' : 'windows-1250';
}

/**
 * Text of unknown encoding (a table, a bank statement): by its byte order mark, else UTF-8 when it is
 * valid UTF-8, else the Czech single-byte encoding its bytes suggest, windows-1250 by default. A
 * `chosen` encoding (the clerk's) overrides all of that. The BOM is not part of the text.
 */
export function decodeText(data: Uint8Array, chosen?: string): Decoded {
  const bom = bomOf(data);
  const chosenDecoder = chosen ? decoder(chosen) : null;
  if (chosen && chosenDecoder)
    return { text: chosenDecoder.decode(data).replace(/^\uFEFF/, ''), encoding: chosenDecoder.encoding, by: 'chosen' };
  if (bom) return { text: new TextDecoder(bom).decode(data), encoding: bom, by: 'bom' };
  const asUtf8 = utf8(data);
  if (asUtf8 !== null) return { text: asUtf8, encoding: 'utf-8', by: 'detected' };
  const encoding = czechSingleByte(data);
  return { text: new TextDecoder(encoding).decode(data), encoding, by: 'detected' };
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="windows-1251"?>`), if any. */
function declared(data: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(data.subarray(0, 200));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1] ?? null;
}

/**
 * An XML document as XML says it is read: its byte order mark first, then the encoding its declaration
 * names, else UTF-8. A declaration the platform does not know, or bytes that are not the UTF-8 a file
 * without one must be, are read as Czech single-byte text rather than made into U+FFFD.
 */
export function decodeXml(data: Uint8Array): Decoded {
  const bom = bomOf(data);
  if (bom) return { text: new TextDecoder(bom).decode(data), encoding: bom, by: 'bom' };
  const label = declared(data);
  const named = label ? decoder(label) : null;
  if (named && named.encoding !== 'utf-8')
    return { text: named.decode(data), encoding: named.encoding, by: 'declaration' };
  const asUtf8 = utf8(data);
  if (asUtf8 !== null) return { text: asUtf8, encoding: 'utf-8', by: named ? 'declaration' : 'detected' };
  const encoding = czechSingleByte(data);
  return { text: new TextDecoder(encoding).decode(data), encoding, by: 'detected' };
}
