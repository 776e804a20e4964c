import { composeMail, type Mail } from '../../lib/mail.ts';

const SIGNATURE =
  'Městský úřad Vzorov\nnáměstí Míru 1, 123 45 Vzorov\nTento e-mail byl odeslán automaticky, neodpovídejte na něj prosím.';

export const confirmEmailMail = (to: string, firstname: string, link: string): Mail =>
  composeMail(
    to,
    'Potvrďte prosím svou e-mailovou adresu',
    [
      `Dobrý den, ${firstname},`,
      'děkujeme za registraci na webu Města Vzorov. Účet začne fungovat, jakmile potvrdíte svou e-mailovou adresu tímto odkazem:',
      link,
      'Odkaz platí 24 hodin. Pokud jste se neregistrovali, tento e-mail prosím ignorujte; účet bez potvrzení nebude fungovat.',
    ],
    SIGNATURE,
  );

export const alreadyRegisteredMail = (to: string, loginLink: string, resetLink: string): Mail =>
  composeMail(
    to,
    'Pokus o registraci s vaší e-mailovou adresou',
    [
      'Dobrý den,',
      'někdo se právě pokusil zaregistrovat na webu Města Vzorov s touto e-mailovou adresou. Účet s ní už ale máte.',
      'Pokud jste to byli vy, přihlaste se zde:',
      loginLink,
      'Pokud jste zapomněli heslo, nastavte si nové zde:',
      resetLink,
      'Pokud jste to nebyli vy, nemusíte nic dělat.',
    ],
    SIGNATURE,
  );

export const resetPasswordMail = (to: string, firstname: string, link: string): Mail =>
  composeMail(
    to,
    'Obnova hesla k účtu na webu Města Vzorov',
    [
      `Dobrý den, ${firstname},`,
      'požádali jste o nové heslo k účtu na webu Města Vzorov. Nastavte si ho tímto odkazem:',
      link,
      'Odkaz platí jednu hodinu a lze ho použít jen jednou. Pokud jste o nové heslo nežádali, tento e-mail prosím ignorujte; vaše heslo zůstává beze změny.',
    ],
    SIGNATURE,
  );

export const passwordChangedMail = (to: string, firstname: string): Mail =>
  composeMail(
    to,
    'Heslo k vašemu účtu bylo změněno',
    [
      `Dobrý den, ${firstname},`,
      'heslo k vašemu účtu na webu Města Vzorov bylo právě změněno a všechna přihlášení byla ukončena.',
      'Pokud jste heslo neměnili, obnovte si ho prosím hned na stránce Obnova hesla a kontaktujte úřad.',
    ],
    SIGNATURE,
  );
