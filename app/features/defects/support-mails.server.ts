import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

// What a guest who follows a report ("Trápí mě to taky") is mailed: only its number, category and
// place, as the reporter's mails; the rest is on the report's page.

interface About {
  number: string;
  category: string;
  place: string;
}

export const confirmSupportMail = (to: string, r: About & { url: string }): Mail =>
  composeMail(
    to,
    `Potvrďte prosím sledování hlášení ${r.number}`,
    [
      'Dobrý den,',
      `z této e-mailové adresy někdo na webu Města Vzorov požádal o zprávy k hlášení ${r.number} (${r.category}, ${r.place}). Sledovat ho začnete, až to potvrdíte tímto odkazem:`,
      r.url,
      'Pokud jste o nic nežádali, e-mail prosím ignorujte: bez potvrzení vám nic dalšího nepošleme.',
    ],
    SIGNATURE,
  );

/** A guest who follows already (or reported it) and asked again: told so, with the way to stop. */
export const alreadyFollowingMail = (to: string, r: About & { reporter: boolean; stop: string | null }): Mail =>
  composeMail(
    to,
    `Hlášení ${r.number} už sledujete`,
    [
      'Dobrý den,',
      r.reporter
        ? `hlášení ${r.number} (${r.category}, ${r.place}) jste nahlásili z této adresy, takže ho už sledujete. O každé změně vám napíšeme.`
        : `hlášení ${r.number} (${r.category}, ${r.place}) z této adresy už sledujete. O každé změně vám napíšeme.`,
      ...(r.stop ? ['Pokud už zprávy o hlášení dostávat nechcete, sledování zrušíte zde:', r.stop] : []),
    ],
    SIGNATURE,
  );
