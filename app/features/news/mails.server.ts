import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

/** A reviewer learns that an article waits for them. */
export const reviewRequestedMail = (to: string, a: { title: string; author: string; url: string }): Mail =>
  composeMail(
    to,
    `Ke kontrole: ${a.title}`,
    [
      'Dobrý den,',
      `${a.author} předává ke kontrole článek „${a.title}“. Otevřete ho, zkontrolujte a schvalte ke zveřejnění, nebo ho vraťte s komentářem:`,
      a.url,
    ],
    SIGNATURE,
  );

/** The author learns the review's verdict: published, or back with the reviewer's note. */
export const reviewDecidedMail = (
  to: string,
  a: { title: string; reviewer: string; approved: boolean; note: string; url: string },
): Mail =>
  composeMail(
    to,
    a.approved ? `Článek zveřejněn: ${a.title}` : `Článek vrácen k úpravě: ${a.title}`,
    [
      'Dobrý den,',
      a.approved
        ? `${a.reviewer} zkontroloval(a) a zveřejnil(a) váš článek „${a.title}“.${a.note ? ` Poznámka: ${a.note}` : ''}`
        : `${a.reviewer} vrací váš článek „${a.title}“ k úpravě s komentářem:\n${a.note}`,
      a.url,
    ],
    SIGNATURE,
  );
