import { formatDateTime } from '../../../common/dates.ts';
import type { SummarySection } from '../../../common/forms/summary.ts';
import { OFFICE_HEADER, simplePdf } from '../../../server/lib/pdf.ts';
import type { DigitalAct } from './schemas.ts';

/**
 * What was filed as a PDF, for the resident's records and the office's file: the case number, the
 * request, when it was filed and every answer as the summary shows it. Attachments are listed by name.
 */
export function caseSummaryPdf(c: {
  number: string;
  reference_number: string | null;
  title: string;
  submitted_at: string;
  department: { name: string } | null;
  summary: SummarySection[];
  files: { filename: string; field: string }[];
  digital_act: DigitalAct | null;
}): Promise<Buffer> {
  const act = c.digital_act;
  return simplePdf({
    header: OFFICE_HEADER,
    title: `${c.title} (${c.number})`,
    paragraphs: [
      `Podáno elektronicky ${formatDateTime(c.submitted_at)}${c.department ? `, vyřizuje ${c.department.name}` : ''}.`,
      ...(c.reference_number ? [`Číslo jednací: ${c.reference_number}`] : []),
      ...(act
        ? [
            `Podáno s ověřenou totožností přes Identitu občana (úroveň záruky ${act.level_name}) a potvrzeno žadatelem: digitální úkon podle zákona č. 12/2020 Sb., § 4 odst. 1 písm. d).`,
            `Otisk podání (SHA-256): ${act.content_sha256}`,
            `Záznam digitálních úkonů č. ${act.record.seq}, otisk záznamu: ${act.record.hash}`,
          ]
        : []),
      ...c.summary.flatMap((section) => [
        section.section.toUpperCase(),
        ...section.rows.map((row) => `${row.label}: ${row.value}`),
      ]),
      ...(c.files.length ? ['PŘÍLOHY', ...c.files.map((f) => f.filename)] : []),
    ],
    footer: 'Shrnutí podání vytvořené webem města; úřad vede podání pod uvedeným číslem.',
    date: new Date(c.submitted_at),
  });
}
