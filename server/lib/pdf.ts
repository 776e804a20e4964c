import path from 'node:path';
import PDFDocument from 'pdfkit';
import { projectRoot } from './paths.ts';

// The site's own typeface (Source Sans 3, SIL Open Font License, copied from
// Adobe's release into server/assets/fonts): the full font, since the web's
// Fontsource files are split into subsets that PDF text cannot mix.
const FONTS = {
  regular: path.join(projectRoot, 'server/assets/fonts/SourceSans3-Regular.ttf'),
  bold: path.join(projectRoot, 'server/assets/fonts/SourceSans3-Bold.ttf'),
};

type Doc = InstanceType<typeof PDFDocument>;

function write(doc: Doc, text: string, { bold = false, size = 11 }: { bold?: boolean; size?: number } = {}) {
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .text(text, { lineGap: 2 });
  doc.moveDown(0.6);
}

/** The office's letterhead, above the title of what it issues. */
export const OFFICE_HEADER = 'Město Vzorov, Městský úřad, náměstí Míru 1, 123 45 Vzorov';

export interface SimplePdf {
  title: string;
  /** Small line above the title, e.g. the issuing office. */
  header: string;
  paragraphs: string[];
  footer?: string;
  /** The document's creation date; fixed, it makes the same input give the same bytes. */
  date?: Date;
}

/** A small, real A4 PDF of text (a notice's attachment, later receipts): title, paragraphs, footer. */
export async function simplePdf({ title, header, paragraphs, footer, date }: SimplePdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: { Title: title, Author: header, Creator: 'Město Vzorov', ...(date ? { CreationDate: date } : {}) },
    lang: 'cs-CZ',
  } as PDFKit.PDFDocumentOptions);
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  write(doc, header, { size: 10 });
  write(doc, title, { bold: true, size: 16 });
  for (const paragraph of paragraphs) write(doc, paragraph);
  if (footer) {
    doc.moveDown(1);
    write(doc, footer, { size: 9 });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
