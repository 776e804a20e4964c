/** How each case status reads and looks (spec: info, warning or success labels). */
export const CASE_STATUS_LABELS = {
  prijato: { label: 'Přijato', tone: 'info' },
  'v-reseni': { label: 'V řešení', tone: 'info' },
  'ceka-na-doplneni': { label: 'Čeká na doplnění', tone: 'warning' },
  vyrizeno: { label: 'Vyřízeno', tone: 'success' },
  uzavreno: { label: 'Uzavřeno', tone: 'success' },
  zamitnuto: { label: 'Zamítnuto', tone: 'warning' },
} as const;

export type CaseStatus = keyof typeof CASE_STATUS_LABELS;

/** The field of a case's files that the office sent the resident (with a question, a message, a decision). */
export const OFFICE_FILE_FIELD = 'urad';

/** Attachments: per file, per submission, and the types accepted (checked by content). */
export const ATTACHMENT_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 25 * 1024 * 1024,
  files: 10,
} as const;

export const ATTACHMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
};

/** The `accept` attribute of file inputs: a hint for the picker; the server checks the content. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.docx,.odt';

export const attachmentMessages = {
  tooLarge: 'Soubor může mít nejvýše 10 MB.',
  tooMuch: 'Přílohy mohou mít dohromady nejvýše 25 MB.',
  tooMany: 'Přiložit můžete nejvýše 10 souborů.',
  badType:
    'Soubor musí být PDF, obrázek JPEG, PNG nebo HEIC, nebo dokument DOCX či ODT. Obsah tohoto souboru mezi ně nepatří.',
  empty: 'Soubor je prázdný.',
} as const;

export const submissionMessages = {
  loginRequired: 'Pro odeslání žádosti se prosím přihlaste.',
  sessionLost:
    'Vaše přihlášení mezitím vypršelo, a žádost proto nebyla odeslána. Vyplněné údaje zůstaly ve formuláři. Přihlaste se prosím znovu v novém okně a žádost pak odešlete.',
} as const;
