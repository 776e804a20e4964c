import { formatHellers } from '../../../common/price.ts';
import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

interface OrderMail {
  number: string;
  lines: string[];
  totalHellers: number;
  store: string;
  url: string;
}

/** The buyer's confirmation: what they ordered, where to pick it up, and how to pay. */
export const orderPlacedMail = (to: string, o: OrderMail & { payment: string }): Mail =>
  composeMail(
    to,
    `Objednávka ${o.number} z obchodu Města Vzorov`,
    [
      'Dobrý den,',
      `děkujeme za objednávku ${o.number}. Až ji připravíme, napíšeme vám; vyzvednete ji na místě ${o.store}.`,
      o.lines.join('\n'),
      `Celkem ${formatHellers(o.totalHellers)}. ${o.payment}`,
      'Objednávku, a při platbě převodem i QR kód k zaplacení, najdete zde:',
      o.url,
    ],
    SIGNATURE,
  );

/** The order waits at the counter. */
export const orderReadyMail = (
  to: string,
  o: Pick<OrderMail, 'number' | 'store' | 'url'> & { hoursUrl: string },
): Mail =>
  composeMail(
    to,
    `Objednávka ${o.number} je připravená k vyzvednutí`,
    [
      'Dobrý den,',
      `vaše objednávka ${o.number} je připravená. Vyzvednete ji na místě ${o.store}; stačí říct číslo objednávky. Otevírací dobu najdete zde:`,
      o.hoursUrl,
      'Objednávka:',
      o.url,
    ],
    SIGNATURE,
  );

/** The office cancelled the order; a paid one is refunded at the counter or to the account it came from. */
export const orderCancelledMail = (to: string, o: Pick<OrderMail, 'number' | 'url'> & { paid: boolean }): Mail =>
  composeMail(
    to,
    `Objednávka ${o.number} je zrušená`,
    [
      'Dobrý den,',
      `objednávku ${o.number} jsme zrušili. ${
        o.paid
          ? 'Zaplacenou částku vám vrátíme na účet, ze kterého přišla, nebo v informačním centru; ozveme se vám.'
          : 'Nic neplaťte; pokud jste ji měli v závazcích, už tam není.'
      } S dotazy se obraťte na informační centrum.`,
      o.url,
    ],
    SIGNATURE,
  );
