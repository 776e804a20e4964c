import { CASE_STATUS_LABELS, type CaseStatus } from '../../../common/cases.ts';
import type { SummarySection } from '../../../common/forms/summary.ts';
import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

/** The resident's copy of what they filed, with the case number and where to follow it. */
export const caseReceivedMail = (
  to: string,
  c: { number: string; reference_number: string | null; title: string; url: string },
  summary: SummarySection[],
): Mail =>
  composeMail(
    to,
    `Přijali jsme vaši žádost ${c.number}: ${c.title}`,
    [
      'Dobrý den,',
      `vaši žádost „${c.title}“ jsme přijali a zaevidovali pod číslem ${c.number}${c.reference_number ? ` (číslo jednací úřadu ${c.reference_number})` : ''}. Jak se vyřizuje a co vám úřad napsal, uvidíte ve svém účtu:`,
      c.url,
      'Shrnutí toho, co jste v žádosti uvedli:',
      ...summary.map((s) => [s.section.toUpperCase(), ...s.rows.map((r) => `${r.label}: ${r.value}`)].join('\n')),
    ],
    SIGNATURE,
  );

/**
 * The resident is told that their case moved: its new status, or that the office asks or writes.
 * The mail names the case and links to it; what the office wrote is read in the account, so nothing
 * more personal than the resident typed travels by mail (issue 14 §3).
 */
export const caseChangedMail = (
  to: string,
  c: { number: string; title: string; status: CaseStatus | null; question: boolean; url: string },
): Mail =>
  composeMail(
    to,
    c.question
      ? `Úřad potřebuje doplnit vaši žádost ${c.number}`
      : c.status
        ? `Vaše žádost ${c.number}: ${CASE_STATUS_LABELS[c.status].label.toLowerCase()}`
        : `Nová zpráva k vaší žádosti ${c.number}`,
    [
      'Dobrý den,',
      c.question
        ? `k vaší žádosti „${c.title}“ (${c.number}) potřebuje úřad ještě něco doplnit. Dotaz si přečtěte a odpovězte na něj ve svém účtu:`
        : c.status
          ? `vaše žádost „${c.title}“ (${c.number}) je nyní ve stavu „${CASE_STATUS_LABELS[c.status].label}“. Podrobnosti najdete ve svém účtu:`
          : `k vaší žádosti „${c.title}“ (${c.number}) vám úřad napsal zprávu. Přečtete si ji ve svém účtu:`,
      c.url,
    ],
    SIGNATURE,
  );
