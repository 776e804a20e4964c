import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

/** The evening before a pickup: which bin, where, and where to turn the mail off. */
export const pickupReminderMail = (to: string, p: { bin: string; address: string; day: string; url: string }): Mail =>
  composeMail(
    to,
    `Zítra se vyváží: ${p.bin}`,
    [
      'Dobrý den,',
      `zítra (${p.day}) se vyváží nádoba ${p.bin} na adrese ${p.address}. Připravte ji prosím večer nebo do 6:00 ráno k okraji chodníku.`,
      'Připomínku vypnete u nádoby ve svém účtu:',
      p.url,
    ],
    SIGNATURE,
  );
