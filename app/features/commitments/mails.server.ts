import { formatDay } from '../../../common/dates.ts';
import { formatHellers } from '../../../common/price.ts';
import { composeMail, type Mail, SIGNATURE, sendNotice, sendNotices } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { commitments } from './schema.server.ts';

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

/** The resident learns of a new commitment: what for, how much, by when, and where to pay it. */
type Issued = { to: string } & Pick<typeof commitments.$inferSelect, 'title' | 'amountHellers' | 'dueOn'>;

const issuedMail = (ctx: ServiceContext, c: Issued) =>
  commitmentIssuedMail(c.to, {
    title: c.title,
    amount: formatHellers(c.amountHellers),
    due: formatDay(c.dueOn),
    url: `${ctx.config.PUBLIC_URL}/ucet/moje-zavazky`,
  });

export const mailIssued = (ctx: ServiceContext, to: string, c: Omit<Issued, 'to'>) =>
  sendNotice(ctx.mailer, ctx.log, issuedMail(ctx, { to, ...c }));

/** Each resident of a batch told of their new commitment, queued together once the batch is committed. */
export const mailIssuedAll = (ctx: ServiceContext, issued: Issued[]) =>
  sendNotices(
    ctx.mailer,
    ctx.log,
    issued.map((c) => issuedMail(ctx, c)),
  );

/**
 * The resident is told their payment arrived: the commitment is paid (the receipt is in the account),
 * or only part of it is and the rest is owed, or it was paid already; what was paid beyond is a credit.
 */
export const paymentReceivedMail = (
  to: string,
  p: {
    title: string;
    amount: string;
    url: string;
    remaining?: string;
    credit?: string;
    alreadyPaid?: boolean;
    fromCredit?: boolean;
  },
): Mail => {
  const arrived = p.fromCredit
    ? `na předpis „${p.title}“ jsme započetli váš dřívější přeplatek ${p.amount}`
    : `vaše platba ${p.amount} za „${p.title}“ dorazila na účet města`;
  const credit = p.credit
    ? [`Zaplatili jste o ${p.credit} více. Přeplatek vám vrátíme, nebo ho započteme na vaši další platbu městu.`]
    : [];
  if (p.alreadyPaid)
    return composeMail(
      to,
      `Přijali jsme platbu navíc: ${p.title}`,
      [
        'Dobrý den,',
        `vaše platba ${p.amount} za „${p.title}“ dorazila na účet města, předpis už ale byl zaplacený.`,
        ...credit,
      ],
      SIGNATURE,
    );
  if (p.remaining)
    return composeMail(
      to,
      p.fromCredit ? `Započetli jsme váš přeplatek: ${p.title}` : `Přijali jsme část platby: ${p.title}`,
      [
        'Dobrý den,',
        `${arrived}, na celý předpis ale nestačí: zbývá doplatit ${p.remaining}. Údaje k doplatku a QR kód najdete ve svém účtu:`,
        p.url,
      ],
      SIGNATURE,
    );
  return composeMail(
    to,
    p.fromCredit ? `Započetli jsme váš přeplatek: ${p.title}` : `Přijali jsme vaši platbu: ${p.title}`,
    [
      'Dobrý den,',
      `${arrived} a předpis je zaplacený. Potvrzení o zaplacení si stáhnete ve svém účtu:`,
      p.url,
      ...credit,
    ],
    SIGNATURE,
  );
};

/** What a payment did, for the resident's mail: hellers received, and what is still owed or was paid beyond. */
export interface Paid {
  email: string;
  title: string;
  amount: number;
  remaining: number;
  credit: number;
  alreadyPaid: boolean;
  fromCredit?: boolean;
}

/** Mails the resident what a payment or a credit did (see `paymentReceivedMail`). */
const paidMail = (ctx: ServiceContext, p: Paid) =>
  paymentReceivedMail(p.email, {
    title: p.title,
    amount: formatHellers(p.amount),
    url: `${ctx.config.PUBLIC_URL}/ucet/moje-zavazky`,
    remaining: p.remaining ? formatHellers(p.remaining) : undefined,
    credit: p.credit ? formatHellers(p.credit) : undefined,
    alreadyPaid: p.alreadyPaid,
    fromCredit: p.fromCredit,
  });

export const mailPaid = (ctx: ServiceContext, p: Paid) => sendNotice(ctx.mailer, ctx.log, paidMail(ctx, p));

/** A statement's payments, each resident told, queued together once the statement is committed. */
export const mailPaidAll = (ctx: ServiceContext, paid: Paid[]) =>
  sendNotices(
    ctx.mailer,
    ctx.log,
    paid.map((p) => paidMail(ctx, p)),
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
