import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, OFFICE_DOCUMENTS } from '../../../common/upload-limits.ts';

/**
 * A library the editor uploads into from its panels: the pictures' (features/media) or the
 * documents' (features/records). Each has its own upload answering in JSON, `{ data }` with 201 or
 * the refusal's `{ message, errors }`, and checks the file by its content; the browser checks first
 * what it can, so a wrong file is said at once and not sent.
 */
export interface Library {
  address: string;
  /** What is uploaded, the first word of the messages: "Obrázek", "Dokument". */
  what: string;
  /** The size refusal the server gives before any JSON (413), as the library's own check says it. */
  tooLarge: string;
  /** The browser's check before sending: the Czech message for a file the library would refuse. */
  check: (file: File) => string | null;
}

/** "PDF, DOCX nebo ODT": the formats' names as a sentence says them. */
const eitherOf = (names: string[]) => names.join(', ').replace(/, ([^,]*)$/, ' nebo $1');

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const PICTURES: Library = {
  address: '/sprava/media/nahrat',
  what: 'Obrázek',
  tooLarge: 'Obrázek může mít nejvýše 5 MB.',
  check: (file) =>
    !IMAGE_TYPES.includes(file.type)
      ? 'Soubor není obrázek ve formátu JPEG, PNG nebo WebP.'
      : file.size > MAX_IMAGE_BYTES
        ? 'Obrázek může mít nejvýše 5 MB.'
        : null,
};

const DOCUMENT_NAMES = Object.values(OFFICE_DOCUMENTS);
/** Each format's name is its extension too (common/upload-limits.ts). */
const DOCUMENT_EXTENSIONS = DOCUMENT_NAMES.map((name) => `.${name.toLowerCase()}`);
/** The file chooser's filter: by extension, as some systems know no type for ODT or ODS, and by type. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS, ...Object.keys(OFFICE_DOCUMENTS)].join(',');
export const DOCUMENT_FORMATS = eitherOf(DOCUMENT_NAMES);

export const DOCUMENTS: Library = {
  address: '/sprava/dokumenty/nahrat',
  what: 'Dokument',
  tooLarge: 'Soubor může mít nejvýše 20 MB.',
  check: (file) => {
    // The type or, where the system gave none, the name: the server reads the content either way.
    const known =
      file.type in OFFICE_DOCUMENTS ||
      DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));
    if (!known) return `Soubor musí být ${DOCUMENT_FORMATS}.`;
    if (file.size === 0) return 'Soubor je prázdný.';
    if (file.size > MAX_DOCUMENT_BYTES) return 'Soubor může mít nejvýše 20 MB.';
    return null;
  },
};

type Answer<T> = { data: T } | { message?: string; errors?: Record<string, string[]> };

/**
 * Sends a file with its fields to a library. What comes back is the stored item, or a Czech message
 * for each field sent that the library refused (`file` for anything that is not about a field: the
 * connection, the size, a login that ran out). An abort (the panel closed) is thrown.
 */
export async function uploadToLibrary<T>(
  library: Library,
  fields: Record<string, string | File>,
  signal: AbortSignal,
): Promise<{ data: T } | { refused: Partial<Record<string, string>> }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  let response: Response;
  try {
    response = await fetch(library.address, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      refused: {
        file: `${library.what} se nepodařilo nahrát, spojení selhalo. Text zůstal, jak byl; zkuste to prosím znovu.`,
      },
    };
  }
  if (response.status === 413) return { refused: { file: library.tooLarge } };
  const answer: Answer<T> | null = (response.headers.get('content-type') ?? '').includes('json')
    ? await response.json().catch(() => null)
    : null;
  if (response.ok && answer && 'data' in answer) return { data: answer.data };
  const errors = answer && !('data' in answer) ? (answer.errors ?? {}) : {};
  const refused = Object.fromEntries(
    Object.keys(fields).flatMap((name): [string, string][] => {
      const message = errors[name]?.[0];
      return message ? [[name, message]] : [];
    }),
  );
  if (Object.keys(refused).length > 0) return { refused };
  // A login that ran out ends at the login page, not in JSON: the text stays, nothing is lost.
  return {
    refused: {
      file: `${library.what} se nepodařilo nahrát. Možná vypršelo přihlášení: přihlaste se v nové záložce a zkuste to znovu, text zůstal, jak byl.`,
    },
  };
}
