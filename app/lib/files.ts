const number = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** A file size as people read it: "950 B", "15,2 kB", "1,3 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${number.format(bytes / 1000)} kB`;
  return `${number.format(bytes / 1_000_000)} MB`;
}

/** "PDF" from "application/pdf", for the attachment's type. */
export const fileType = (mediaType: string) => (mediaType.split('/')[1] ?? mediaType).toUpperCase();
