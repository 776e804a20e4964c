import type { SummarySection } from '../../../common/forms/summary.ts';
import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

/** The resident's copy of what they filed, with the case number and where to follow it. */
export const caseReceivedMail = (
  to: string,
  c: { number: string; title: string; url: string },
  summary: SummarySection[],
): Mail =>
  composeMail(
    to,
    `Přijali jsme vaši žádost ${c.number}: ${c.title}`,
    [
      'Dobrý den,',
      `vaši žádost „${c.title}“ jsme přijali a zaevidovali pod číslem ${c.number}. Jak se vyřizuje a co vám úřad napsal, uvidíte ve svém účtu:`,
      c.url,
      'Shrnutí toho, co jste v žádosti uvedli:',
      ...summary.map((s) => [s.section.toUpperCase(), ...s.rows.map((r) => `${r.label}: ${r.value}`)].join('\n')),
    ],
    SIGNATURE,
  );
