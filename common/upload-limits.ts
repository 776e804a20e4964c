/** The largest image a visitor may upload (an event's poster), for the browser's check and the server's. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The largest document the office publishes (the documents, contracts and decrees), for the browser's check and the server's. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/**
 * The formats offices publish documents in, by the content's type, with the name people know each
 * by. Each name is also the format's file extension, which the browser's check reads when the
 * system gives a file no type.
 */
export const OFFICE_DOCUMENTS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
};
