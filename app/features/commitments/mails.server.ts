import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

/** A commitment the office issued: what for, how much and by when; the QR code to pay is in the account. */
export const commitmentIssuedMail = (
  to: string,
  c: { title: string; amount: string; due: string; url: string },
): Mail =>
  composeMail(
    to,
    `Nová platba k úhradě: ${c.title}`,
    [
      'Dobrý den,',
      `městský úřad vám vystavil platbu ${c.amount} za „${c.title}“ se splatností ${c.due}. Údaje k platbě a QR kód najdete ve svém účtu:`,
      c.url,
    ],
    SIGNATURE,
  );

/** The resident is told their payment arrived and the commitment is paid; the receipt is in the account. */
export const paymentReceivedMail = (to: string, p: { title: string; amount: string; url: string }): Mail =>
  composeMail(
    to,
    `Přijali jsme vaši platbu: ${p.title}`,
    [
      'Dobrý den,',
      `vaše platba ${p.amount} za „${p.title}“ dorazila na účet města a předpis je zaplacený. Potvrzení o zaplacení si stáhnete ve svém účtu:`,
      p.url,
    ],
    SIGNATURE,
  );

interface Reminded {
  title: string;
  amount: string;
  /** "3. 12. 2026" */
  due: string;
  url: string;
}

const ALREADY_PAID = 'Pokud jste již zaplatili, děkujeme a tento e-mail prosím neberte v úvahu.';

/** A week before the due date. */
export const dueSoonMail = (to: string, c: Reminded): Mail =>
  composeMail(
    to,
    `Blíží se splatnost: ${c.title}`,
    [
      'Dobrý den,',
      `připomínáme, že ${c.due} je splatná platba ${c.amount} za „${c.title}“. Zaplatit ji můžete QR kódem ve svém účtu:`,
      c.url,
      ALREADY_PAID,
    ],
    SIGNATURE,
  );

/** Once, the first day after the due date. */
export const overdueMail = (to: string, c: Reminded): Mail =>
  composeMail(
    to,
    `Platba po splatnosti: ${c.title}`,
    [
      'Dobrý den,',
      `platba ${c.amount} za „${c.title}“ byla splatná ${c.due} a zatím jsme ji neobdrželi. Zaplatit ji můžete QR kódem ve svém účtu:`,
      c.url,
      `${ALREADY_PAID} Platba z banky se k nám může dostat až za několik dní.`,
    ],
    SIGNATURE,
  );
