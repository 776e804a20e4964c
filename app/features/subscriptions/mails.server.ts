import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

export const confirmSubscriptionMail = (to: string, confirmUrl: string): Mail =>
  composeMail(
    to,
    'Potvrďte prosím odběr novinek z webu Vzorova',
    [
      'Dobrý den,',
      'někdo s touto e-mailovou adresou si na webu Města Vzorov objednal odběr novinek. Odběr začne, až ho potvrdíte tímto odkazem:',
      confirmUrl,
      'Pokud jste o odběr nežádali, e-mail prosím ignorujte; nic vám posílat nebudeme.',
    ],
    SIGNATURE,
  );

/** What subscribers get: one new item, where to read it, and how to change or stop the mail. */
export function announcementMail(
  to: string,
  item: { heading: string; title: string; summary: string; url: string },
  links: { manage: string; unsubscribe: string },
): Mail {
  return {
    ...composeMail(
      to,
      `${item.heading}: ${item.title}`,
      [
        item.title,
        ...(item.summary ? [item.summary] : []),
        'Celé znění najdete na webu:',
        item.url,
        'Odběr změníte nebo zrušíte zde:',
        links.manage,
      ],
      SIGNATURE,
    ),
    // One-click unsubscribe (RFC 8058): a mail program posts "List-Unsubscribe=One-Click" there.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
