import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

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
